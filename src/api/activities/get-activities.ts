import useSWR from 'swr';
import { activityListReplySchema, type ActivityType } from '@contracts/activities';
import { apiClient } from '@/lib/api-client';

export type ActivityFilter = { activityType?: ActivityType; startDate?: string; endDate?: string; page: number; limit: number };

export const activitiesKey = (filter: ActivityFilter) => ['/activities', filter] as const;

/** GET /activities: the patient's own activities, newest first, filtered and paged by the server. */
export async function getActivities(filter: ActivityFilter) {
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return activityListReplySchema.parse((await apiClient.get('/activities', { params })).data).data;
}

export const useActivities = (filter: ActivityFilter) =>
  useSWR(activitiesKey(filter), ([, f]) => getActivities(f), { keepPreviousData: true });
