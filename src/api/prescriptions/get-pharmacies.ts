import useSWR from 'swr';
import { pharmaciesReplySchema } from '@contracts/prescriptions';
import { apiClient } from '@/lib/api-client';

export const PHARMACIES_KEY = '/doctors/pharmacies';

/** GET /doctors/pharmacies: the pharmacies assigned to the doctor, the only ones they may send to. */
export async function getPharmacies() {
  const reply = await apiClient.get(PHARMACIES_KEY);
  return pharmaciesReplySchema.parse(reply.data).data.pharmacies;
}

export const usePharmacies = () => useSWR(PHARMACIES_KEY, getPharmacies, { revalidateOnFocus: false });
