import useSWR from 'swr';
import { weightHistoryReplySchema, type ActivityPeriod } from '@contracts/activities';
import { apiClient } from '@/lib/api-client';

export const weightHistoryKey = (period: ActivityPeriod) => ['/activities/weight', period] as const;

/** GET /activities/weight?period=: one weight a day over the period, with the goal weight. */
export async function getWeightHistory(period: ActivityPeriod) {
  return weightHistoryReplySchema.parse((await apiClient.get('/activities/weight', { params: { period } })).data).data;
}

export const useWeightHistory = (period: ActivityPeriod) => useSWR(weightHistoryKey(period), ([, p]) => getWeightHistory(p));
