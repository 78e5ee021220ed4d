/**
 * One dose, not a range: what a pharmacy can fill. Products are sold as a dose range (a starter plan titrates
 * "0.25 mg to 1 mg weekly"); the doctor prescribes one step of it.
 */
export const SINGLE_DOSE = /^\d+(\.\d+)? mg$/;

/** The weekly titration steps of each GLP-1 medication, in mg. */
const STEPS: Record<string, number[]> = {
  semaglutide: [0.25, 0.5, 1, 1.7, 2.4],
  tirzepatide: [2.5, 5, 7.5, 10, 12.5, 15],
};

/**
 * The single doses a doctor may prescribe for a product sold as `range` ("0.25 mg to 1 mg weekly"): the titration
 * steps within the range of the medication that `medication` names (a medication or a product name), or the range's
 * ends when its steps are not known.
 */
export function doseSteps(medication: string, range: string): string[] {
  const amounts = [...range.matchAll(/(\d+(?:\.\d+)?)\s*mg/gi)].map((m) => Number(m[1]));
  if (amounts.length === 0) return [];
  const [low, high] = [Math.min(...amounts), Math.max(...amounts)];
  const known = Object.keys(STEPS).find((name) => medication.toLowerCase().includes(name));
  const steps = known ? STEPS[known].filter((mg) => mg >= low && mg <= high) : undefined;
  return (steps?.length ? steps : [...new Set([low, high])]).map((mg) => `${mg} mg`);
}

/** How many weeks a patient stays on each titration step before the next one is due; the top step is maintenance. */
export const WEEKS_PER_STEP = 4;

/** One step of a medication's titration schedule: its weekly dose and how long it lasts (null: maintenance, open-ended). */
export type TitrationStep = { dose: string; weeks: number | null };

/** The medication a name refers to ("Compounded semaglutide" is semaglutide), or null when it has no known schedule. */
export const titratedMedication = (name: string): string | null =>
  Object.keys(STEPS).find((medication) => name.toLowerCase().includes(medication)) ?? null;

/**
 * A medication's whole titration schedule, lowest dose first: every step lasts `WEEKS_PER_STEP` weeks but the last,
 * which is the maintenance dose. Empty for a medication without a known schedule.
 */
export function titrationSchedule(medication: string): TitrationStep[] {
  const known = titratedMedication(medication);
  const steps = known ? STEPS[known] : [];
  return steps.map((mg, i) => ({ dose: `${mg} mg`, weeks: i === steps.length - 1 ? null : WEEKS_PER_STEP }));
}
