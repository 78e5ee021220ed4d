import { partnerPatientReplySchema, type UpdatePartnerPatientBody } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PUT /gym-owner/patients/{id}: only the fields sent change; replies with the patient (and a message). */
export async function updatePartnerPatient(id: string, body: UpdatePartnerPatientBody) {
  const reply = await apiClient.put(`/gym-owner/patients/${encodeURIComponent(id)}`, body);
  return partnerPatientReplySchema.parse(reply.data);
}

export const useUpdatePartnerPatient = (id: string) => useRecordMutation('/gym-owner/patients/:id#update', id, updatePartnerPatient);
