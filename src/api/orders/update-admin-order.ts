import { adminOrderReplySchema, type UpdateAdminOrderBody } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PATCH /super-admin/orders/{id}: send only the fields filled in (only they change). */
export async function updateAdminOrder(id: string, body: UpdateAdminOrderBody) {
  const filled = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as UpdateAdminOrderBody;
  const reply = await apiClient.patch(`/super-admin/orders/${encodeURIComponent(id)}`, filled);
  return adminOrderReplySchema.parse(reply.data);
}

export const useUpdateAdminOrder = (id: string) => useRecordMutation('/super-admin/orders/:id#update', id, updateAdminOrder);
