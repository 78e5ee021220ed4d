import useSWR from 'swr';
import { leaderboardReplySchema } from '@contracts/partners';
import { apiClient } from '@/lib/api-client';

export type LeaderboardRequest = { startDate: string; endDate: string; rankBy: 'paidOrders' | 'revenue'; limit: number };

/** GET /super-admin/partner-leaderboard: partners ranked by paid orders or revenue over a period. */
export async function getPartnerLeaderboard(query: LeaderboardRequest) {
  const reply = await apiClient.get('/super-admin/partner-leaderboard', { params: query });
  return leaderboardReplySchema.parse(reply.data).data;
}

export const usePartnerLeaderboard = (query: LeaderboardRequest) =>
  useSWR(['/super-admin/partner-leaderboard', query] as const, ([, q]) => getPartnerLeaderboard(q), { keepPreviousData: true });
