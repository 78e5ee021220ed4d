import useSWR from 'swr';
import { commissionEarnedReplySchema, type CommissionEarnedQuery } from '@contracts/commissions';
import { apiClient } from '@/lib/api-client';

export type CommissionEarnedRequest = Partial<CommissionEarnedQuery>;

export const commissionEarnedKey = (query: CommissionEarnedRequest) => ['/gym-owner/commission-earned', query] as const;

/** GET /gym-owner/commission-earned: the partner's commission per day, week (the default) or month, net of refunds. */
export async function getCommissionEarned(query: CommissionEarnedRequest = {}) {
  const reply = await apiClient.get('/gym-owner/commission-earned', { params: query });
  return commissionEarnedReplySchema.parse(reply.data).data;
}

export const useCommissionEarned = (query: CommissionEarnedRequest = {}) =>
  useSWR(commissionEarnedKey(query), ([, q]) => getCommissionEarned(q), { keepPreviousData: true });
