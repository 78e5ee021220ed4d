/**
 * The money ledger over HTTP (README, "The ledger"): paying, denying, cancelling and paying out each post balanced
 * entries in the event's transaction; after each, every party's balance is the sum of its entries, the payout
 * figures are read from them, and our charges and refunds match the sandbox processor's own record. Commission on a
 * denied or cancelled (so refunded) order is reversed; a payout above the balance is refused and a failed payout gives
 * it back. The database refuses an unbalanced posting and any UPDATE or DELETE of the ledger; the nightly check finds a
 * planted difference and opens an admin alert.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runLedgerCheckOnce } from '#server/jobs/ledger-check';
import { call, demoSalesPerson, testSuite } from './helpers/app';
import {
  expectBalancesAreSums,
  moneyTestApp,
  wholeLedger as ledgerOf,
  type LedgerEntry as Entry,
  type PartyLedger,
} from './helpers/ledger';
import { denyIntake } from './helpers/orders';
import { paidOrderSeries } from './helpers/partners';

const suite = testSuite(async () => {
  const money = await moneyTestApp();
  const sales = await demoSalesPerson(money.t.db);
  await money.t.db
    .updateTable('partners')
    .set({ payout_account_status: 'ACTIVE', payout_account_ref: 'sandbox_acct_ledger' })
    .where('id', '=', money.partner.partnerId)
    .execute();
  return { ...money, salesUserId: sales.user_id, salesPersonId: sales.id };
});

const get = async <T>(url: string, token = suite.admin) => {
  const res = await call(suite.t.app, { method: 'GET', url, token });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as unknown as T;
};

/** Every entry of a party, walking keyset pages of 7 (several pages). */
const wholeLedger = (url: string) => ledgerOf(suite.t, suite.admin, url, 7);

const partnerUrl = () => `/super-admin/ledger/partners/${suite.partner.partnerId}`;
const salesUrl = () => `/super-admin/ledger/sales-people/${suite.salesUserId}`;
const payable = (l: { balances: PartyLedger['balances'] }, account: string) => l.balances.find((b) => b.account === account)!.balanceCents;
const sumOf = (items: Entry[], account: string) => items.filter((e) => e.account === account).reduce((n, e) => n + e.amountCents, 0);

/**
 * The invariants after every step: each party's balance is the sum of its entries (over HTTP and in the database), the
 * payout figures are that balance, our charges and refunds match the processor's record, and the nightly check finds nothing.
 */
async function expectAllAddsUp() {
  const partnerLedger = await wholeLedger(partnerUrl());
  for (const account of ['PARTNER_COMMISSION_PAYABLE', 'PARTNER_RECEIVABLE', 'PAYOUTS_IN_TRANSIT'])
    expect(payable(partnerLedger, account), account).toBe(sumOf(partnerLedger.items, account));
  const detail = await get<{ payoutBalance: { owedCents: number } }>(`/super-admin/gym-owners/${suite.partner.partnerId}`);
  expect(detail.payoutBalance.owedCents).toBe(payable(partnerLedger, 'PARTNER_COMMISSION_PAYABLE'));
  const salesLedger = await wholeLedger(salesUrl());
  expect(payable(salesLedger, 'SALES_COMMISSION_PAYABLE')).toBe(sumOf(salesLedger.items, 'SALES_COMMISSION_PAYABLE'));
  const salesPayouts = await get<{ balance: { owedCents: number } }>(`/super-admin/sales-people/${suite.salesUserId}/payouts`);
  expect(salesPayouts.balance.owedCents).toBe(payable(salesLedger, 'SALES_COMMISSION_PAYABLE'));
  // Every party, in the database: the running balance is the sum of the entries.
  await expectBalancesAreSums(suite.t);
  let page = await get<{ differences: unknown[]; nextCursor: string | null; processorRecordAvailable: boolean }>(
    '/super-admin/ledger/reconciliation?limit=100',
  );
  expect(page.processorRecordAvailable).toBe(true);
  expect(page.differences).toEqual([]);
  while (page.nextCursor) {
    page = await get(`/super-admin/ledger/reconciliation?limit=100&cursor=${page.nextCursor}`);
    expect(page.differences).toEqual([]);
  }
  expect(await runLedgerCheckOnce(suite.t.app)).toEqual({ unbalanced: 0, balanceDifferences: 0, unposted: 0 });
}

const commissionOf = async (orderId: string) => (await wholeLedger(partnerUrl())).items.filter((e) => e.orderId === orderId);

const paidOrder = paidOrderSeries('ledger', '02');
const newPaidOrder = () => paidOrder(suite.t, suite.partner.partnerId);

