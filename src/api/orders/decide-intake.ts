import { doctorOrderReplySchema, type ApproveIntakeBody } from '@contracts/order-review';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PATCH /doctors/orders/{id}/approve-intake-questions: approves or denies the intake; replies with the order. */
export async function decideIntake(orderId: string, body: ApproveIntakeBody) {
  const reply = await apiClient.patch(`/doctors/orders/${encodeURIComponent(orderId)}/approve-intake-questions`, body);
  return doctorOrderReplySchema.parse(reply.data);
}

export const useDecideIntake = (orderId: string) =>
  useRecordMutation('/doctors/orders/:id/approve-intake-questions', orderId, decideIntake);
