/** BMI from inches and pounds to one decimal (703 x lb / in²), the same formula the server uses. */
export function bmiFrom(heightInches: number, weightPounds: number): number | null {
  if (!Number.isFinite(heightInches) || !Number.isFinite(weightPounds) || heightInches <= 0 || weightPounds <= 0) return null;
  return Math.round(((703 * weightPounds) / (heightInches * heightInches)) * 10) / 10;
}

export function toInches(feet: number, inches: number): number {
  return feet * 12 + inches;
}

export function splitInches(total: number): { feet: number; inches: number } {
  const feet = Math.floor(total / 12);
  return { feet, inches: Math.round(total - feet * 12) };
}

/** Reads a typed number; blank or malformed text is NaN so that bmiFrom ignores it. */
export function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}
