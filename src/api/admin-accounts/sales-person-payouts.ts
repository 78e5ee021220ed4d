import type { PartnerTransactionsQuery } from '@contracts/commissions';
import { salesPersonPayoutsReplySchema, sendPayoutReplySchema } from '@contracts/payouts';
import { postIdempotent } from '@/lib/idempotency';
import { getListPage, usePagedSWR, useRecordMutation } from '@/lib/swr-hooks';

export const SALES_PAYOUT_SENT = 'Payout has been sent successfully';

const path = (userId: string) => `/super-admin/sales-people/${encodeURIComponent(userId)}`;

/** GET /super-admin/sales-people/{userId}/payouts: one page of a sales person's payouts, their balance and payout account. */
export const getSalesPersonPayouts = (userId: string, query: PartnerTransactionsQuery) =>
  getListPage(`${path(userId)}/payouts`, query, salesPersonPayoutsReplySchema);

export const useSalesPersonPayouts = (userId: string, query: PartnerTransactionsQuery) =>
  usePagedSWR(['/super-admin/sales-people/:userId/payouts', { userId, ...query }] as const, ({ userId: id, ...rest }) =>
    getSalesPersonPayouts(id, rest),
  );

/**
 * POST /super-admin/sales-people/{userId}/payout: sends the sales person `amountCents` (all they are owed without it),
 * with an `Idempotency-Key`; a retry reuses the key, so they are never paid twice.
 */
export async function sendSalesPayout(userId: string, arg: { amountCents?: number; key: string }) {
  const body = arg.amountCents === undefined ? {} : { amountCents: arg.amountCents };
  const reply = await postIdempotent(`${path(userId)}/payout`, body, arg.key);
  return sendPayoutReplySchema.parse(reply.data);
}

export const useSendSalesPayout = (userId: string) =>
  useRecordMutation('/super-admin/sales-people/:userId/payout', userId, sendSalesPayout);
