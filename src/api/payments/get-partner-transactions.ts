import { partnerTransactionsReplySchema, type PartnerTransactionsQuery } from '@contracts/commissions';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export const partnerTransactionsKey = (query: PartnerTransactionsQuery) => ['/gym-owner/transactions', query] as const;

/** GET /gym-owner/transactions: one page of the partner's patients' payments and refunds, with its commission on each. */
export async function getPartnerTransactions(query: PartnerTransactionsQuery) {
  return getListPage('/gym-owner/transactions', query, partnerTransactionsReplySchema);
}

export const usePartnerTransactions = (query: PartnerTransactionsQuery) =>
  usePagedSWR(partnerTransactionsKey(query), getPartnerTransactions);
