import useSWR from 'swr';
import { commissionEarnedReplySchema, type CommissionEarnedQuery } from '@contracts/commissions';
import { apiClient } from '@/lib/api-client';

export type SalesCommissionRequest = Partial<CommissionEarnedQuery>;

export const salesCommissionEarnedKey = (query: SalesCommissionRequest) => ['/sales/commission-earned', query] as const;

/** GET /sales/commission-earned: the sales person's commission per day, week (the default) or month, net of refunds. */
export async function getSalesCommissionEarned(query: SalesCommissionRequest = {}) {
  const reply = await apiClient.get('/sales/commission-earned', { params: query });
  return commissionEarnedReplySchema.parse(reply.data).data;
}

export const useSalesCommissionEarned = (query: SalesCommissionRequest = {}) =>
  useSWR(salesCommissionEarnedKey(query), ([, q]) => getSalesCommissionEarned(q), { keepPreviousData: true });
