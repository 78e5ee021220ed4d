import { formatDay, humanize } from '@/lib/format';
import { formatBmi, formatHeight, formatWeight, NOT_GIVEN, NOT_SHOWN } from '@/lib/measures';
import type { DetailItem } from './detail-list';

/** What a patient's record holds about their person and body (height, weight and BMI from the latest intake). */
interface Health {
  dateOfBirth: string | null;
  gender: string | null;
  heightInches: number | null;
  weightPounds: number | null;
  bmi: number | null;
}

/**
 * The date of birth, gender, height, weight and BMI rows of a patient's details, as the doctor and the nurse see them;
 * `measuresHidden` when the reader's role is not sent the measures (they may well be on file).
 */
export const healthItems = (p: Health, measuresHidden = false): DetailItem[] => [
  { term: 'Date of birth', value: p.dateOfBirth ? formatDay(p.dateOfBirth) : NOT_GIVEN },
  { term: 'Gender', value: p.gender ? humanize(p.gender) : NOT_GIVEN },
  { term: 'Height', value: measuresHidden ? NOT_SHOWN : formatHeight(p.heightInches) },
  { term: 'Weight', value: measuresHidden ? NOT_SHOWN : formatWeight(p.weightPounds) },
  { term: 'BMI', value: measuresHidden ? NOT_SHOWN : formatBmi(p.bmi) },
];
