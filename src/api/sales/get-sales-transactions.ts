import type { PartnerTransactionsQuery } from '@contracts/commissions';
import { salesTransactionsReplySchema } from '@contracts/sales-people';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export const salesTransactionsKey = (query: PartnerTransactionsQuery) => ['/transactions', query] as const;

/** GET /transactions: one page of the sales person's ledger: their partners' payments and refunds, with the commission. */
export const getSalesTransactions = (query: PartnerTransactionsQuery) => getListPage('/transactions', query, salesTransactionsReplySchema);

export const useSalesTransactions = (query: PartnerTransactionsQuery) => usePagedSWR(salesTransactionsKey(query), getSalesTransactions);
