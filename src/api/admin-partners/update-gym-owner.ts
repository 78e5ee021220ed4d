import { gymOwnerReplySchema, type PatchGymOwnerBody } from '@contracts/partners';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** Shown when the server answers without a message of its own. */
export const GYM_OWNER_UPDATED = 'Gym owner updated successfully';

/** PATCH /super-admin/gym-owners/{id}: only the fields sent change. Replies with the partner. */
export async function updateGymOwner(id: string, body: PatchGymOwnerBody) {
  const reply = await apiClient.patch(`/super-admin/gym-owners/${encodeURIComponent(id)}`, body);
  return gymOwnerReplySchema.parse(reply.data);
}

export const useUpdateGymOwner = (id: string) => useRecordMutation('/super-admin/gym-owners/:id#patch', id, updateGymOwner);
