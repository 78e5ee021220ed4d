import { renewalReplySchema } from '@contracts/renewals';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** Shown when the server answers without a message of its own. */
export const START_DATE_FAILED = 'Failed to update start date';

/** PUT /gym-owner/renewals/{orderId}/start-date: the day the treatment began (YYYY-MM-DD); the renewal moves with it. */
export async function updateRenewalStartDate(orderId: string, startDate: string) {
  const reply = await apiClient.put(`/gym-owner/renewals/${encodeURIComponent(orderId)}/start-date`, { startDate });
  return renewalReplySchema.parse(reply.data);
}

export const useUpdateRenewalStartDate = (orderId: string) =>
  useRecordMutation('/gym-owner/renewals/:id/start-date', orderId, updateRenewalStartDate);
