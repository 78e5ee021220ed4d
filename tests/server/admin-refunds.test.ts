/**
 * An administrator's refunds of an order over HTTP (README, "Refunds by an administrator"): part of a payment, or all
 * of it in several parts, never more than is left. Each refund posts the refund owed and the commission reversed in
 * proportion in its transaction, then the refund paid back once the processor made it; after each, every balance is
 * the sum of its entries and the processor's record matches ours. A denial after a partial refund gives back only
 * what is left.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runLedgerCheckOnce } from '#server/jobs/ledger-check';
import { call, testSuite } from './helpers/app';
import { expectBalancesAreSums, moneyTestApp, wholeLedger } from './helpers/ledger';
import { denyIntake } from './helpers/orders';
import { paidOrderSeries } from './helpers/partners';

const suite = testSuite(moneyTestApp);

type Refunds = {
  paidCents: number;
  refundedCents: number;
  refundableCents: number;
  refunds: { amountCents: number; reason: string; note: string | null; status: string }[];
};

const refund = (orderId: string, payload: Record<string, unknown>, token = suite.admin) =>
  call(suite.t.app, { method: 'POST', url: `/super-admin/orders/${orderId}/refunds`, token, payload });
const chargeback = (orderId: string, payload: Record<string, unknown>, token = suite.admin) =>
  call(suite.t.app, { method: 'POST', url: `/super-admin/orders/${orderId}/chargebacks`, token, payload });

/** Every party's running balance is the sum of its entries, no charge differs from the processor's record, the nightly check finds nothing. */
async function expectAllAddsUp() {
  const partnerLedger = await wholeLedger(suite.t, suite.admin, `/super-admin/ledger/partners/${suite.partner.partnerId}`);
  for (const { account, balanceCents } of partnerLedger.balances)
    expect(balanceCents, account).toBe(partnerLedger.items.filter((e) => e.account === account).reduce((n, e) => n + e.amountCents, 0));
  await expectBalancesAreSums(suite.t);
  const reconciliation = await call(suite.t.app, {
    method: 'GET',
    url: '/super-admin/ledger/reconciliation?limit=100',
    token: suite.admin,
  });
  expect(reconciliation.body.data).toMatchObject({ differences: [] });
  expect(await runLedgerCheckOnce(suite.t.app)).toEqual({ unbalanced: 0, balanceDifferences: 0, unposted: 0 });
}

/** The order's commission entries (earned and reversed) on the partner's and the sales person's payables. */
const commissionOf = async (orderId: string) => {
  const rows = await suite.t.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
    .select(['x.kind', 'e.account', 'e.amount_cents'])
    .where('x.order_id', '=', orderId)
    .where('e.account', 'in', ['PARTNER_COMMISSION_PAYABLE', 'SALES_COMMISSION_PAYABLE'])
    .execute();
  const total = (account: string, kind: string) =>
    rows.filter((r) => r.account === account && r.kind === kind).reduce((n, r) => n + Number(r.amount_cents), 0);
  return {
    partnerEarned: total('PARTNER_COMMISSION_PAYABLE', 'COMMISSION_EARNED'),
    partnerReversed: total('PARTNER_COMMISSION_PAYABLE', 'COMMISSION_REVERSED'),
    salesEarned: total('SALES_COMMISSION_PAYABLE', 'COMMISSION_EARNED'),
    salesReversed: total('SALES_COMMISSION_PAYABLE', 'COMMISSION_REVERSED'),
  };
};

