import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRefundsOnce } from '#server/jobs/refunds';
import { sandboxPayments, type ChargeRequest, type ChargeResult, type PaymentsAdapter } from '#server/platform/adapters/payments';
import { createTestApp, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { checkout, checkoutBody, PROFILE, readyIntake } from './helpers/intake';

/**
 * The sandbox, with each charge held until the test lets it go: a charge held forever is a request whose instance
 * died while the processor was answering.
 */
function heldPayments() {
  const sandbox = sandboxPayments();
  const held: { request: ChargeRequest; release: () => void; fail: (error: Error) => void }[] = [];
  const adapter: PaymentsAdapter = {
    ...sandbox,
    charge: (request) =>
      new Promise<ChargeResult>((resolve, reject) => {
        held.push({ request, release: () => void sandbox.charge(request).then(resolve, reject), fail: reject });
      }),
  };
  return { adapter, held };
}

let t: TestApp;
const processor = heldPayments();

beforeAll(async () => {
  t = await createTestApp({}, undefined, { payments: processor.adapter });
});
afterAll(() => t.close());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

let people = 0;
async function intake() {
  people += 1;
  return readyIntake(t.app, { ...PROFILE, email: `recovery.${people}@example.test`, state: 'NY', city: 'New York', zipcode: '10001' });
}

const paymentsOf = (intakeId: string) =>
  t.db
    .selectFrom('payments')
    .select(['id', 'status', 'order_id', 'idempotency_key'])
    .where('intake_id', '=', intakeId)
    .orderBy('claimed_at')
    .execute();

/** As if `seconds` had passed since the intake's payments were claimed. */
const age = (intakeId: string, seconds: number) =>
  t.db
    .updateTable('payments')
    .set({ claimed_at: new Date(Date.now() - seconds * 1000) })
    .where('intake_id', '=', intakeId)
    .execute();

describe('a charge whose order was never written', () => {
  it('is refunded by the job once it is abandoned; the order paid by the other charge keeps its payment', async () => {
    // Two tabs pay for one intake with two keys: both charges go through, only one order can be written.
    const draft = await intake();
    const first = checkout(t.app, draft, checkoutBody(draft, { idempotencyKey: `tab-1-${draft.id}` }));
    const second = checkout(t.app, draft, checkoutBody(draft, { idempotencyKey: `tab-2-${draft.id}` }));
    await until(() => processor.held.length === 2);
    processor.held.splice(0).forEach((charge) => charge.release());
    const answers = (await Promise.all([first, second])).map((r) => r.status).sort();
    expect(answers).toEqual([201, 409]);
    const [paid, orphan] = (await paymentsOf(draft.id)).sort((a, b) => Number(a.order_id === null) - Number(b.order_id === null));
    expect(paid).toMatchObject({ status: 'SUCCEEDED', order_id: expect.any(String) });
    expect(orphan).toMatchObject({ status: 'SUCCEEDED', order_id: null });

    // Not abandoned yet: its request might still be writing the order.
    await runRefundsOnce(t.app);
    expect(await t.db.selectFrom('refunds').select('id').where('payment_id', '=', orphan.id).execute()).toEqual([]);

    await age(draft.id, t.config.ABANDONED_PAYMENT_SECONDS + 1);
    expect(await runRefundsOnce(t.app)).toMatchObject({ abandoned: 1 });
    const refunds = await t.db
      .selectFrom('refunds')
      .select(['payment_id', 'order_id', 'reason', 'status', 'provider_ref'])
      .where('payment_id', 'in', [paid.id, orphan.id])
      .execute();
    expect(refunds).toEqual([
      {
        payment_id: orphan.id,
        order_id: null,
        reason: 'ABANDONED',
        status: 'SUCCEEDED',
        provider_ref: expect.stringMatching(/^sandbox_re_/),
      },
    ]);
    expect(await auditOutcomes(t.db, { action: 'REFUND_REQUESTED' })).toContain('SUCCESS');

    // A second pass refunds nothing again; the order stays paid.
    expect(await runRefundsOnce(t.app)).toMatchObject({ abandoned: 0 });
    const order = await t.db.selectFrom('orders').select('payment_status').where('id', '=', paid.order_id).executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('PAID');
  });
});

describe('a payment claim whose request died', () => {
  it('answers 409 to a retry while the request may be alive, and is taken over by the retry after the lease', async () => {
    const draft = await intake();
    const body = checkoutBody(draft);
    // The first request never hears back from the processor: its instance is gone.
    const dead = checkout(t.app, draft, body);
    await until(() => processor.held.length === 1);
    const [deadCharge] = processor.held.splice(0);

    const tooSoon = await checkout(t.app, draft, body);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe('This payment is already being processed. Wait a moment and check your email.');

    // Another request with the key is refused, held or not.
    const other = await checkout(t.app, draft, checkoutBody(draft, { planId: 'quarterly' }));
    expect(other.status).toBe(422);

    await age(draft.id, t.config.PAYMENT_CLAIM_LEASE_SECONDS + 1);
    const retry = checkout(t.app, draft, body);
    await until(() => processor.held.length === 1);
    const [retryCharge] = processor.held.splice(0);
    // The processor is asked again with the same idempotency key: it answers from its own record, never charging twice.
    expect(retryCharge.request.idempotencyKey).toBe(deadCharge.request.idempotencyKey);
    retryCharge.release();
    expect((await retry).status).toBe(201);
    expect(await paymentsOf(draft.id)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', order_id: expect.any(String) })]);

    // Should the first request wake up after all, it finds the order written and writes nothing.
    deadCharge.fail(new Error('socket hang up'));
    expect((await dead).status).toBe(503);
    expect(await paymentsOf(draft.id)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', order_id: expect.any(String) })]);
    expect(await t.db.selectFrom('orders').select('id').where('intake_id', '=', draft.id).execute()).toHaveLength(1);
  });
});
