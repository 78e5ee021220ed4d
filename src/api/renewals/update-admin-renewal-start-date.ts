import { renewalReplySchema } from '@contracts/renewals';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PUT /super-admin/renewals/{orderId}/start-date: the day the treatment began (YYYY-MM-DD); the renewal moves with it. */
export async function updateAdminRenewalStartDate(orderId: string, startDate: string) {
  const reply = await apiClient.put(`/super-admin/renewals/${encodeURIComponent(orderId)}/start-date`, { startDate });
  return renewalReplySchema.parse(reply.data);
}

export const useUpdateAdminRenewalStartDate = (orderId: string) =>
  useRecordMutation('/super-admin/renewals/:orderId/start-date', orderId, updateAdminRenewalStartDate);
