import { partnerPatientReplySchema, type PATIENT_STATUSES } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** Shown when the server answers without a message of its own. */
export const PATIENT_STATUS_FAILED = 'Failed to update patient status';

/** PATCH /gym-owner/patients/{id}/status. */
export async function updatePartnerPatientStatus(id: string, status: (typeof PATIENT_STATUSES)[number]) {
  const reply = await apiClient.patch(`/gym-owner/patients/${encodeURIComponent(id)}/status`, { status });
  return partnerPatientReplySchema.parse(reply.data);
}

export const useUpdatePartnerPatientStatus = (id: string) =>
  useRecordMutation('/gym-owner/patients/:id/status', id, updatePartnerPatientStatus);
