import { sendPayoutReplySchema } from '@contracts/payouts';
import { apiClient } from '@/lib/api-client';
import { replyStatus } from '@/lib/api-errors';
import { useRecordMutation } from '@/lib/swr-hooks';

export const PAYOUT_SENT = 'Payout has been sent successfully';

/** A fresh key for one confirmed payout (crypto.randomUUID needs a secure context: random bytes otherwise). */
export function newPayoutKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /super-admin/gym-owners/{id}/payout: sends the partner `amountCents` (all it is owed without it), with an
 * `Idempotency-Key`; one automatic retry when no reply came reuses the key, so the partner is never paid twice.
 */
export async function sendPayout(id: string, arg: { amountCents?: number; key: string }) {
  const body = arg.amountCents === undefined ? {} : { amountCents: arg.amountCents };
  const send = () =>
    apiClient.post(`/super-admin/gym-owners/${encodeURIComponent(id)}/payout`, body, { headers: { 'Idempotency-Key': arg.key } });
  let reply;
  try {
    reply = await send();
  } catch (error) {
    if (replyStatus(error) !== null) throw error;
    reply = await send();
  }
  return sendPayoutReplySchema.parse(reply.data);
}

export const useSendPayout = (id: string) => useRecordMutation('/super-admin/gym-owners/:id/payout', id, sendPayout);
