import { adminDoctorReplySchema } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PATCH /super-admin/doctors/{id}/auto-billing. */
export async function setDoctorAutoBilling(id: string, autoBilling: boolean) {
  const reply = await apiClient.patch(`/super-admin/doctors/${encodeURIComponent(id)}/auto-billing`, { autoBilling });
  return adminDoctorReplySchema.parse(reply.data);
}

export const useSetDoctorAutoBilling = (id: string) => useRecordMutation('/super-admin/doctors/:id/auto-billing', id, setDoctorAutoBilling);
