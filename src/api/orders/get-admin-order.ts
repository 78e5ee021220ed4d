import useSWR from 'swr';
import { adminOrderReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from '@/lib/swr';

export const adminOrderKey = (id: string) => ['/super-admin/orders/:id', id] as const;

/** GET /super-admin/orders/{id}: any order, with its patient, partner, doctor and what it waits for. */
export async function getAdminOrder(id: string) {
  const reply = await apiClient.get(`/super-admin/orders/${encodeURIComponent(id)}`);
  return adminOrderReplySchema.parse(reply.data).data;
}

export const useAdminOrder = (id: string | null | undefined) =>
  useSWR(id ? adminOrderKey(id) : null, ([, orderId]) => getAdminOrder(orderId), notFoundIsFinal);
