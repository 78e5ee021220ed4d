import useSWR from 'swr';
import { pharmacyListReplySchema } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';

export const PHARMACIES_KEY = '/super-admin/pharmacies';

/** GET /super-admin/pharmacies: the pharmacies a doctor can be assigned. */
export async function getPharmacies() {
  const reply = await apiClient.get(PHARMACIES_KEY);
  return pharmacyListReplySchema.parse(reply.data).data;
}

export const usePharmacies = () => useSWR(PHARMACIES_KEY, getPharmacies);
