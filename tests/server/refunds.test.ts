import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments, type PaymentsAdapter } from '#server/platform/adapters/payments';
import { runRefundsOnce } from '#server/jobs/refunds';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { tokenize } from './helpers/cards';
import { auditOutcomes } from './helpers/audit';
import { checkout, checkoutBody, PROFILE, readyIntake } from './helpers/intake';
import { denyIntake } from './helpers/orders';

/** The sandbox, with a switch to make refunds unreachable (as a processor outage would) and a count of calls. */
function switchablePayments() {
  const sandbox = sandboxPayments();
  const state = { down: false, refundCalls: [] as string[] };
  const adapter: PaymentsAdapter = {
    ...sandbox,
    async refund(request) {
      state.refundCalls.push(request.idempotencyKey);
      if (state.down) throw new Error('connect ECONNREFUSED');
      return sandbox.refund(request);
    },
  };
  return { adapter, state };
}

let t: TestApp;
let doctorToken: string;
const processor = switchablePayments();

beforeAll(async () => {
  t = await createTestApp({}, undefined, { payments: processor.adapter });
  doctorToken = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
});
afterAll(() => t.close());

let people = 0;
/** A new patient in New York (the demo doctor's state) who paid for a first order, now under review. */
async function paidOrder(card = '4242 4242 4242 4242') {
  people += 1;
  const email = `refund.${people}@example.test`;
  const draft = await readyIntake(t.app, { ...PROFILE, email, state: 'NY', city: 'New York', zipcode: '10001' });
  const paid = await checkout(t.app, draft, checkoutBody(draft, { payment: await tokenize(t.app, card) }));
  expect(paid.status).toBe(201);
  const order = await t.db.selectFrom('orders').select(['id', 'amount_cents']).where('intake_id', '=', draft.id).executeTakeFirstOrThrow();
  return { ...order, email, password: checkoutBody(draft).password };
}

const deny = (orderId: string) => denyIntake(t, orderId, doctorToken);

const orderRow = (id: string) =>
  t.db.selectFrom('orders').select(['status', 'payment_status', 'attention']).where('id', '=', id).executeTakeFirstOrThrow();
const refundsOf = (orderId: string) =>
  t.db.selectFrom('refunds').select(['status', 'amount_cents', 'attempts', 'provider_ref']).where('order_id', '=', orderId).execute();
const outbox = async (to: string) =>
  (await call(t.app, { method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).body.data as unknown as {
    subject: string;
    body: string;
  }[];

describe('a denial refunds the payment', () => {
  it('refunds in full through the processor, once; the patient sees it and is told by email', async () => {
    const order = await paidOrder();
    const denied = await deny(order.id);
    expect(denied.status).toBe(200);
    expect(denied.body.data).toMatchObject({ status: 'DENIED', paymentStatus: 'REFUNDED' });
    expect(await orderRow(order.id)).toEqual({ status: 'DENIED', payment_status: 'REFUNDED', attention: null });
    const refunds = await refundsOf(order.id);
    expect(refunds).toEqual([
      { status: 'SUCCEEDED', amount_cents: order.amount_cents, attempts: 1, provider_ref: expect.stringMatching(/^sandbox_re_/) },
    ]);

    // A second decision is refused, and nothing is refunded twice, not even by the job.
    expect((await deny(order.id)).status).toBe(409);
    await runRefundsOnce(t.app);
    expect(await refundsOf(order.id)).toHaveLength(1);

    const patient = await signIn(t.app, order.email, order.password);
    const mine = await call(t.app, { method: 'GET', url: `/patient/orders/${order.id}`, token: patient.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      paymentStatus: 'REFUNDED',
      payments: [
        { status: 'SUCCEEDED', amountCents: order.amount_cents },
        { status: 'REFUNDED', amountCents: order.amount_cents },
      ],
    });
    const mail = await outbox(order.email);
    expect(mail.find((m) => m.subject === 'Your payment was refunded')?.body).toContain(`$${(order.amount_cents / 100).toFixed(2)}`);
    expect(await auditOutcomes(t.db, { action: 'REFUND_REQUESTED' })).not.toHaveLength(0);
    expect(await auditOutcomes(t.db, { action: 'REFUND' })).toContain('SUCCESS');
  });

  it('keeps a refund the processor cannot be reached for, and the job finishes it later', async () => {
    const order = await paidOrder();
    processor.state.down = true;
    expect((await deny(order.id)).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'DENIED', payment_status: 'PAID', attention: null });
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'PENDING', attempts: 1 })]);

    processor.state.down = false;
    // Not due yet: the job leaves it until its next attempt.
    await runRefundsOnce(t.app);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'PENDING', attempts: 1 })]);
    await t.db
      .updateTable('refunds')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', order.id)
      .execute();
    await runRefundsOnce(t.app);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', attempts: 2 })]);
    expect(await orderRow(order.id)).toMatchObject({ payment_status: 'REFUNDED' });
    // Both attempts asked with the same idempotency key: the processor cannot refund twice.
    const refundId = (await t.db.selectFrom('refunds').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow()).id;
    expect(processor.state.refundCalls.filter((key) => key === refundId)).toHaveLength(2);
  });

  it('flags the order for an administrator when the processor refuses the refund; the order stays paid', async () => {
    const order = await paidOrder('4000 0000 0000 5126');
    expect((await deny(order.id)).status).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'DENIED', payment_status: 'PAID', attention: 'REFUND_FAILED' });
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'FAILED' })]);
    expect(await auditOutcomes(t.db, { action: 'REFUND' })).toContain('FAILURE');
    const patient = await signIn(t.app, order.email, order.password);
    const mine = await call(t.app, { method: 'GET', url: `/patient/orders/${order.id}`, token: patient.accessToken });
    expect((mine.body.data as { payments: { status: string }[] }).payments.map((p) => p.status)).toEqual(['SUCCEEDED', 'REFUND_PENDING']);
  });

  it('refunds a paid order the doctor cancels before approving it; approving refunds nothing', async () => {
    const canceled = await paidOrder();
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/doctors/orders/${canceled.id}`,
      token: doctorToken,
      payload: { status: 'CANCELLED' },
    });
    expect(res.status).toBe(200);
    expect(await orderRow(canceled.id)).toMatchObject({ status: 'CANCELLED', payment_status: 'REFUNDED' });

    const approved = await paidOrder();
    const ok = await call(t.app, {
      method: 'PATCH',
      url: `/doctors/orders/${approved.id}/approve-intake-questions`,
      token: doctorToken,
      payload: { doctorApproveQuestionsStatus: 'APPROVED' },
    });
    expect(ok.status).toBe(200);
    expect(await refundsOf(approved.id)).toEqual([]);
    expect(await orderRow(approved.id)).toMatchObject({ status: 'APPROVED', payment_status: 'PAID' });
  });
});
