import { sendPayoutReplySchema } from '@contracts/payouts';
import { postIdempotent } from '@/lib/idempotency';
import { useRecordMutation } from '@/lib/swr-hooks';

export const PAYOUT_SENT = 'Payout has been sent successfully';

/**
 * POST /super-admin/gym-owners/{id}/payout: sends the partner `amountCents` (all it is owed without it), with an
 * `Idempotency-Key`; one automatic retry when no reply came reuses the key, so the partner is never paid twice.
 */
export async function sendPayout(id: string, arg: { amountCents?: number; key: string }) {
  const body = arg.amountCents === undefined ? {} : { amountCents: arg.amountCents };
  const reply = await postIdempotent(`/super-admin/gym-owners/${encodeURIComponent(id)}/payout`, body, arg.key);
  return sendPayoutReplySchema.parse(reply.data);
}

export const useSendPayout = (id: string) => useRecordMutation('/super-admin/gym-owners/:id/payout', id, sendPayout);
