/** What the partner and sales payout tests share: a processor they can refuse or take down, and the payout call. */
import { sandboxPayments, type PaymentsAdapter, type PayoutRequest } from '#server/platform/adapters/payments';
import { call, type TestApp } from './app';

export type Balance = { earnedCents: number; paidOutCents: number; owedCents: number };

/**
 * The sandbox's payments adapter, but its payouts are recorded and answer as the test says: refused (a processor's
 * "no"), or unreachable (a network error), else sent.
 */
export function scriptedPayouts() {
  const sandbox = sandboxPayments();
  const processor = { refuses: false, down: false, calls: [] as PayoutRequest[] };
  const payments: PaymentsAdapter = {
    ...sandbox,
    createPayout: async (request) => {
      processor.calls.push(request);
      if (processor.down) throw new Error('connect ETIMEDOUT');
      if (processor.refuses) return { status: 'REFUSED', message: 'Your platform balance is too low.' };
      return sandbox.createPayout(request);
    },
  };
  return { processor, payments };
}

/** POST a payout to `url`: no body when `payload` is undefined, and an Idempotency-Key when `key` is given. */
export const postPayout = (t: TestApp, url: string, token: string, payload: Record<string, unknown> | undefined, key?: string) =>
  call(t.app, {
    method: 'POST',
    url,
    token,
    ...(payload === undefined ? {} : { payload }),
    headers: key ? { 'idempotency-key': key } : {},
  });
