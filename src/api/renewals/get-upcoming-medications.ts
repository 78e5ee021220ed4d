import useSWR from 'swr';
import { upcomingMedicationsReplySchema } from '@contracts/renewals';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';

export const upcomingMedicationsKey = keyFor<number>('/gym-owner/renewals/medications/upcoming');

/** GET /gym-owner/renewals/medications/upcoming: how many of each medication and dose renew within `days`. */
export async function getUpcomingMedications(days = 30) {
  const reply = await apiClient.get('/gym-owner/renewals/medications/upcoming', { params: { days } });
  return upcomingMedicationsReplySchema.parse(reply.data).data;
}

export const useUpcomingMedications = (days = 30) => useSWR(upcomingMedicationsKey(days), ([, within]) => getUpcomingMedications(within));
