import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments, type PaymentsAdapter } from '#server/platform/adapters/payments';
import { createTestApp, type TestApp } from './helpers/app';
import { checkout, checkoutBody, PROFILE, readyIntake } from './helpers/intake';

// The sandbox processor, made unreachable while `down` is set.
const sandbox = sandboxPayments();
let down = true;
const flaky: PaymentsAdapter = {
  ...sandbox,
  charge: async (request) => {
    if (down) throw new Error('connect ETIMEDOUT api.payments.example');
    return sandbox.charge(request);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { payments: flaky });
});
afterAll(() => t.close());

describe('a payment processor that does not answer', () => {
  it('answers checkout 503 with what to do, creates nothing, and the same key works once it is back', async () => {
    const draft = await readyIntake(t.app, { ...PROFILE, email: 'processor-down@example.test' });
    const body = checkoutBody(draft);
    const failed = await checkout(t.app, draft, body);
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({
      message: 'The payment service is not answering. Try again in a minute: you will not be charged twice.',
      code: 'PROVIDER_UNAVAILABLE',
    });
    expect(await t.db.selectFrom('payments').select('id').where('intake_id', '=', draft.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'processor-down@example.test').execute()).toEqual([]);

    down = false;
    const paid = await checkout(t.app, draft, body);
    expect(paid.status).toBe(201);
    expect(await t.db.selectFrom('payments').select('status').where('intake_id', '=', draft.id).execute()).toEqual([
      { status: 'SUCCEEDED' },
    ]);
  });
});
