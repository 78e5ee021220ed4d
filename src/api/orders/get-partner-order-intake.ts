import useSWR from 'swr';
import { orderIntakeFormReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from '@/lib/swr';
import { keyFor } from '@/lib/swr-hooks';

export const partnerOrderIntakeKey = keyFor<string>('/gym-owner/orders/:id/intake');

/** GET /gym-owner/orders/{id}/intake: what the Patient Intake Form prints of one of the partner's patients' orders. */
export async function getPartnerOrderIntake(id: string) {
  const reply = await apiClient.get(`/gym-owner/orders/${encodeURIComponent(id)}/intake`);
  return orderIntakeFormReplySchema.parse(reply.data).data;
}

export const usePartnerOrderIntake = (id: string | null | undefined) =>
  useSWR(id ? partnerOrderIntakeKey(id) : null, ([, orderId]) => getPartnerOrderIntake(orderId), notFoundIsFinal);
