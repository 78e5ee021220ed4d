/**
 * A partner's money over HTTP: saved cards (the doctors' cards service under /gym-owner) and the commission model:
 * the patient pays each order at checkout, the partner earns the order's rate (its own when the order was made) on
 * each settled payment of its patients' orders and loses it on a settled refund. Two partners: neither sees the other's cards or money.
 */
import { sql, type Kysely } from 'kysely';
import { postExistingMoney } from '#server/platform/db/migrations/0046-ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, send, signIn, type TestApp } from './helpers/app';
import { tokenize } from './helpers/cards';
import { auditOutcomes } from './helpers/audit';
import { createPartner, demoPartner, get, paidOrderThrough, type TestPartner } from './helpers/partners';

let t: TestApp;
let a: TestPartner;
let b: TestPartner;
let bOrder: string;

type Card = { id: string; isDefault: boolean; last4: string };
type Movement = {
  id: string;
  kind: string;
  orderId: string;
  orderNumber: number;
  amountCents: number;
  commissionCents: number;
  occurredAt: string;
};
type Page = { items: Movement[]; total: number; page: number; limit: number; totalPages: number };

beforeAll(async () => {
  t = await createTestApp();
  a = await demoPartner(t);
  b = await createPartner(t, 'money.partner@example.test', 'Harbor Fitness');
  bOrder = await paidOrderThrough(t, b.partnerId, 'harbor.patient@example.test', '(202) 555-0161');
});
afterAll(() => t.close());

/** One payment method per test card, as a browser that tokenized it once and retries the same request. */
const methods = new Map<string, { paymentMethodId: string }>();
const CARD = async (number = '4242 4242 4242 4242') => {
  if (!methods.has(number)) methods.set(number, await tokenize(t.app, number));
  return { payment: methods.get(number)! };
};
const saveCard = async (token: string, key?: string, number?: string) =>
  call(t.app, {
    method: 'POST',
    url: '/gym-owner/setup-intent',
    token,
    payload: await CARD(number),
    headers: key ? { 'idempotency-key': key } : {},
  });
const cards = async (token: string) => ((await get(t, '/gym-owner/cards', token)).body.data as unknown as { cards: Card[] }).cards;

