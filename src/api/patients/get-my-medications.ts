import useSWR from 'swr';
import { medicationsReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';

export const MY_MEDICATIONS_KEY = '/patient/me/medications';

/** GET /patient/me/medications: what the patient is currently prescribed. */
export async function getMyMedications() {
  const reply = await apiClient.get(MY_MEDICATIONS_KEY);
  return medicationsReplySchema.parse(reply.data).data.medications;
}

export const useMyMedications = () => useSWR(MY_MEDICATIONS_KEY, getMyMedications);
