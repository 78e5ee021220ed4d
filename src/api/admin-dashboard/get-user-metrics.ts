import useSWR from 'swr';
import { userMetricsReplySchema } from '@contracts/platform-stats';
import { apiClient } from '@/lib/api-client';
import type { TrendRequest } from './get-order-trends';

/** GET /super-admin/user-metrics: accounts by role and status, sign-ups per period. */
export async function getUserMetrics(query: TrendRequest = {}) {
  const reply = await apiClient.get('/super-admin/user-metrics', { params: query });
  return userMetricsReplySchema.parse(reply.data).data;
}

export const useUserMetrics = (query: TrendRequest = {}) =>
  useSWR(['/super-admin/user-metrics', query] as const, ([, sent]) => getUserMetrics(sent));
