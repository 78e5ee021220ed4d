import { z } from 'zod';
import { formatCents } from '@/lib/format';

/**
 * The refund form: an amount in dollars (sent as integer cents, at most what is left to refund) and the reason; a
 * chargeback's also takes the processor's dispute reference (`withReference`).
 */
export const refundFormSchema = (refundableCents: number, withReference = false) =>
  z.object({
    reference: z
      .string()
      .trim()
      .max(100, 'Keep the reference under 100 characters')
      .refine((v) => !withReference || v.length > 0, "Enter the processor's dispute reference"),
    amount: z
      .string()
      .trim()
      .regex(/^\$?\d{1,6}(\.\d{1,2})?$/, 'Enter an amount in dollars, such as 25 or 25.50')
      .transform((v) => Math.round(Number(v.replace('$', '')) * 100))
      .refine((cents) => cents > 0, 'The amount must be more than $0.00')
      .refine((cents) => cents <= refundableCents, `You can refund at most ${formatCents(refundableCents)}`),
    reason: z.string().trim().min(1, 'Say why the money is given back').max(300, 'Keep the reason under 300 characters'),
  });
export type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormOutput = z.output<ReturnType<typeof refundFormSchema>>;

export const REFUND_FAILURE_TEXT = 'Failed to refund the order';
export const CHARGEBACK_FAILURE_TEXT = 'Failed to record the chargeback';
export const REFUNDS_ERROR_TEXT = "Error fetching the order's refunds";
