import { photoIdLinkReplySchema } from '@contracts/order-review';
import { apiClient } from '@/lib/api-client';

/** GET /doctors/orders/{id}/photo-id: a link to the patient's photo ID that works for a few minutes; each one is audited. */
export async function getPhotoIdLink(orderId: string) {
  const reply = await apiClient.get(`/doctors/orders/${encodeURIComponent(orderId)}/photo-id`);
  return photoIdLinkReplySchema.parse(reply.data).data;
}
