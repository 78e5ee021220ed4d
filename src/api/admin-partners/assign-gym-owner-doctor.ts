import { gymOwnerReplySchema } from '@contracts/partners';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** Shown when the server answers without a message of its own. */
export const DOCTOR_ASSIGNED = 'Doctor assigned successfully';

/** PATCH /super-admin/gym-owners/{id}/assign-doctor: the partner's doctor (null: none). Replies with the partner. */
export async function assignGymOwnerDoctor(id: string, doctorId: string | null) {
  const reply = await apiClient.patch(`/super-admin/gym-owners/${encodeURIComponent(id)}/assign-doctor`, { doctorId });
  return gymOwnerReplySchema.parse(reply.data);
}

export const useAssignGymOwnerDoctor = (id: string) =>
  useRecordMutation('/super-admin/gym-owners/:id/assign-doctor', id, assignGymOwnerDoctor);
