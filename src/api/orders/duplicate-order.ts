import { adminOrderReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** POST /super-admin/orders/{id}/duplicate: the order again for the same patient, unpaid and under review. */
export async function duplicateOrder(id: string) {
  const reply = await apiClient.post(`/super-admin/orders/${encodeURIComponent(id)}/duplicate`);
  return adminOrderReplySchema.parse(reply.data);
}

export const useDuplicateOrder = (id: string) =>
  useRecordMutation('/super-admin/orders/:id/duplicate', id, (orderId: string, _: void) => duplicateOrder(orderId));
