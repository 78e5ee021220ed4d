import { adminDoctorReplySchema } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** DELETE /super-admin/doctors/{id}: a soft delete (restorable). */
export async function deleteAdminDoctor(id: string) {
  const reply = await apiClient.delete(`/super-admin/doctors/${encodeURIComponent(id)}`);
  return adminDoctorReplySchema.parse(reply.data);
}

export const useDeleteAdminDoctor = (id: string) =>
  useRecordMutation('/super-admin/doctors/:id:delete', id, (doctorId: string) => deleteAdminDoctor(doctorId));
