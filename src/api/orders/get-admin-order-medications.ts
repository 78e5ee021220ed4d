import useSWR from 'swr';
import { adminOrderMedicationsReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/orders/{id}/medications: the order's package and the doses it may change to. */
export async function getAdminOrderMedications(id: string) {
  const reply = await apiClient.get(`/super-admin/orders/${encodeURIComponent(id)}/medications`);
  return adminOrderMedicationsReplySchema.parse(reply.data).data;
}

export const useAdminOrderMedications = (id: string) =>
  useSWR(['/super-admin/orders/:id/medications', id] as const, ([, orderId]) => getAdminOrderMedications(orderId));
