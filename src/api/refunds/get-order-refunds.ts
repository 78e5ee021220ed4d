import useSWR from 'swr';
import { orderRefundsReplySchema } from '@contracts/refunds';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';

export const orderRefundsKey = keyFor<string>('/super-admin/orders/:id/refunds');

/** GET /super-admin/orders/{id}/refunds: what the order was paid, what was given back and what is left to refund. */
export async function getOrderRefunds(id: string) {
  const reply = await apiClient.get(`/super-admin/orders/${encodeURIComponent(id)}/refunds`);
  return orderRefundsReplySchema.parse(reply.data).data;
}

export const useOrderRefunds = (id: string) => useSWR(orderRefundsKey(id), ([, orderId]) => getOrderRefunds(orderId));
