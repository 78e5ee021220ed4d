import { invoiceChargeReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';
import { replyStatus } from '@/lib/api-errors';

/** A fresh key for one click on "Pay now" (crypto.randomUUID needs a secure context: random bytes otherwise). */
export function newChargeKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /gym-owner/invoices/{id}/charge: charges the invoice to the default card, sent with an `Idempotency-Key`.
 * A 402 is a decline (the processor's message), a 422 a missing card. One automatic retry when no reply came
 * (a network error, a time-out) reuses the same key, so the server never charges twice; so does the client's
 * retry after a token refresh, which resends the same request.
 */
export async function chargeInvoice(id: string, key: string = newChargeKey()) {
  const send = () => apiClient.post(`/gym-owner/invoices/${encodeURIComponent(id)}/charge`, null, { headers: { 'Idempotency-Key': key } });
  let reply;
  try {
    reply = await send();
  } catch (error) {
    if (replyStatus(error) !== null) throw error;
    reply = await send();
  }
  const body = invoiceChargeReplySchema.parse(reply.data);
  return { ...body.data, message: body.message };
}
