import { adminDoctorReplySchema, type UpdateAdminDoctorBody } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PUT /super-admin/doctors/{id}: only the fields sent change. */
export async function updateAdminDoctor(id: string, body: UpdateAdminDoctorBody) {
  const reply = await apiClient.put(`/super-admin/doctors/${encodeURIComponent(id)}`, body);
  return adminDoctorReplySchema.parse(reply.data);
}

export const useUpdateAdminDoctor = (id: string) => useRecordMutation('/super-admin/doctors/:id:update', id, updateAdminDoctor);
