import { z } from 'zod';

/** The custom price form: a variation and a monthly price in dollars (sent as integer cents). */
export const customPriceFormSchema = z.object({
  productVariationKey: z.string().min(1, 'Choose a product variation'),
  price: z
    .string()
    .trim()
    .regex(/^\$?\d{1,6}(\.\d{1,2})?$/, 'Enter a price in dollars, such as 199 or 199.50')
    .transform((v) => Math.round(Number(v.replace('$', '')) * 100))
    .refine((cents) => cents > 0, 'The monthly price must be more than $0.00'),
});
export type CustomPriceFormInput = z.input<typeof customPriceFormSchema>;
export type CustomPriceFormOutput = z.output<typeof customPriceFormSchema>;

/** Cents as the form shows them: 19900 -> "199.00". */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);
