import { invoiceChargeReplySchema } from '@contracts/invoices';
import { postIdempotent } from '@/lib/idempotency';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * POST /gym-owner/invoices/{id}/charge: charges the invoice to the default card, sent with an `Idempotency-Key`.
 * A 402 is a decline (the processor's message), a 422 a missing card. One automatic retry when no reply came
 * (a network error, a time-out) reuses the same key, so the server never charges twice; so does the client's
 * retry after a token refresh, which resends the same request.
 */
export async function chargeInvoice(id: string, key: string = newIdempotencyKey()) {
  const reply = await postIdempotent(`/gym-owner/invoices/${encodeURIComponent(id)}/charge`, null, key);
  const body = invoiceChargeReplySchema.parse(reply.data);
  return { ...body.data, message: body.message };
}
