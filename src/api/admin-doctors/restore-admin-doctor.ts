import { adminDoctorReplySchema } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** POST /super-admin/doctors/{id}/restore. */
export async function restoreAdminDoctor(id: string) {
  const reply = await apiClient.post(`/super-admin/doctors/${encodeURIComponent(id)}/restore`);
  return adminDoctorReplySchema.parse(reply.data);
}

export const useRestoreAdminDoctor = (id: string) =>
  useRecordMutation('/super-admin/doctors/:id/restore', id, (doctorId: string) => restoreAdminDoctor(doctorId));
