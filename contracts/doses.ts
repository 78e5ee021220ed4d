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
