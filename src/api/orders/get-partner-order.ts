import useSWR from 'swr';
import { partnerOrderReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';
import { notFoundIsFinal } from '@/lib/swr';

export const partnerOrderKey = keyFor<string>('/gym-owner/orders/:id');

/** GET /gym-owner/orders/{id}: the order with its patient's contact details, the doctor's decision and its renewal. */
export async function getPartnerOrder(id: string) {
  const reply = await apiClient.get(`/gym-owner/orders/${encodeURIComponent(id)}`);
  return partnerOrderReplySchema.parse(reply.data).data;
}

export const usePartnerOrder = (id: string | null | undefined) =>
  useSWR(id ? partnerOrderKey(id) : null, ([, orderId]) => getPartnerOrder(orderId), notFoundIsFinal);
