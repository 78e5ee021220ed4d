import useSWR from 'swr';
import { activityStatsReplySchema } from '@contracts/activities';
import { apiClient } from '@/lib/api-client';

export const activityStatsKey = '/activities/stats';

/** GET /activities/stats: totals per type, minutes this week, current weight and its change, the goal weight. */
export async function getActivityStats() {
  return activityStatsReplySchema.parse((await apiClient.get(activityStatsKey)).data).data;
}

export const useActivityStats = () => useSWR(activityStatsKey, getActivityStats);
