import { orderRefundsReplySchema, type AdminChargebackBody } from '@contracts/refunds';
import { postIdempotent } from '@/lib/idempotency';
import { useRecordMutation } from '@/lib/swr-hooks';

/**
 * POST /super-admin/orders/{id}/chargebacks: records a chargeback the processor reported (amount, dispute reference,
 * the bank's reason), with an `Idempotency-Key`: a retry never records it twice.
 */
export async function recordChargeback(id: string, arg: AdminChargebackBody & { key: string }) {
  const { key, ...body } = arg;
  const reply = await postIdempotent(`/super-admin/orders/${encodeURIComponent(id)}/chargebacks`, body, key);
  return orderRefundsReplySchema.parse(reply.data);
}

export const useRecordChargeback = (id: string) => useRecordMutation('/super-admin/orders/:id/chargebacks', id, recordChargeback);
