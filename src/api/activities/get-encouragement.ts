import useSWR from 'swr';
import { encouragementReplySchema } from '@contracts/activities';
import { apiClient } from '@/lib/api-client';

export const encouragementKey = '/patient/me/encouragement';

/** GET /patient/me/encouragement: this week's encouragement (the same text as /activities/weekly-encouragement). */
export async function getEncouragement() {
  return encouragementReplySchema.parse((await apiClient.get(encouragementKey)).data).data;
}

export const useEncouragement = () => useSWR(encouragementKey, getEncouragement);
