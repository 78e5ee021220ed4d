import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { PaymentMethod } from '@contracts/onboarding';
import { cardFieldSpecs } from '@/components/form/card-field-specs';
import { GridTextFields, type GridTextFieldSpec } from '@/components/form/grid-text-fields';

const digits = (v: string) => v.replace(/\D/g, '');

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const fullYear = (v: string) => (v.trim().length === 2 ? 2000 + Number(v) : Number(v));

export const cardShape = {
  cardNumber: z
    .string()
    .refine(
      (v) => /^[\d ]+$/.test(v.trim()) && digits(v).length >= 12 && digits(v).length <= 19 && luhn(digits(v)),
      'Check the card number',
    ),
  expMonth: z
    .string()
    .trim()
    .regex(/^(0?[1-9]|1[0-2])$/, 'Enter the month, 1 to 12'),
  expYear: z
    .string()
    .trim()
    .regex(/^(\d{2}|\d{4})$/, 'Enter the year, e.g. 2029'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3- or 4-digit code'),
};
export type CardInput = { [K in keyof typeof cardShape]: string };

/** Rejects a card that has already expired (valid through the end of its month). */
export function checkExpiry(v: CardInput, ctx: z.RefinementCtx) {
  const month = Number(v.expMonth);
  const year = fullYear(v.expYear);
  if (!month || !year) return;
  const now = new Date();
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    ctx.addIssue({ code: 'custom', path: ['expYear'], message: 'This card has expired' });
  }
}

export function toPaymentMethod(v: CardInput): PaymentMethod {
  return { card: { number: digits(v.cardNumber), expMonth: Number(v.expMonth), expYear: fullYear(v.expYear), cvc: v.cvc.trim() } };
}

/** Changes with the card: a new card is a new payment attempt (a new idempotency key). */
export const cardFingerprint = (v: CardInput) => [digits(v.cardNumber), Number(v.expMonth), fullYear(v.expYear), v.cvc.trim()].join('|');

interface CardFieldsProps<T extends FieldValues, C, O extends FieldValues> {
  /** A form whose values include the fields of `cardShape`. */
  control: Control<T, C, O>;
}

export function CardFields<T extends FieldValues, C = unknown, O extends FieldValues = T>({ control }: CardFieldsProps<T, C, O>) {
  return (
    <Grid container spacing={2}>
      <GridTextFields control={control} fields={cardFieldSpecs('cardNumber') as readonly GridTextFieldSpec<FieldPath<T>>[]} />
    </Grid>
  );
}
