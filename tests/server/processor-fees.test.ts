/**
 * Processor fees over HTTP (README, "The ledger"): a charge whose fee the processor reports posts it to PROCESSOR_FEES
 * out of the clearing account in the capture's transaction, beside the gross capture; a refund does not give it back;
 * a chargeback carries the processor's dispute fee. In sandbox mode (2.9% + 30¢ a charge, $15.00 a dispute) the
 * reconciliation still finds no difference after a charge, a partial refund and a chargeback, and finds one when the
 * processor's record of a fee differs. In Stripe mode the fee is read from the charge's balance transaction, and left
 * unknown (null, nothing posted) while Stripe has not settled it. Commission stays on the amount charged.
 */
import { sql } from 'kysely';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheckOnce } from '#server/jobs/ledger-check';
import { SANDBOX_DISPUTE_FEE_CENTS, sandboxCardFee } from '#server/platform/adapters/payments';
import { stripePayments } from '#server/platform/adapters/stripe-payments';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { demoPartner, paidOrderSeries, paidOrderThrough, type TestPartner } from './helpers/partners';

type Leg = { kind: string; account: string; amount_cents: number; memo: string };

/** The ledger legs of a payment's transactions (the checkout's capture names no order: it is found by its payment). */
const legsOfPayment = async (t: TestApp, paymentId: string): Promise<Leg[]> =>
  (
    await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .select(['x.kind', 'e.account', sql<number>`e.amount_cents::int`.as('amount_cents'), 'x.memo'])
      .where('x.payment_id', '=', paymentId)
      .orderBy('x.kind')
      .orderBy('e.account')
      .execute()
  ).map((l) => ({ ...l }));

