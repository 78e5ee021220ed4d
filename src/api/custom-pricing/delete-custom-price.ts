import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

export const CUSTOM_PRICE_DELETED = 'Custom price deleted successfully';

/** DELETE /super-admin/custom-pricing/{id}: the partner's new orders go back to the list price. */
export async function deleteCustomPrice(id: string) {
  const reply = await apiClient.delete(`/super-admin/custom-pricing/${encodeURIComponent(id)}`);
  return messageOnlySchema.parse(reply.data);
}

export const useDeleteCustomPrice = (id: string) =>
  useRecordMutation('/super-admin/custom-pricing/:id#delete', id, (priceId: string) => deleteCustomPrice(priceId));