describe('a partner’s saved cards', () => {
  it('saves cards (the first is the default), with the messages; a decline is a 402', async () => {
    const first = await saveCard(a.session.accessToken, 'partner-card-1');
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Card saved successfully');
    expect((await saveCard(a.session.accessToken, undefined, '5555 5555 5555 4444')).status).toBe(201);
    const declined = await saveCard(a.session.accessToken, undefined, '4000 0000 0000 0002');
    expect([declined.status, declined.body.message]).toEqual([402, 'Your card was declined.']);
    const list = await cards(a.session.accessToken);
    expect(list.map((c) => [c.last4, c.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    expect(await cards(b.session.accessToken)).toEqual([]);
  });

  it('answers a retried setup-intent with the first reply (Idempotency-Key): one card, not two', async () => {
    const replay = await saveCard(a.session.accessToken, 'partner-card-1');
    expect(replay.status).toBe(201);
    expect(await cards(a.session.accessToken)).toHaveLength(2);
  });

  it('makes another card the default (PUT) and removes one, with the messages', async () => {
    const [, second] = await cards(a.session.accessToken);
    const res = await send(t.app, 'PUT', `/gym-owner/cards/${second.id}/default`, a.session.accessToken, undefined);
    expect([res.status, res.body.message]).toEqual([200, 'Default card updated successfully']);
    expect(res.body.data).toMatchObject({ id: second.id, isDefault: true });
    const removed = await send(t.app, 'DELETE', `/gym-owner/cards/${second.id}`, a.session.accessToken, undefined);
    expect([removed.status, removed.body.message]).toEqual([200, 'Card removed successfully']);
    expect((await cards(a.session.accessToken)).map((c) => c.isDefault)).toEqual([true]);
  });

  it('answers another partner’s card with 404 and a DENIED row, and changes nothing', async () => {
    const [mine] = await cards(a.session.accessToken);
    const del = await send(t.app, 'DELETE', `/gym-owner/cards/${mine.id}`, b.session.accessToken, undefined);
    expect(del.status).toBe(404);
    expect(del.body.message).toBeTruthy();
    expect((await send(t.app, 'PUT', `/gym-owner/cards/${mine.id}/default`, b.session.accessToken, undefined)).status).toBe(404);
    const denied = await auditOutcomes(t.db, { resource_id: mine.id, actor_user_id: b.userId });
    expect(denied).toEqual(['DENIED', 'DENIED']);
    expect(await cards(a.session.accessToken)).toHaveLength(1);
    expect((await send(t.app, 'DELETE', '/gym-owner/cards/not-a-uuid', b.session.accessToken, undefined)).status).toBe(400);
  });
});

/** What the ledger must say, computed here from the tables: each settled payment of the partner's orders. */
async function settledPayments(partnerId: string) {
  return t.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .where('orders.partner_id', '=', partnerId)
    .where('payments.status', '=', 'SUCCEEDED')
    .select(['payments.id', 'payments.amount_cents', 'payments.created_at', 'orders.id as order_id', 'orders.number'])
    .orderBy('payments.created_at', 'desc')
    .execute();
}

/** The partner's orders whose payment was refunded: their commission is reversed in the ledger. */
const refundedOrders = async (partnerId: string) =>
  (
    await t.db
      .selectFrom('refunds')
      .innerJoin('orders', 'orders.id', 'refunds.order_id')
      .select('orders.id')
      .where('orders.partner_id', '=', partnerId)
      .execute()
  ).map((r) => r.id);

const tenPercent = (cents: number) => Math.round(cents / 10);
const transactions = async (token: string, query = '') =>
  (await get(t, `/gym-owner/transactions${query}`, token)).body.data as unknown as Page;

describe('GET /gym-owner/transactions', () => {
  it('lists each settled payment of the partner’s orders with its 10% commission, newest first', async () => {
    const expected = await settledPayments(a.partnerId);
    expect(expected.length).toBeGreaterThan(3);
    const page = await transactions(a.session.accessToken, '?limit=100');
    // Read from the ledger: each payment's commission earned, and (since the ledger) the reversal of a refunded,
    // denied or cancelled order's commission as a REFUND line; before, the demo's refunded order #7 had none.
    const reversed = await refundedOrders(a.partnerId);
    expect(page.total).toBe(expected.length + reversed.length);
    expect(page.items.filter((m) => m.kind === 'PAYMENT').map((m) => [m.orderId, m.amountCents, m.commissionCents])).toEqual(
      expected.map((p) => [p.order_id, p.amount_cents, tenPercent(p.amount_cents)]),
    );
    expect(
      page.items
        .filter((m) => m.kind === 'REFUND')
        .map((m) => m.orderId)
        .sort(),
    ).toEqual(reversed.sort());
    // Another partner's money is not in it.
    expect(page.items.map((m) => m.orderId)).not.toContain(bOrder);
  });

  it('pages and sorts in SQL', async () => {
    const all = await transactions(a.session.accessToken, '?limit=100');
    const second = await transactions(a.session.accessToken, '?limit=2&page=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total: all.total, totalPages: Math.ceil(all.total / 2) });
    expect(second.items.map((m) => m.id)).toEqual(all.items.slice(2, 4).map((m) => m.id));
    const oldest = await transactions(a.session.accessToken, '?sort=occurredAt:asc&limit=100');
    expect(oldest.items.map((m) => m.id)).toEqual([...all.items].reverse().map((m) => m.id));
    expect((await transactions(a.session.accessToken, '?page=99')).items).toEqual([]);
  });

  it('shows a settled refund as a movement that takes the commission back', async () => {
    const payment = await t.db.selectFrom('payments').selectAll().where('order_id', '=', bOrder).executeTakeFirstOrThrow();
    await t.db
      .insertInto('refunds')
      .values({
        payment_id: payment.id,
        order_id: bOrder,
        amount_cents: payment.amount_cents,
        reason: 'DENIED',
        status: 'SUCCEEDED',
        provider: 'sandbox',
        settled_at: new Date(payment.created_at.getTime() + 60_000),
        created_at: new Date(payment.created_at.getTime() + 60_000),
      })
      .execute();
    // A refund row written outside the app (as before the ledger) is posted as the migration posts existing rows.
    await postExistingMoney(t.db as unknown as Kysely<unknown>);
    const page = await transactions(b.session.accessToken);
    expect(page.items.map((m) => [m.kind, m.amountCents, m.commissionCents])).toEqual([
      ['REFUND', -payment.amount_cents, -tenPercent(payment.amount_cents)],
      ['PAYMENT', payment.amount_cents, tenPercent(payment.amount_cents)],
    ]);
    expect(page.items.every((m) => m.orderId === bOrder)).toBe(true);
  });

  it('applies the order’s rate when the money moved, rounding each movement to whole cents', async () => {
    const c = await createPartner(t, 'rounding.partner@example.test', 'Rounding Gym');
    await sql`UPDATE partners SET commission_rate_bps = 1250 WHERE id = ${c.partnerId}`.execute(t.db);
    const order = await paidOrderThrough(t, c.partnerId, 'rate.rounding@example.test', '(202) 555-0164');
    const line = (await transactions(c.session.accessToken)).items.find((m) => m.orderId === order)!;
    expect(line.commissionCents).toBe(Math.round((line.amountCents * 1250) / 10000));
  });

  it('audits the read and refuses bad input with a message', async () => {
    expect((await auditOutcomes(t.db, { action: 'LIST', resource_type: 'payment', actor_user_id: a.userId })).length).toBeGreaterThan(0);
    for (const query of ['?sort=amount:desc', '?limit=101', '?page=0', '?page=x']) {
      const res = await get(t, `/gym-owner/transactions${query}`, a.session.accessToken);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    expect((await get(t, '/gym-owner/transactions', doctor.accessToken)).status).toBe(403);
  });
});

type Earned = {
  period: string;
  startDate: string;
  endDate: string;
  commissionRateBps: number;
  totalCents: number;
  periods: { periodStart: string; salesCents: number; commissionCents: number }[];
};
const earned = async (token: string, query = '') => {
  const res = await get(t, `/gym-owner/commission-earned${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as Earned;
};

describe('GET /gym-owner/commission-earned', () => {
  it('sums the commission per week by default, over the last 12 weeks, matching the transactions', async () => {
    const result = await earned(a.session.accessToken);
    expect(result.period).toBe('week');
    expect(result.commissionRateBps).toBe(1000);
    // The lines of the transactions list in the same weeks (commission earned, and reversed on refunded orders).
    const lines = (await transactions(a.session.accessToken, '?limit=100')).items;
    const expectedTotal = lines.filter((m) => m.occurredAt >= result.startDate).reduce((sum, m) => sum + m.commissionCents, 0);
    expect(result.totalCents).toBe(expectedTotal);
    expect(result.periods.reduce((s, p) => s + p.commissionCents, 0)).toBe(expectedTotal);
    // Each period starts on a Monday.
    for (const p of result.periods) expect(new Date(`${p.periodStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${result.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('groups by day and by month, with the same total over the same range', async () => {
    const range = '&startDate=2024-01-01&endDate=2028-12-31';
    const byDay = await earned(a.session.accessToken, `?period=day${range}`);
    const byMonth = await earned(a.session.accessToken, `?period=month${range}`);
    expect(byDay.totalCents).toBe(byMonth.totalCents);
    const payments = await settledPayments(a.partnerId);
    const days = new Set(payments.map((p) => p.created_at.toISOString().slice(0, 10)));
    expect(byDay.periods.map((p) => p.periodStart).sort()).toEqual([...days].sort());
    for (const p of byMonth.periods) expect(p.periodStart).toMatch(/-01$/);
  });

  it('nets refunds out: a fully refunded order earns nothing', async () => {
    const result = await earned(b.session.accessToken, '?period=month&startDate=2024-01-01&endDate=2028-12-31');
    expect(result.totalCents).toBe(0);
    expect(await earned(b.session.accessToken, '?period=day&startDate=2020-01-01&endDate=2020-01-31')).toMatchObject({
      periods: [],
      totalCents: 0,
    });
  });

  it('refuses a bad period or range with a message', async () => {
    for (const query of [
      '?period=year',
      '?startDate=2026-02-30',
      '?startDate=2026-05-01&endDate=2026-04-01',
      '?startDate=2000-01-01&endDate=2026-01-01',
    ]) {
      const res = await get(t, `/gym-owner/commission-earned${query}`, a.session.accessToken);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe('the commission rate of an order', () => {
  it('is the rate when the order was made: a new rate changes what later orders earn, never earlier ones', async () => {
    const c = await createPartner(t, 'rate.partner@example.test', 'Rate Change Gym');
    const before = await paidOrderThrough(t, c.partnerId, 'rate.before@example.test', '(202) 555-0171');
    // An administrator's change of the partner's rate (10% -> 25%).
    await t.db.updateTable('partners').set({ commission_rate_bps: 2500 }).where('id', '=', c.partnerId).execute();
    const after = await paidOrderThrough(t, c.partnerId, 'rate.after@example.test', '(202) 555-0172');
    const page = await transactions(c.session.accessToken, '?limit=100');
    const earnedOn = (orderId: string) => page.items.find((m) => m.orderId === orderId)!;
    expect(earnedOn(before).commissionCents).toBe(tenPercent(earnedOn(before).amountCents));
    expect(earnedOn(after).commissionCents).toBe(Math.round(earnedOn(after).amountCents / 4));
  });

  it("moves with the order: an order given to another partner earns at that partner's rate", async () => {
    const order = await paidOrderThrough(t, b.partnerId, 'rate.moved@example.test', '(202) 555-0173');
    await t.db.updateTable('partners').set({ commission_rate_bps: 500 }).where('id', '=', a.partnerId).execute();
    await t.db.updateTable('orders').set({ partner_id: a.partnerId }).where('id', '=', order).execute();
    const row = await t.db.selectFrom('orders').select('commission_rate_bps').where('id', '=', order).executeTakeFirstOrThrow();
    expect(row.commission_rate_bps).toBe(500);
    await t.db.updateTable('partners').set({ commission_rate_bps: 1000 }).where('id', '=', a.partnerId).execute();
  });
});
