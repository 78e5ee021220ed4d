import { doctorOrderFullReplySchema, type CreateNewOrderBody } from '@contracts/order-review';
import { postIdempotent } from '@/lib/idempotency';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * POST /doctors/create-new-order: an order for one of the doctor's patients or for a new patient, sent with an
 * Idempotency-Key (one per attempt: see useAttemptKey) so that a second click never makes a second order.
 */
export async function createNewOrder(body: CreateNewOrderBody, key: string = newIdempotencyKey()) {
  const reply = await postIdempotent('/doctors/create-new-order', body, key);
  return doctorOrderFullReplySchema.parse(reply.data);
}
