/** How the review, patient and chart pages show a patient's measures and birth date. */
import { formatDay } from './format';

export const NOT_RECORDED = 'Not recorded';
export const NOT_GIVEN = 'Not given';
/** A measure on file that the reader's role may not see (the care team's non-clinical roles). */
export const NOT_SHOWN = 'Not shown to your role';

export const formatBmi = (bmi: number | null) => (bmi === null ? NOT_RECORDED : bmi.toFixed(1));

export function formatHeight(inches: number | null) {
  if (inches === null) return NOT_RECORDED;
  const whole = Math.round(inches);
  return `${Math.floor(whole / 12)} ft ${whole % 12} in`;
}

export const formatWeight = (pounds: number | null) => (pounds === null ? NOT_RECORDED : `${pounds} lb`);

/** "41 (born Jul 14, 1985)": the age first, since that is what a decision weighs. */
export function formatAge(age: number | null, dateOfBirth: string | null) {
  if (!dateOfBirth) return NOT_GIVEN;
  const born = `born ${formatDay(dateOfBirth)}`;
  return age === null ? born : `${age} (${born})`;
}
