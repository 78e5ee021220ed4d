import { adminPatientReplySchema, type PATIENT_STATUSES } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PATCH /super-admin/patients/{id}/status. */
export async function updateAdminPatientStatus(id: string, status: (typeof PATIENT_STATUSES)[number]) {
  const reply = await apiClient.patch(`/super-admin/patients/${encodeURIComponent(id)}/status`, { status });
  return adminPatientReplySchema.parse(reply.data);
}

export const useUpdateAdminPatientStatus = (id: string) =>
  useRecordMutation('/super-admin/patients/:id/status', id, updateAdminPatientStatus);
