import useSWR from 'swr';
import { partnerOrderMedicationsReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';
import { notFoundIsFinal } from '@/lib/swr';

export const partnerOrderMedicationsKey = keyFor<string>('/gym-owner/orders/:id/medications');

/** GET /gym-owner/orders/{id}/medications: the order's package, whether it may still change, and the doses it may change to. */
export async function getPartnerOrderMedications(id: string) {
  const reply = await apiClient.get(`/gym-owner/orders/${encodeURIComponent(id)}/medications`);
  return partnerOrderMedicationsReplySchema.parse(reply.data).data;
}

export const usePartnerOrderMedications = (id: string | null | undefined) =>
  useSWR(id ? partnerOrderMedicationsKey(id) : null, ([, orderId]) => getPartnerOrderMedications(orderId), notFoundIsFinal);