const orderRow = (id: string) =>
  suite.t.db.selectFrom('orders').select(['amount_cents', 'payment_status', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const countOf = async (table: 'refunds' | 'ledger_entries' | 'chargebacks') =>
  (
    await suite.t.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const paidOrder = paidOrderSeries('refund', '03');
const newPaidOrder = () => paidOrder(suite.t, suite.partner.partnerId);

describe('an administrator refunds part of an order', () => {
  it('gives back the amount, reverses the commission in proportion and keeps the order paid', async () => {
    const order = await newPaidOrder();
    const { amount_cents: paid } = await orderRow(order);
    const res = await refund(order, { amountCents: 1234, reason: 'Shipping was late' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Refund has been sent');
    expect(res.body.data).toMatchObject({ paidCents: paid, refundedCents: 1234, refundableCents: paid - 1234 });
    expect((res.body.data as unknown as Refunds).refunds).toEqual([
      expect.objectContaining({ amountCents: 1234, reason: 'ADMIN', note: 'Shipping was late', status: 'SUCCEEDED' }),
    ]);
    expect((await orderRow(order)).payment_status).toBe('PAID');
    const commission = await commissionOf(order);
    // 10% of $12.34, half up: $1.23 back from the partner; the sales person's share in the same proportion.
    expect(commission.partnerEarned).toBe(Math.round(paid / 10));
    expect(commission.partnerReversed).toBe(-123);
    expect(commission.salesReversed).toBe(-Math.round((1234 * commission.salesEarned) / paid));
    const kinds = await suite.t.db.selectFrom('ledger_transactions').select(['kind', 'memo']).where('order_id', '=', order).execute();
    // (The checkout's charge was captured before its order was written: it names no order.)
    expect(kinds.map((k) => k.kind).sort()).toEqual(['COMMISSION_EARNED', 'COMMISSION_REVERSED', 'REFUND_QUEUED', 'REFUND_SETTLED']);
    expect(kinds.find((k) => k.kind === 'REFUND_QUEUED')!.memo).toBe('Refund owed (by an administrator: Shipping was late)');
    await expectAllAddsUp();
  });

  it('refuses more than is left (422) and writes nothing', async () => {
    const order = await newPaidOrder();
    const { amount_cents: paid } = await orderRow(order);
    expect((await refund(order, { amountCents: 1000, reason: 'Goodwill' })).status).toBe(200);
    const [refunds, entries] = [await countOf('refunds'), await countOf('ledger_entries')];
    const res = await refund(order, { amountCents: paid - 1000 + 1, reason: 'Too much' });
    expect([res.status, res.body.code]).toEqual([422, 'MORE_THAN_LEFT']);
    expect(res.body.message).toBe(`Only $${((paid - 1000) / 100).toFixed(2)} is left to refund on this order`);
    expect([await countOf('refunds'), await countOf('ledger_entries')]).toEqual([refunds, entries]);
    const read = await call(suite.t.app, { method: 'GET', url: `/super-admin/orders/${order}/refunds`, token: suite.admin });
    expect(read.body.data).toMatchObject({ paidCents: paid, refundedCents: 1000, refundableCents: paid - 1000 });
  });

  it('in several parts gives back all of it: the reversals add up to exactly what was earned and the payment is refunded', async () => {
    const order = await newPaidOrder();
    const { amount_cents: paid } = await orderRow(order);
    // 5 cents earns half a cent of commission, rounded up: the running total keeps the parts from adding up to more.
    for (const amountCents of [5, 5, paid - 10]) expect((await refund(order, { amountCents, reason: 'Part' })).status).toBe(200);
    const commission = await commissionOf(order);
    expect(commission.partnerReversed).toBe(-commission.partnerEarned);
    expect(commission.salesReversed).toBe(-commission.salesEarned);
    expect((await orderRow(order)).payment_status).toBe('REFUNDED');
    const again = await refund(order, { amountCents: 1, reason: 'Once more' });
    expect([again.status, again.body.code, again.body.message]).toEqual([
      422,
      'NOTHING_TO_REFUND',
      'This order has been refunded in full already',
    ]);
    await expectAllAddsUp();
  });

  it('a denial after a partial refund gives back only what is left, and the commission nets to zero', async () => {
    const order = await newPaidOrder();
    const { amount_cents: paid } = await orderRow(order);
    expect((await refund(order, { amountCents: 999, reason: 'Goodwill' })).status).toBe(200);
    const denied = await denyIntake(suite.t, order, suite.doctor);
    expect(denied.status).toBe(200);
    const rows = await suite.t.db
      .selectFrom('refunds')
      .select(['reason', 'amount_cents'])
      .where('order_id', '=', order)
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { reason: 'ADMIN', amount_cents: 999 },
      { reason: 'DENIED', amount_cents: paid - 999 },
    ]);
    const commission = await commissionOf(order);
    expect(commission.partnerEarned + commission.partnerReversed).toBe(0);
    expect(commission.salesEarned + commission.salesReversed).toBe(0);
    expect((await orderRow(order)).payment_status).toBe('REFUNDED');
    await expectAllAddsUp();
  });
});

describe('bad input and access', () => {
  it('refuses a bad amount or no reason (400), an unpaid or unknown order, and anyone but a super admin', async () => {
    const order = await newPaidOrder();
    for (const payload of [
      { amountCents: 0, reason: 'x' },
      { amountCents: 10.5, reason: 'x' },
      { amountCents: 100 },
      { amountCents: 100, reason: ' ' },
    ])
      expect((await refund(order, payload)).status, JSON.stringify(payload)).toBe(400);
    expect((await refund('00000000-0000-4000-8000-000000000000', { amountCents: 100, reason: 'x' })).status).toBe(404);
    const unpaid = await suite.t.db.selectFrom('orders').select('id').where('payment_status', '=', 'UNPAID').executeTakeFirstOrThrow();
    const none = await refund(unpaid.id, { amountCents: 100, reason: 'x' });
    expect([none.status, none.body.code]).toEqual([422, 'NOTHING_TO_REFUND']);
    expect((await refund(order, { amountCents: 100, reason: 'x' }, suite.partner.session.accessToken)).status).toBe(403);
    const read = await call(suite.t.app, {
      method: 'GET',
      url: `/super-admin/orders/${order}/refunds`,
      token: suite.partner.session.accessToken,
    });
    expect(read.status).toBe(403);
    expect(await suite.t.db.selectFrom('refunds').select('id').where('order_id', '=', order).execute()).toEqual([]);
  });
});

describe('a chargeback the processor reported', () => {
  it('takes the money out of revenue, reverses the commission in proportion, and the processor record agrees', async () => {
    const order = await newPaidOrder();
    const { amount_cents: paid } = await orderRow(order);
    const res = await chargeback(order, { amountCents: 2000, reference: 'dp_1001', reason: 'Fraudulent' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Chargeback has been recorded');
    expect(res.body.data).toMatchObject({ paidCents: paid, refundedCents: 0, chargedBackCents: 2000, refundableCents: paid - 2000 });
    expect((res.body.data as unknown as { chargebacks: unknown[] }).chargebacks).toEqual([
      expect.objectContaining({ amountCents: 2000, reference: 'dp_1001', reason: 'Fraudulent' }),
    ]);
    const commission = await commissionOf(order);
    // 10% of $20.00 back from the partner; the sales person's share in the same proportion.
    expect(commission.partnerReversed).toBe(-200);
    expect(commission.salesReversed).toBe(-Math.round((2000 * commission.salesEarned) / paid));
    const kinds = await suite.t.db.selectFrom('ledger_transactions').select('kind').where('order_id', '=', order).execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['CHARGEBACK', 'COMMISSION_EARNED', 'COMMISSION_REVERSED', 'PROCESSOR_FEE']);
    // The processor's $15.00 dispute fee, out of the clearing account, beside the $20.00 the bank took back.
    const legs = await suite.t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .select(['x.kind', 'x.memo', 'e.account', sql<number>`e.amount_cents::int`.as('amount_cents')])
      .where('x.order_id', '=', order)
      .where('x.kind', 'in', ['CHARGEBACK', 'PROCESSOR_FEE'])
      .orderBy('x.kind')
      .orderBy('e.account')
      .execute();
    expect(legs.map((l) => [l.kind, l.account, l.amount_cents])).toEqual([
      ['CHARGEBACK', 'PLATFORM_REVENUE', -2000],
      ['CHARGEBACK', 'PROCESSOR_CLEARING', 2000],
      ['PROCESSOR_FEE', 'PROCESSOR_CLEARING', 1500],
      ['PROCESSOR_FEE', 'PROCESSOR_FEES', -1500],
    ]);
    expect(legs.find((l) => l.kind === 'PROCESSOR_FEE')!.memo).toBe('Dispute fee dp_1001');
    // The clearing account gave the money back and paid the fee, as the sandbox processor's record of the dispute says.
    await expectAllAddsUp();
  });

  it('refuses the same dispute twice (409) and more than is left (422), writing nothing', async () => {
    const order = await newPaidOrder();
    const { amount_cents: paid } = await orderRow(order);
    expect((await chargeback(order, { amountCents: 500, reference: 'dp_1002', reason: 'Not received' })).status).toBe(200);
    const before = [await countOf('chargebacks'), await countOf('ledger_entries')];
    const again = await chargeback(order, { amountCents: 500, reference: 'dp_1002', reason: 'Not received' });
    expect([again.status, again.body.message]).toEqual([409, 'This dispute has been recorded on this order already']);
    const tooMuch = await chargeback(order, { amountCents: paid - 500 + 1, reference: 'dp_1003', reason: 'Fraudulent' });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([422, 'MORE_THAN_LEFT']);
    for (const payload of [
      { amountCents: 100, reason: 'x' },
      { amountCents: 100, reference: ' ', reason: 'x' },
    ])
      expect((await chargeback(order, payload)).status, JSON.stringify(payload)).toBe(400);
    expect((await chargeback(order, { amountCents: 1, reference: 'dp_x', reason: 'x' }, suite.partner.session.accessToken)).status).toBe(
      403,
    );
    expect([await countOf('chargebacks'), await countOf('ledger_entries')]).toEqual(before);
  });

  it('with refunds gives back all of it: the commission nets to zero and the order reads refunded', async () => {
    const order = await newPaidOrder();
    const { amount_cents: paid } = await orderRow(order);
    expect((await refund(order, { amountCents: 1001, reason: 'Goodwill' })).status).toBe(200);
    expect((await chargeback(order, { amountCents: 2001, reference: 'dp_1004', reason: 'Fraudulent' })).status).toBe(200);
    const rest = await refund(order, { amountCents: paid - 3002, reason: 'The rest' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ refundedCents: paid - 2001, chargedBackCents: 2001, refundableCents: 0 });
    const commission = await commissionOf(order);
    expect(commission.partnerEarned + commission.partnerReversed).toBe(0);
    expect(commission.salesEarned + commission.salesReversed).toBe(0);
    expect((await orderRow(order)).payment_status).toBe('REFUNDED');
    await expectAllAddsUp();
  });
});
