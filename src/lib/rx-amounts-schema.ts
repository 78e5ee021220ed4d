import { z } from 'zod';

/** A whole number typed into a text box, checked against the contract's bounds for that field. */
const wholeNumber = (target: z.ZodNumber, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, `Enter a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(target);

/** A prescription's quantity, refills and days supply as typed, each piped into the contract's own field. */
export const rxAmountFields = (shape: { quantity: z.ZodNumber; refills: z.ZodNumber; daysSupply: z.ZodNumber }) => ({
  quantity: wholeNumber(shape.quantity, 1, 100),
  refills: wholeNumber(shape.refills, 0, 12),
  daysSupply: wholeNumber(shape.daysSupply, 1, 365),
});
