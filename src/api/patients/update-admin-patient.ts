import { adminPatientReplySchema, type UpdateAdminPatientBody } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PUT /super-admin/patients/{id}: only the fields sent change. */
export async function updateAdminPatient(id: string, body: UpdateAdminPatientBody) {
  const reply = await apiClient.put(`/super-admin/patients/${encodeURIComponent(id)}`, body);
  return adminPatientReplySchema.parse(reply.data);
}

export const useUpdateAdminPatient = (id: string) => useRecordMutation('/super-admin/patients/:id#update', id, updateAdminPatient);
