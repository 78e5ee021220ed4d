import { renewalReplySchema, type RenewalStatus } from '@contracts/renewals';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PUT /gym-owner/renewals/{id}/renewal-status (id: the order's): the partner's follow-up of a renewal. */
export async function updateRenewalStatus(orderId: string, status: RenewalStatus) {
  const reply = await apiClient.put(`/gym-owner/renewals/${encodeURIComponent(orderId)}/renewal-status`, { status });
  return renewalReplySchema.parse(reply.data);
}

export const useUpdateRenewalStatus = (orderId: string) =>
  useRecordMutation('/gym-owner/renewals/:id/renewal-status', orderId, updateRenewalStatus);
