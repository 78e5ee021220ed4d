import { z } from 'zod';
import { envelope } from './common';

/**
 * An administrator's refunds of an order (README, "Refunds by an administrator"): part or all of what the order's
 * settled payments brought in, in as many refunds as needed, never more than is left. Amounts in integer cents.
 */

/** POST /super-admin/orders/{id}/refunds: how much to give back and why (shown in the ledger). */
export const adminRefundBodySchema = z.strictObject({
  amountCents: z.number().int().min(1, 'Enter an amount of at least $0.01').max(100_000_000),
  reason: z.string().trim().min(1, 'Say why the money is given back').max(300),
});
export type AdminRefundBody = z.infer<typeof adminRefundBodySchema>;

/** POST /super-admin/orders/{id}/chargebacks: a chargeback the processor reported (a dispute the card holder's bank won). */
export const adminChargebackBodySchema = z.strictObject({
  amountCents: z.number().int().min(1, 'Enter an amount of at least $0.01').max(100_000_000),
  reference: z.string().trim().min(1, "Enter the processor's dispute reference").max(100),
  reason: z.string().trim().min(1, 'Say what the bank gave as the reason').max(300),
});
export type AdminChargebackBody = z.infer<typeof adminChargebackBodySchema>;

export const orderChargebackSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  reference: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type OrderChargeback = z.infer<typeof orderChargebackSchema>;

export const REFUND_REASONS = ['DENIED', 'CANCELLED', 'ABANDONED', 'ADMIN'] as const;

export const orderRefundSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  /** ADMIN: given back by an administrator; the others close the order (a denial, a cancellation). */
  reason: z.enum(REFUND_REASONS),
  /** The administrator's reason, for an ADMIN refund. */
  note: z.string().nullable(),
  /** PENDING until the processor makes it; FAILED: refused (still owed, the order is flagged for an administrator). */
  status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** GET /super-admin/orders/{id}/refunds: what was paid, what was given back (or is on its way), what is left. */
export const orderRefundsSchema = z.object({
  orderId: z.uuid(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Taken back by the card holder's bank (chargebacks): no longer refundable. */
  chargedBackCents: z.number().int(),
  refundableCents: z.number().int(),
  refunds: z.array(orderRefundSchema),
  chargebacks: z.array(orderChargebackSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;
export const orderRefundsReplySchema = envelope(orderRefundsSchema);

export const REFUND_QUEUED_MESSAGE = 'Refund has been sent';
export const CHARGEBACK_RECORDED_MESSAGE = 'Chargeback has been recorded';
