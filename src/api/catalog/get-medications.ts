import useSWR from 'swr';
import { doctorMedicationsReplySchema } from '@contracts/order-review';
import { apiClient } from '@/lib/api-client';

export const MEDICATIONS_KEY = '/doctors/medications';

/** GET /doctors/medications: what a doctor can prescribe, each medication with its doses and monthly prices. */
export async function getMedications() {
  const reply = await apiClient.get(MEDICATIONS_KEY);
  return doctorMedicationsReplySchema.parse(reply.data).data.medications;
}

export const useMedications = () => useSWR(MEDICATIONS_KEY, getMedications, { revalidateOnFocus: false });