describe('the seeded demo money', () => {
  it('adds up, and the demo contradictions are gone: refunded orders earn nothing, every paid order earns', async () => {
    await expectAllAddsUp();
    const orders = await suite.t.db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_status', 'amount_cents'])
      .where('partner_id', '=', suite.partner.partnerId)
      .where('status', 'in', ['DENIED', 'CANCELLED'])
      .execute();
    expect(orders.length).toBe(2);
    for (const order of orders) {
      expect(order.payment_status).toBe('REFUNDED');
      const lines = await commissionOf(order.id);
      expect(lines.map((l) => l.kind).sort()).toEqual(['COMMISSION_EARNED', 'COMMISSION_REVERSED']);
      expect(lines.reduce((n, l) => n + l.amountCents, 0)).toBe(0);
    }
    // Harbor's two paid orders earn their commission (it read $0.00 before).
    const harbor = await suite.t.db
      .selectFrom('partners')
      .select('id')
      .where('business_name', '=', 'Harbor Fitness Club')
      .executeTakeFirstOrThrow();
    const harborLedger = await get<PartyLedger>(`/super-admin/ledger/partners/${harbor.id}`);
    expect(harborLedger.items.filter((e) => e.kind === 'COMMISSION_EARNED')).toHaveLength(2);
    expect(payable(harborLedger, 'PARTNER_COMMISSION_PAYABLE')).toBeGreaterThan(0);
  });
});

describe('money events post to the ledger', () => {
  it('a payment earns the partner and its sales person their commission, once', async () => {
    const before = payable(await get<PartyLedger>(salesUrl()), 'SALES_COMMISSION_PAYABLE');
    const order = await newPaidOrder();
    const { amount_cents: amount } = await suite.t.db
      .selectFrom('orders')
      .select('amount_cents')
      .where('id', '=', order)
      .executeTakeFirstOrThrow();
    const lines = await commissionOf(order);
    expect(lines.map((l) => [l.kind, l.account, l.amountCents])).toEqual([
      ['COMMISSION_EARNED', 'PARTNER_COMMISSION_PAYABLE', Math.round(amount / 10)],
    ]);
    expect(lines[0].reason).toMatch(/^Commission on order #\d+$/);
    expect(payable(await get<PartyLedger>(salesUrl()), 'SALES_COMMISSION_PAYABLE')).toBeGreaterThan(before);
    await expectAllAddsUp();
  });

  it('a denial reverses the commission in its transaction, and the refund matches the processor', async () => {
    const order = await newPaidOrder();
    const denied = await denyIntake(suite.t, order, suite.doctor);
    expect(denied.status).toBe(200);
    const lines = await commissionOf(order);
    expect(lines.map((l) => l.kind).sort()).toEqual(['COMMISSION_EARNED', 'COMMISSION_REVERSED']);
    expect(lines.reduce((n, l) => n + l.amountCents, 0)).toBe(0);
    const kinds = await suite.t.db.selectFrom('ledger_transactions').select('kind').where('order_id', '=', order).orderBy('kind').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['COMMISSION_EARNED', 'COMMISSION_REVERSED', 'REFUND_QUEUED', 'REFUND_SETTLED']);
    await expectAllAddsUp();
  });

  it('a cancellation reverses the commission too', async () => {
    const order = await newPaidOrder();
    const cancelled = await call(suite.t.app, {
      method: 'PATCH',
      url: `/doctors/orders/${order}`,
      token: suite.doctor,
      payload: { status: 'CANCELLED' },
    });
    expect(cancelled.status).toBe(200);
    expect((await commissionOf(order)).reduce((n, l) => n + l.amountCents, 0)).toBe(0);
    await expectAllAddsUp();
  });
});

const payout = (body: Record<string, unknown>) =>
  call(suite.t.app, {
    method: 'POST',
    url: `/super-admin/gym-owners/${suite.partner.partnerId}/payout`,
    token: suite.admin,
    payload: body,
  });

