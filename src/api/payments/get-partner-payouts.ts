import { partnerPayoutsReplySchema } from '@contracts/payouts';
import type { PartnerTransactionsQuery } from '@contracts/commissions';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export const partnerPayoutsKey = (query: PartnerTransactionsQuery) => ['/gym-owner/transactions?kind=PAYOUT', query] as const;

/** GET /gym-owner/transactions?kind=PAYOUT: one page of the payouts the partner received, and what it is still owed. */
export async function getPartnerPayouts(query: PartnerTransactionsQuery) {
  return getListPage('/gym-owner/transactions', { ...query, kind: 'PAYOUT' }, partnerPayoutsReplySchema);
}

export const usePartnerPayouts = (query: PartnerTransactionsQuery) => usePagedSWR(partnerPayoutsKey(query), getPartnerPayouts);
