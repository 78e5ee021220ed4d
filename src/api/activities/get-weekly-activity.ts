import useSWR from 'swr';
import { weeklyActivityReplySchema, type ActivityPeriod } from '@contracts/activities';
import { apiClient } from '@/lib/api-client';

export const weeklyActivityKey = (period: ActivityPeriod) => ['/activities/weekly', period] as const;

/** GET /activities/weekly?period=: activity minutes per day (per week over a year). */
export async function getWeeklyActivity(period: ActivityPeriod) {
  return weeklyActivityReplySchema.parse((await apiClient.get('/activities/weekly', { params: { period } })).data).data;
}

export const useWeeklyActivity = (period: ActivityPeriod) => useSWR(weeklyActivityKey(period), ([, p]) => getWeeklyActivity(p));
