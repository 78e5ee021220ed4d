import { orderRefundsReplySchema, type AdminRefundBody } from '@contracts/refunds';
import { postIdempotent } from '@/lib/idempotency';
import { useRecordMutation } from '@/lib/swr-hooks';

/**
 * POST /super-admin/orders/{id}/refunds: gives back `amountCents` of what the order was paid, with the reason and an
 * `Idempotency-Key`; a retry reuses the key, so the money is never given back twice.
 */
export async function refundOrder(id: string, arg: AdminRefundBody & { key: string }) {
  const { key, ...body } = arg;
  const reply = await postIdempotent(`/super-admin/orders/${encodeURIComponent(id)}/refunds`, body, key);
  return orderRefundsReplySchema.parse(reply.data);
}

export const useRefundOrder = (id: string) => useRecordMutation('/super-admin/orders/:id/refunds', id, refundOrder);
