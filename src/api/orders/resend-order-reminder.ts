import { resendReminderReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** POST /super-admin/orders/{id}/resend-reminder: e-mails the patient what the order waits for from them (its payment). */
export async function resendOrderReminder(id: string) {
  const reply = await apiClient.post(`/super-admin/orders/${encodeURIComponent(id)}/resend-reminder`);
  return resendReminderReplySchema.parse(reply.data);
}

export const useResendOrderReminder = (id: string) =>
  useRecordMutation('/super-admin/orders/:id/resend-reminder', id, (orderId: string, _: void) => resendOrderReminder(orderId));
