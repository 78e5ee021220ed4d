import { z } from 'zod';
import { envelope, listQuerySchema, pageOf } from './common';

// A partner's commission: the money movements it is earned and taken back on, and its sums per period.

/**
 * One money movement of the partner: a patient's payment for one of its orders (the partner earns its commission on
 * it) or a refund of such a payment (the commission is taken back). Amounts are integer cents; a refund's are negative.
 */
export const partnerTransactionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['PAYMENT', 'REFUND']),
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  amountCents: z.number().int(),
  commissionCents: z.number().int(),
  occurredAt: z.string(),
});
export type PartnerTransaction = z.infer<typeof partnerTransactionSchema>;
export const partnerTransactionsQuerySchema = listQuerySchema(['occurredAt:desc', 'occurredAt:asc'], 'occurredAt:desc').omit({
  search: true,
});
export type PartnerTransactionsQuery = z.infer<typeof partnerTransactionsQuerySchema>;
export const partnerTransactionsReplySchema = envelope(pageOf(partnerTransactionSchema));

/** GET /gym-owner/commission-earned: commission per day, week or month (weeks start on Monday, UTC), oldest first. */
export const COMMISSION_PERIODS = ['day', 'week', 'month'] as const;
export const commissionEarnedQuerySchema = z
  .object({
    /** The spec's default period is the week. */
    period: z.enum(COMMISSION_PERIODS).default('week'),
    /** YYYY-MM-DD, inclusive; default: 12 periods back from today. */
    startDate: z.iso.date().optional(),
    /** YYYY-MM-DD, inclusive; default: today. */
    endDate: z.iso.date().optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export type CommissionEarnedQuery = z.infer<typeof commissionEarnedQuerySchema>;
export const commissionEarnedReplySchema = envelope(
  z.object({
    period: z.enum(COMMISSION_PERIODS),
    startDate: z.string(),
    endDate: z.string(),
    commissionRateBps: z.number().int(),
    /** Commission over the whole range, net of refunds. */
    totalCents: z.number().int(),
    /** Only periods with money movements; `periodStart` is the period's first day (YYYY-MM-DD). */
    periods: z.array(z.object({ periodStart: z.string(), salesCents: z.number().int(), commissionCents: z.number().int() })),
  }),
);
