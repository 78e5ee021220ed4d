import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** DELETE /super-admin/gym-owners/{id}: refused (409, saying why) while the partner has unpaid invoices. */
export async function deleteGymOwner(id: string) {
  const reply = await apiClient.delete(`/super-admin/gym-owners/${encodeURIComponent(id)}`);
  return messageOnlySchema.parse(reply.data);
}

export const useDeleteGymOwner = (id: string) =>
  useRecordMutation('/super-admin/gym-owners/:id#delete', id, (partnerId: string) => deleteGymOwner(partnerId));
