import useSWR from 'swr';
import { orderIntakeFormReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from '@/lib/swr';

/** GET /super-admin/orders/{id}/intake: what the Patient Intake Form prints of any order. */
export async function getAdminOrderIntake(id: string) {
  const reply = await apiClient.get(`/super-admin/orders/${encodeURIComponent(id)}/intake`);
  return orderIntakeFormReplySchema.parse(reply.data).data;
}

export const useAdminOrderIntake = (id: string | null | undefined) =>
  useSWR(id ? (['/super-admin/orders/:id/intake', id] as const) : null, ([, orderId]) => getAdminOrderIntake(orderId), notFoundIsFinal);
