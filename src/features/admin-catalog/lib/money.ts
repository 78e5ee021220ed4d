import { z } from 'zod';
import { MAX_MONTHLY_PRICE_CENTS } from '@contracts/catalog';

/** Cents as the dollars an input shows: 24900 -> "249.00". */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/** A dollar amount typed by an admin ("249", "249.5", "$1,249.00") as integer cents, checked against the server's limits. */
export const dollarsSchema = z
  .string()
  .trim()
  .min(1, 'Enter the monthly price')
  .transform((v) => v.replace(/[$,\s]/g, ''))
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), 'Enter an amount in dollars, like 249.00')
  .transform((v) => Math.round(Number(v) * 100))
  .refine((cents) => cents >= 1, 'The price must be more than $0.00')
  .refine((cents) => cents <= MAX_MONTHLY_PRICE_CENTS, 'The price must be at most $10,000.00');