describe('payouts', () => {
  it('refuses a payout above the balance (422) and posts nothing', async () => {
    const owed = payable(await get<PartyLedger>(partnerUrl()), 'PARTNER_COMMISSION_PAYABLE');
    const entries = await suite.t.db
      .selectFrom('ledger_entries')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const res = await payout({ amountCents: owed + 1 });
    expect([res.status, res.body.code]).toEqual([422, 'MORE_THAN_OWED']);
    expect(
      await suite.t.db
        .selectFrom('ledger_entries')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(entries);
  });

  it('a payout is an entry: it takes the amount off the balance and leaves through the processor', async () => {
    const owed = payable(await get<PartyLedger>(partnerUrl()), 'PARTNER_COMMISSION_PAYABLE');
    const res = await payout({ amountCents: 1000 });
    expect(res.status).toBe(200);
    const after = await get<PartyLedger>(partnerUrl());
    expect(payable(after, 'PARTNER_COMMISSION_PAYABLE')).toBe(owed - 1000);
    expect(payable(after, 'PAYOUTS_IN_TRANSIT')).toBe(0);
    expect(after.items.slice(0, 3).map((e) => [e.kind, e.account, e.amountCents])).toEqual(
      expect.arrayContaining([
        ['PAYOUT_RESERVED', 'PARTNER_COMMISSION_PAYABLE', -1000],
        ['PAYOUT_SENT', 'PAYOUTS_IN_TRANSIT', -1000],
      ]),
    );
    await expectAllAddsUp();
  });

  it('a payout the processor refuses gives the amount back', async () => {
    const owed = payable(await get<PartyLedger>(partnerUrl()), 'PARTNER_COMMISSION_PAYABLE');
    const processor = suite.t.app.payments as { createPayout: typeof suite.t.app.payments.createPayout };
    const original = processor.createPayout;
    processor.createPayout = async () => ({ status: 'REFUSED', message: 'Your platform balance is too low.' });
    try {
      const res = await payout({ amountCents: 500 });
      expect([res.status, res.body.code]).toEqual([422, 'PAYOUT_REFUSED']);
    } finally {
      processor.createPayout = original;
    }
    const after = await get<PartyLedger>(partnerUrl());
    expect(payable(after, 'PARTNER_COMMISSION_PAYABLE')).toBe(owed);
    expect(after.items.some((e) => e.kind === 'PAYOUT_FAILED' && e.amountCents === 500)).toBe(true);
    await expectAllAddsUp();
  });
});

describe('the database guards the ledger', () => {
  it('refuses a transaction whose entries do not sum to zero, at commit', async () => {
    const attempt = suite.t.db.transaction().execute(async (trx) => {
      const tx = await trx
        .insertInto('ledger_transactions')
        .values({ kind: 'CHARGE_CAPTURED', source_key: 'test:unbalanced', memo: 'unbalanced' })
        .returning(['id', 'occurred_at'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_entries')
        .values([
          { transaction_id: tx.id, account: 'PLATFORM_REVENUE', party_id: null, amount_cents: 100, occurred_at: tx.occurred_at },
          { transaction_id: tx.id, account: 'PROCESSOR_CLEARING', party_id: null, amount_cents: -99, occurred_at: tx.occurred_at },
        ])
        .execute();
    });
    await expect(attempt).rejects.toThrow(/does not balance/);
    expect(await suite.t.db.selectFrom('ledger_transactions').select('id').where('source_key', '=', 'test:unbalanced').execute()).toEqual(
      [],
    );
  });

  it('refuses UPDATE and DELETE of entries and transactions', async () => {
    await expect(sql`UPDATE ledger_entries SET amount_cents = amount_cents + 1`.execute(suite.t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM ledger_entries`.execute(suite.t.db)).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE ledger_transactions SET memo = 'changed'`.execute(suite.t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM ledger_transactions`.execute(suite.t.db)).rejects.toThrow(/append-only/);
  });
});

describe('the nightly check and the admin reads', () => {
  it('finds a planted difference and opens an admin alert', async () => {
    await sql`UPDATE ledger_balances SET balance_cents = balance_cents + 1
      WHERE account = 'SALES_COMMISSION_PAYABLE' AND party_id = ${suite.salesPersonId}`.execute(suite.t.db);
    try {
      expect(await runLedgerCheckOnce(suite.t.app)).toMatchObject({ balanceDifferences: 1 });
      const alerts = await get<{ items: { kind: string; message: string; details: { balances: { party_id: string }[] } }[] }>(
        '/super-admin/alerts',
      );
      expect(alerts.items[0]).toMatchObject({ kind: 'LEDGER_MISMATCH' });
      expect(alerts.items[0].message).toMatch(/1 account balance\(s\) not equal to the sum of their entries/);
      expect(alerts.items[0].details.balances[0].party_id).toBe(suite.salesPersonId);
    } finally {
      await sql`UPDATE ledger_balances SET balance_cents = balance_cents - 1
        WHERE account = 'SALES_COMMISSION_PAYABLE' AND party_id = ${suite.salesPersonId}`.execute(suite.t.db);
    }
  });

  it('is for super admins only; a bad cursor is a 400', async () => {
    for (const url of [partnerUrl(), salesUrl(), '/super-admin/ledger/reconciliation', '/super-admin/alerts'])
      expect((await call(suite.t.app, { method: 'GET', url, token: suite.partner.session.accessToken })).status, url).toBe(403);
    const bad = await call(suite.t.app, { method: 'GET', url: `${partnerUrl()}?cursor=bm9wZQ`, token: suite.admin });
    expect([bad.status, bad.body.message]).toEqual([400, 'This page cursor is not valid: start again from the first page']);
  });
});
