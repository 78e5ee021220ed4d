import { z } from 'zod';
import { passesLuhn } from '@contracts/card-number';
import type { setupIntentBodySchema } from '@contracts/cards';

export type SetupIntentBody = z.infer<typeof setupIntentBodySchema>;

const digits = (v: string) => v.replace(/[\s-]/g, '');

/** The sandbox's card fields (src/lib/payments/sandbox-card-fields.tsx): checked here before the tokenizer is asked. */
export const cardFormSchema = z
  .object({
    number: z
      .string()
      .transform(digits)
      .refine((v) => /^\d{12,19}$/.test(v) && passesLuhn(v), 'Enter a valid card number'),
    expMonth: z
      .string()
      .trim()
      .regex(/^(0?[1-9]|1[0-2])$/, 'Enter the month, 1 to 12')
      .transform(Number),
    expYear: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Enter the 4-digit year')
      .transform(Number),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Enter the 3- or 4-digit code'),
  })
  .superRefine((card, ctx) => {
    const now = new Date();
    const expired = card.expYear < now.getFullYear() || (card.expYear === now.getFullYear() && card.expMonth < now.getMonth() + 1);
    if (expired) ctx.addIssue({ code: 'custom', path: ['expYear'], message: 'This card has expired' });
    else if (card.expYear > 2100) ctx.addIssue({ code: 'custom', path: ['expYear'], message: 'Enter the 4-digit year' });
  });
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardFormOutput = z.output<typeof cardFormSchema>;

export const EMPTY_CARD_FORM: CardFormInput = { number: '', expMonth: '', expYear: '', cvc: '' };

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const brandName = (brand: string) =>
  BRANDS[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');

export const formatExpiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`;
