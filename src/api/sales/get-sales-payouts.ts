import type { PartnerTransactionsQuery } from '@contracts/commissions';
import { partnerPayoutsReplySchema } from '@contracts/payouts';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export const salesPayoutsKey = (query: PartnerTransactionsQuery) => ['/transactions?kind=PAYOUT', query] as const;

/** GET /transactions?kind=PAYOUT: one page of the payouts the sales person received, and what they are still owed. */
export const getSalesPayouts = (query: PartnerTransactionsQuery) =>
  getListPage('/transactions', { ...query, kind: 'PAYOUT' }, partnerPayoutsReplySchema);

export const useSalesPayouts = (query: PartnerTransactionsQuery) => usePagedSWR(salesPayoutsKey(query), getSalesPayouts);
