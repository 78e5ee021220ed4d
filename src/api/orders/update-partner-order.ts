import { partnerOrderReplySchema, type UpdatePartnerOrderBody } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** What the partner sees when the server answers without a message of its own. */
export const ORDER_UPDATED = 'Order updated successfully';

/**
 * PATCH /gym-owner/orders/{id}: approval status, status, partner note and medication package; send only the fields filled in (only they
 * change). Replies with the order and 'Order updated successfully'.
 */
export async function updatePartnerOrder(id: string, body: UpdatePartnerOrderBody) {
  const filled = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as UpdatePartnerOrderBody;
  const reply = await apiClient.patch(`/gym-owner/orders/${encodeURIComponent(id)}`, filled);
  return partnerOrderReplySchema.parse(reply.data);
}

export const useUpdatePartnerOrder = (id: string) => useRecordMutation('/gym-owner/orders/:id#update', id, updatePartnerOrder);