const paymentOf = (t: TestApp, orderId: string) =>
  t.db
    .selectFrom('payments')
    .select(['id', 'amount_cents', 'processor_fee_cents', 'provider_ref'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

const sumOf = (legs: Leg[], account: string, kinds?: string[]) =>
  legs.filter((l) => l.account === account && (!kinds || kinds.includes(l.kind))).reduce((n, l) => n + l.amount_cents, 0);

describe('sandbox mode', () => {
  let t: TestApp;
  let admin: string;
  let partner: TestPartner;
  const paidOrder = paidOrderSeries('fees', '04');
  const newPaidOrder = () => paidOrder(t, partner.partnerId);
  const reconciliation = async () => {
    const res = await call(t.app, { method: 'GET', url: '/super-admin/ledger/reconciliation?limit=100', token: admin });
    expect(res.status).toBe(200);
    return res.body.data as { checked: number; differences: Record<string, unknown>[] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD)).accessToken;
    partner = await demoPartner(t);
  });
  afterAll(() => t.close());

  it('charges 2.9% + 30¢, rounded to the cent', () => {
    expect(sandboxCardFee(24_900)).toBe(752); // $7.221 + $0.30
    expect(sandboxCardFee(1_000)).toBe(59); // $0.29 + $0.30
    expect(sandboxCardFee(50)).toBe(31); // $0.0145 rounds to 1¢
    expect(SANDBOX_DISPUTE_FEE_CENTS).toBe(1500);
  });

  it('a charge posts the gross capture and the fee, each balanced; commission stays on the amount charged', async () => {
    const order = await newPaidOrder();
    const payment = await paymentOf(t, order);
    const fee = sandboxCardFee(payment.amount_cents);
    expect(payment.processor_fee_cents).toBe(fee);
    const legs = await legsOfPayment(t, payment.id);
    expect(legs.filter((l) => l.kind === 'CHARGE_CAPTURED' || l.kind === 'PROCESSOR_FEE')).toEqual([
      { kind: 'CHARGE_CAPTURED', account: 'PLATFORM_REVENUE', amount_cents: payment.amount_cents, memo: 'Charge captured' },
      { kind: 'CHARGE_CAPTURED', account: 'PROCESSOR_CLEARING', amount_cents: -payment.amount_cents, memo: 'Charge captured' },
      { kind: 'PROCESSOR_FEE', account: 'PROCESSOR_CLEARING', amount_cents: fee, memo: 'Processor fee' },
      { kind: 'PROCESSOR_FEE', account: 'PROCESSOR_FEES', amount_cents: -fee, memo: 'Processor fee' },
    ]);
    // The clearing account holds what the processor will pay out: the charge less its fee.
    expect(sumOf(legs, 'PROCESSOR_CLEARING')).toBe(-(payment.amount_cents - fee));
    // Commission: 10% of the amount charged, not of what is left after the fee.
    expect(sumOf(legs, 'PARTNER_COMMISSION_PAYABLE', ['COMMISSION_EARNED'])).toBe(Math.round(payment.amount_cents / 10));
    expect(await runLedgerCheckOnce(t.app)).toEqual({ unbalanced: 0, balanceDifferences: 0, unposted: 0 });
  });

  it('a refund does not give the fee back: the processor keeps it', async () => {
    const order = await newPaidOrder();
    const payment = await paymentOf(t, order);
    const fee = payment.processor_fee_cents!;
    const res = await call(t.app, {
      method: 'POST',
      url: `/super-admin/orders/${order}/refunds`,
      token: admin,
      payload: { amountCents: 5_000, reason: 'Goodwill' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const legs = await legsOfPayment(t, payment.id);
    expect(legs.filter((l) => l.account === 'PROCESSOR_FEES')).toEqual([
      { kind: 'PROCESSOR_FEE', account: 'PROCESSOR_FEES', amount_cents: -fee, memo: 'Processor fee' },
    ]);
    // Captured, less the fee, less the refund paid back.
    expect(sumOf(legs, 'PROCESSOR_CLEARING')).toBe(-payment.amount_cents + fee + 5_000);
    expect(await reconciliation()).toMatchObject({ differences: [] });
  });

  it('a chargeback carries the $15.00 dispute fee; the reconciliation finds no difference', async () => {
    const order = await newPaidOrder();
    const payment = await paymentOf(t, order);
    const fee = payment.processor_fee_cents!;
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/super-admin/orders/${order}/refunds`,
          token: admin,
          payload: { amountCents: 1_000, reason: 'Late' },
        })
      ).status,
    ).toBe(200);
    const res = await call(t.app, {
      method: 'POST',
      url: `/super-admin/orders/${order}/chargebacks`,
      token: admin,
      payload: { amountCents: 3_000, reference: 'dp_fee_1', reason: 'Fraudulent' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const chargeback = await t.db
      .selectFrom('chargebacks')
      .select(['id', 'processor_fee_cents'])
      .where('order_id', '=', order)
      .executeTakeFirstOrThrow();
    expect(chargeback.processor_fee_cents).toBe(1500);
    const legs = await legsOfPayment(t, payment.id);
    expect(legs.filter((l) => l.account === 'PROCESSOR_FEES')).toEqual(
      [
        { kind: 'PROCESSOR_FEE', account: 'PROCESSOR_FEES', amount_cents: -1500, memo: 'Dispute fee dp_fee_1' },
        { kind: 'PROCESSOR_FEE', account: 'PROCESSOR_FEES', amount_cents: -fee, memo: 'Processor fee' },
      ].sort((a, b) => a.amount_cents - b.amount_cents),
    );
    expect(sumOf(legs, 'PROCESSOR_CLEARING')).toBe(-payment.amount_cents + fee + 1_000 + 3_000 + 1500);
    // The commission reversed on the chargeback is on the amount charged back, not on the fee.
    expect(sumOf(legs, 'PARTNER_COMMISSION_PAYABLE', ['COMMISSION_REVERSED'])).toBe(-(100 + 300));
    const page = await reconciliation();
    expect(page.differences).toEqual([]);
    expect(await runLedgerCheckOnce(t.app)).toEqual({ unbalanced: 0, balanceDifferences: 0, unposted: 0 });
  });

  it('lists a charge whose fee the processor recorded differently, with both figures', async () => {
    const order = await newPaidOrder();
    const payment = await paymentOf(t, order);
    const fee = payment.processor_fee_cents!;
    await t.db
      .updateTable('sandbox_processor_records')
      .set({ fee_cents: sql`fee_cents + 1` })
      .where('provider_ref', '=', payment.provider_ref!)
      .execute();
    try {
      expect((await reconciliation()).differences).toEqual([
        expect.objectContaining({
          paymentId: payment.id,
          ledgerCapturedCents: payment.amount_cents,
          processorCapturedCents: payment.amount_cents,
          ledgerFeeCents: fee,
          processorFeeCents: fee + 1,
          matches: false,
        }),
      ]);
    } finally {
      await t.db
        .updateTable('sandbox_processor_records')
        .set({ fee_cents: sql`fee_cents - 1` })
        .where('provider_ref', '=', payment.provider_ref!)
        .execute();
    }
    expect((await reconciliation()).differences).toEqual([]);
  });

  it('does not compare the fees of a charge whose fee was not known at capture (none posted)', async () => {
    // A demo payment, made before fees were recorded: the processor's record now names a fee the ledger never had.
    const demo = await t.db
      .selectFrom('payments')
      .select(['id', 'provider_ref'])
      .where('status', '=', 'SUCCEEDED')
      .where('provider', '=', 'sandbox')
      .where('processor_fee_cents', 'is', null)
      .executeTakeFirstOrThrow();
    const record = t.db.updateTable('sandbox_processor_records').where('provider_ref', '=', demo.provider_ref!);
    await record.set({ fee_cents: sql`fee_cents + 500` }).execute();
    try {
      expect((await reconciliation()).differences).toEqual([]);
    } finally {
      await record.set({ fee_cents: sql`fee_cents - 500` }).execute();
    }
  });

  it('the nightly check finds a known fee the ledger never posted', async () => {
    // A demo payment made before fees were recorded: give it a fee behind the ledger's back.
    const demo = await t.db
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'SUCCEEDED')
      .where('processor_fee_cents', 'is', null)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('payments').set({ processor_fee_cents: 100 }).where('id', '=', demo.id).execute();
    try {
      expect(await runLedgerCheckOnce(t.app)).toEqual({ unbalanced: 0, balanceDifferences: 0, unposted: 1 });
    } finally {
      await t.db.updateTable('payments').set({ processor_fee_cents: null }).where('id', '=', demo.id).execute();
    }
  });
});

describe('Stripe mode', () => {
  let t: TestApp;
  let partner: TestPartner;
  /** The fee Stripe's balance transaction reports; null: the charge is not settled yet (no balance transaction). */
  let stripeFee: number | null = null;
  const requests: string[] = [];

  // Stripe's HTTP API answered by a fake fetch (as tests/server/stripe-payments.test.ts fakes it): a PaymentIntent
  // that succeeded for the amount asked, its charge's balance transaction expanded when Stripe has one.
  const fetchFn = (async (url: string | URL, init?: RequestInit) => {
    const body = decodeURIComponent(String(init?.body ?? ''));
    requests.push(`${init?.method ?? 'GET'} ${new URL(String(url)).pathname} ${body}`);
    const amount = Number(/(?:^|&)amount=(\d+)/.exec(body)?.[1] ?? 0);
    const balance = stripeFee === null ? null : { id: 'txn_1', object: 'balance_transaction', fee: stripeFee, amount };
    const intent = {
      id: `pi_fee_${requests.length}`,
      object: 'payment_intent',
      status: 'succeeded',
      amount,
      amount_received: amount,
      latest_charge: {
        id: `ch_fee_${requests.length}`,
        object: 'charge',
        balance_transaction: balance,
        payment_method_details: { card: { brand: 'visa', last4: '4242' } },
      },
    };
    return new Response(JSON.stringify(intent), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
  }) as typeof fetch;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, {
      payments: stripePayments('sk_test_x', { httpClient: Stripe.createFetchHttpClient(fetchFn) }),
    });
    partner = await demoPartner(t);
  });
  afterAll(() => t.close());

  it('reads a settled charge’s fee from its balance transaction and posts it', async () => {
    stripeFee = 752;
    const order = await paidOrderThrough(t, partner.partnerId, 'stripe.fee.1@example.test', '(202) 555-0491');
    expect(requests.at(-1)).toMatch(/^POST \/v1\/payment_intents .*expand\[0\]=latest_charge\.balance_transaction/);
    const payment = await paymentOf(t, order);
    expect(payment.processor_fee_cents).toBe(752);
    const legs = await legsOfPayment(t, payment.id);
    expect(legs.filter((l) => l.kind === 'PROCESSOR_FEE').map((l) => [l.account, l.amount_cents])).toEqual([
      ['PROCESSOR_CLEARING', 752],
      ['PROCESSOR_FEES', -752],
    ]);
    expect(sumOf(legs, 'PROCESSOR_CLEARING')).toBe(-(payment.amount_cents - 752));
    expect(await runLedgerCheckOnce(t.app)).toEqual({ unbalanced: 0, balanceDifferences: 0, unposted: 0 });
  });

  it('leaves the fee unknown (null) while Stripe has not settled the charge, and posts none', async () => {
    stripeFee = null;
    const order = await paidOrderThrough(t, partner.partnerId, 'stripe.fee.2@example.test', '(202) 555-0492');
    const payment = await paymentOf(t, order);
    expect(payment.processor_fee_cents).toBeNull();
    const legs = await legsOfPayment(t, payment.id);
    expect(legs.some((l) => l.account === 'PROCESSOR_FEES' || l.kind === 'PROCESSOR_FEE')).toBe(false);
    expect(sumOf(legs, 'PROCESSOR_CLEARING')).toBe(-payment.amount_cents);
    expect(await runLedgerCheckOnce(t.app)).toEqual({ unbalanced: 0, balanceDifferences: 0, unposted: 0 });
  });
});
