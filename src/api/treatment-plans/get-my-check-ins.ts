import useSWR from 'swr';
import { checkInsReplySchema } from '@contracts/treatment-plans';
import { apiClient } from '@/lib/api-client';

export const myCheckInsKey = '/patient/check-ins';

/** GET /patient/check-ins: whether a refill check-in is due, and the patient's check-ins. */
export async function getMyCheckIns() {
  return checkInsReplySchema.parse((await apiClient.get(myCheckInsKey)).data).data;
}

export const useMyCheckIns = () => useSWR(myCheckInsKey, getMyCheckIns);
