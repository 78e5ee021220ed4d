import { z } from 'zod';
import { envelope, pageOf } from './common';
import { PAYOUT_ACCOUNT_STATUSES } from './partner-profile';
import { partnerTransactionSchema, partnerTransactionsQuerySchema } from './commissions';
import { salesTransactionSchema } from './sales-people';

/**
 * Partner payouts: the commission a partner earned (the payments ledger, README "Partner money") is sent to its
 * payout account by an administrator. Owed = commission earned − payouts sent (or still pending).
 */

export const payoutBalanceSchema = z.object({
  /** Commission earned since the start, net of refunds. */
  earnedCents: z.number().int(),
  /** Payouts sent or on their way. */
  paidOutCents: z.number().int(),
  /** What is still owed (never below zero). */
  owedCents: z.number().int(),
});
export type PayoutBalance = z.infer<typeof payoutBalanceSchema>;

export const payoutSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  status: z.enum(['PENDING', 'SENT', 'FAILED']),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** POST /super-admin/gym-owners/{id}/payout: the amount in cents; without it, everything owed. */
export const sendPayoutBodySchema = z
  .strictObject({
    amountCents: z
      .number({ error: 'Enter the amount in cents' })
      .int('The amount is whole cents')
      .min(1, 'The amount must be more than $0.00')
      .optional(),
  })
  .nullish();
export type SendPayoutBody = z.infer<typeof sendPayoutBodySchema>;
export const sendPayoutReplySchema = envelope(z.object({ payout: payoutSchema, balance: payoutBalanceSchema }));

/** GET /gym-owner/transactions?kind=PAYOUT: the payouts a partner received, newest first, and its balance. */
export const partnerPayoutsSchema = pageOf(payoutSchema).extend({ kind: z.literal('PAYOUT'), balance: payoutBalanceSchema });
export type PartnerPayouts = z.infer<typeof partnerPayoutsSchema>;
export const partnerPayoutsReplySchema = envelope(partnerPayoutsSchema);

/** GET /gym-owner/transactions: `kind=PAYOUT` lists the payouts received instead of the commission movements. */
export const partnerTransactionsOrPayoutsQuerySchema = partnerTransactionsQuerySchema.extend({
  kind: z.enum(['COMMISSION', 'PAYOUT']).default('COMMISSION'),
});
export const partnerTransactionsOrPayoutsReplySchema = envelope(z.union([partnerPayoutsSchema, pageOf(partnerTransactionSchema)]));

/**
 * Sales payouts (README "Sales portal"): the same payouts, to a sales person. GET /super-admin/sales-people/{userId}/payouts:
 * an administrator's view of one sales person's payouts, newest first, with their balance and payout account's state.
 */
export const salesPersonPayoutsSchema = partnerPayoutsSchema.extend({
  userId: z.uuid(),
  name: z.string(),
  payoutAccountStatus: z.enum(PAYOUT_ACCOUNT_STATUSES),
});
export type SalesPersonPayouts = z.infer<typeof salesPersonPayoutsSchema>;
export const salesPersonPayoutsReplySchema = envelope(salesPersonPayoutsSchema);

/** GET /transactions (a sales person): `kind=PAYOUT` lists the payouts they received instead of the commission movements. */
export const salesTransactionsOrPayoutsReplySchema = envelope(z.union([partnerPayoutsSchema, pageOf(salesTransactionSchema)]));
