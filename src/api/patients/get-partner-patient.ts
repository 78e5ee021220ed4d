import useSWR from 'swr';
import { partnerPatientReplySchema } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';

export const partnerPatientKey = (id: string) => ['/gym-owner/patients/:id', id] as const;

/** GET /gym-owner/patients/{id}: one of the partner's patients (404 for anyone else's). */
export async function getPartnerPatient(id: string) {
  const reply = await apiClient.get(`/gym-owner/patients/${encodeURIComponent(id)}`);
  return partnerPatientReplySchema.parse(reply.data).data;
}

export const usePartnerPatient = (id: string | undefined) =>
  useSWR(id ? partnerPatientKey(id) : null, ([, patientId]) => getPartnerPatient(patientId));
