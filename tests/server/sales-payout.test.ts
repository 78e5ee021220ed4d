/**
 * Sales payouts (admin.salesPeople.payout): an administrator sends a sales person the commission they are owed (their
 * ledger's commission, minus payouts sent or pending), through the payments adapter, exactly as a partner's payouts
 * (payouts.test.ts): never more than owed, even at once; a refusal is FAILED and owed again, an unreachable processor
 * leaves it PENDING and counted. The admin reads the balance and history on GET /super-admin/sales-people/{userId}/payouts;
 * the sales person on GET /transactions?kind=PAYOUT.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOutcomes } from './helpers/audit';
import { call, createTestApp, DEMO_PASSWORD, latestCode, signIn, type Session, type TestApp } from './helpers/app';
import { insertPartner, paidOrderThrough } from './helpers/partners';
import { postPayout, scriptedPayouts, type Balance } from './helpers/payouts';

const { processor, payments } = scriptedPayouts();

type PayoutsPage = {
  items: { id: string; amountCents: number; status: string; createdAt: string }[];
  total: number;
  totalPages: number;
  balance: Balance;
  name?: string;
  payoutAccountStatus?: string;
};

let t: TestApp;
let admin: string;
let sales: Session;
let salesUserId: string;
let salesPersonId: string;
/** A second sales person, signed up without a payout account, given one of the demo sales person's paid orders. */
let other: { session: Session; userId: string; salesPersonId: string };
let owedAtStart: number;

async function signUpSalesPerson(email: string): Promise<Session> {
  const payload = { firstName: 'Petra', lastName: 'Payee', email, password: 'a-long-password-1', phoneNumber: '(202) 555-0178' };
  expect((await call(t.app, { method: 'POST', url: '/auth/sign-up/sales-person', payload })).status).toBe(201);
  const code = await latestCode(t.app, email);
  const verified = await call(t.app, { method: 'POST', url: '/auth/verify-otp', payload: { email, code } });
  expect(verified.status).toBe(200);
  return verified.body.data as unknown as Session;
}

const salesPersonOf = async (userId: string) =>
  (await t.db.selectFrom('sales_people').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp({ OTP_MAX_SENDS: 50 }, undefined, { payments });
  admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  sales = await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
  salesUserId = sales.user.id as string;
  salesPersonId = await salesPersonOf(salesUserId);
  const otherSession = await signUpSalesPerson('payee.sales@example.test');
  const otherUserId = otherSession.user.id as string;
  other = { session: otherSession, userId: otherUserId, salesPersonId: await salesPersonOf(otherUserId) };
  // The other sales person brings in a partner whose patient pays an order: they earn their commission on it in the
  // ledger with the payment (an order moved to them afterwards would keep its commission with whoever earned it).
  const { partnerId } = await insertPartner(
    t,
    { email: 'payee.partner@example.test', first_name: 'Pia', last_name: 'Payee', phone_number: null },
    { business_name: 'Payee Gym' },
  );
  await sql`UPDATE partners SET sales_person_id = ${other.salesPersonId} WHERE id = ${partnerId}`.execute(t.db);
  await paidOrderThrough(t, partnerId, 'payee.patient@example.test', '(202) 555-0179');
  // The demo sales person connects their payout account (the sandbox's is ready at once).
  const connected = await call(t.app, { method: 'POST', url: '/sales/account-connect', token: sales.accessToken, payload: {} });
  expect(connected.status, JSON.stringify(connected.body)).toBeLessThan(300);
});
afterAll(() => t.close());

const payout = (userId: string, payload: Record<string, unknown> | undefined, key?: string, token = admin) =>
  postPayout(t, `/super-admin/sales-people/${userId}/payout`, token, payload, key);
const adminList = async (userId: string, query = '') => {
  const res = await call(t.app, { method: 'GET', url: `/super-admin/sales-people/${userId}/payouts${query}`, token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as PayoutsPage;
};
const balanceOf = async (userId: string) => (await adminList(userId)).balance;
const sentCents = async (id: string) =>
  (
    await t.db.selectFrom('payouts').select('amount_cents').where('sales_person_id', '=', id).where('status', '!=', 'FAILED').execute()
  ).reduce((sum, r) => sum + r.amount_cents, 0);

describe("a sales person's balance", () => {
  it('is the commission they earned (their summary), nothing paid out yet; with their name and payout account', async () => {
    const summary = await call(t.app, { method: 'GET', url: '/sales/summary', token: sales.accessToken });
    const earned = (summary.body.data as { commissionCents: number }).commissionCents;
    const page = await adminList(salesUserId);
    expect(page).toMatchObject({
      total: 0,
      items: [],
      name: 'Sam Sellers',
      payoutAccountStatus: 'ACTIVE',
      balance: { earnedCents: earned, paidOutCents: 0, owedCents: earned },
    });
    expect(earned).toBeGreaterThan(1000);
    owedAtStart = earned;
  });

  it('is for administrators only (403), of a sales person only (404)', async () => {
    const partner = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    for (const token of [sales.accessToken, partner.accessToken, doctor.accessToken]) {
      const list = await call(t.app, { method: 'GET', url: `/super-admin/sales-people/${salesUserId}/payouts`, token });
      expect(list.status).toBe(403);
      expect((await payout(salesUserId, { amountCents: 100 }, undefined, token)).status).toBe(403);
    }
    for (const userId of ['00000000-0000-4000-8000-000000000000', partner.user.id as string]) {
      expect((await call(t.app, { method: 'GET', url: `/super-admin/sales-people/${userId}/payouts`, token: admin })).status).toBe(404);
      const res = await payout(userId, {});
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Sales person not found');
    }
    expect((await call(t.app, { method: 'GET', url: '/super-admin/sales-people/not-a-uuid/payouts', token: admin })).status).toBe(400);
    expect((await call(t.app, { method: 'POST', url: `/super-admin/sales-people/${salesUserId}/payout`, payload: {} })).status).toBe(401);
    expect(processor.calls).toEqual([]);
  });
});

describe('sending a sales person a payout', () => {
  it('refuses one without a connected payout account (422), naming a sales person', async () => {
    expect((await balanceOf(other.userId)).owedCents).toBeGreaterThan(0);
    const res = await payout(other.userId, {});
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'NO_PAYOUT_ACCOUNT',
      message: expect.stringMatching(/This sales person has not connected a payout account/),
    });
    expect(processor.calls).toEqual([]);
  });

  it('refuses bad input and more than owed (422, with the amount), sending nothing', async () => {
    for (const amountCents of [0, -5, 10.5, '100'])
      expect((await payout(salesUserId, { amountCents })).status, String(amountCents)).toBe(400);
    const over = await payout(salesUserId, { amountCents: owedAtStart + 1 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'MORE_THAN_OWED' });
    expect(over.body.message).toMatch(/at most what this sales person is owed/);
    expect(processor.calls).toEqual([]);
    expect(await sentCents(salesPersonId)).toBe(0);
  });

  it('sends part of what is owed through the adapter, keyed by the payout, audited; a repeat with the same key is answered once', async () => {
    const res = await payout(salesUserId, { amountCents: 1000 }, 'sales-payout-key-1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Payout has been sent successfully',
      data: { payout: { amountCents: 1000, status: 'SENT' }, balance: { paidOutCents: 1000, owedCents: owedAtStart - 1000 } },
    });
    const again = await payout(salesUserId, { amountCents: 1000 }, 'sales-payout-key-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(processor.calls).toHaveLength(1);
    const row = await t.db.selectFrom('payouts').selectAll().where('sales_person_id', '=', salesPersonId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'SENT',
      partner_id: null,
      provider: 'sandbox',
      provider_ref: expect.stringMatching(/^sandbox_tr_/),
    });
    expect(processor.calls[0]).toMatchObject({
      amountCents: 1000,
      idempotencyKey: `payout-${row.id}`,
      accountRef: expect.stringMatching(/^sandbox_acct_/),
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['resource_type', 'resource_id', 'details'])
      .where('action', '=', 'PAYOUT')
      .execute();
    expect(audit).toEqual([
      {
        resource_type: 'sales_person',
        resource_id: salesPersonId,
        details: expect.objectContaining({ payoutId: row.id, amountCents: 1000 }),
      },
    ]);
  });

  it('a refusal by the processor is a 422 with its reason: the payout is FAILED, audited, and the amount owed again', async () => {
    processor.refuses = true;
    const res = await payout(salesUserId, { amountCents: 500 });
    processor.refuses = false;
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'PAYOUT_REFUSED', message: expect.stringMatching(/platform balance is too low/) });
    expect((await balanceOf(salesUserId)).owedCents).toBe(owedAtStart - 1000);
    const failed = await t.db
      .selectFrom('payouts')
      .select('status')
      .where('sales_person_id', '=', salesPersonId)
      .where('amount_cents', '=', 500)
      .execute();
    expect(failed).toEqual([{ status: 'FAILED' }]);
    expect(await auditOutcomes(t.db, { action: 'PAYOUT_FAILED', resource_type: 'sales_person', resource_id: salesPersonId })).toEqual([
      'FAILURE',
    ]);
  });

  it('two payouts of the whole balance at once: the second sees the first (422), and nothing more is owed', async () => {
    const owed = (await balanceOf(salesUserId)).owedCents;
    const results = await Promise.all([
      payout(salesUserId, { amountCents: owed }, 'sales-at-once-1'),
      payout(salesUserId, {}, 'sales-at-once-2'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await sentCents(salesPersonId)).toBe(owedAtStart);
    expect(await balanceOf(salesUserId)).toMatchObject({ owedCents: 0, paidOutCents: owedAtStart });
    const nothing = await payout(salesUserId, undefined);
    expect(nothing.status).toBe(422);
    expect(nothing.body).toMatchObject({ code: 'NOTHING_OWED', message: expect.stringMatching(/Nothing is owed to this sales person/) });
  });

  it('an unreachable processor leaves the payout pending (503): it still counts, so nothing is sent twice', async () => {
    await t.db
      .updateTable('sales_people')
      .set({ payout_account_status: 'ACTIVE', payout_account_ref: 'sandbox_acct_payee' })
      .where('id', '=', other.salesPersonId)
      .execute();
    processor.down = true;
    const res = await payout(other.userId, {});
    processor.down = false;
    expect(res.status).toBe(503);
    expect(await balanceOf(other.userId)).toMatchObject({ owedCents: 0 });
    const rows = await t.db.selectFrom('payouts').select('status').where('sales_person_id', '=', other.salesPersonId).execute();
    expect(rows).toEqual([{ status: 'PENDING' }]);
  });

  it('a payout names exactly one payee (the CHECK of migration 0044)', async () => {
    const partnerId = (await t.db.selectFrom('partners').select('id').executeTakeFirstOrThrow()).id;
    const insert = (values: { partner_id?: string; sales_person_id?: string }) =>
      t.db
        .insertInto('payouts')
        .values({ ...values, amount_cents: 1, provider: 'sandbox' })
        .execute();
    await expect(insert({})).rejects.toThrow(/payouts_one_payee/);
    await expect(insert({ partner_id: partnerId, sales_person_id: salesPersonId })).rejects.toThrow(/payouts_one_payee/);
  });
});

describe('the payouts lists', () => {
  it("the admin's: paged in SQL, newest first, FAILED ones listed but not counted", async () => {
    const page = await adminList(salesUserId, '?limit=2');
    expect(page).toMatchObject({ total: 3, totalPages: 2, balance: { owedCents: 0, paidOutCents: owedAtStart } });
    expect(page.items).toHaveLength(2);
    expect(page.items[0].createdAt >= page.items[1].createdAt).toBe(true);
    const oldest = await adminList(salesUserId, '?sort=occurredAt:asc&limit=1');
    expect(oldest.items[0]).toMatchObject({ amountCents: 1000, status: 'SENT' });
    expect(await auditOutcomes(t.db, { action: 'LIST', resource_type: 'payout' })).toContain('SUCCESS');
  });

  it("the sales person's own: GET /transactions?kind=PAYOUT, only theirs; the ledger is unchanged by default", async () => {
    const res = await call(t.app, { method: 'GET', url: '/transactions?kind=PAYOUT', token: sales.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'PAYOUT', total: 3, balance: { earnedCents: owedAtStart, owedCents: 0 } });
    const theirs = await call(t.app, { method: 'GET', url: '/transactions?kind=PAYOUT', token: other.session.accessToken });
    expect(theirs.body.data).toMatchObject({ total: 1, items: [{ status: 'PENDING' }], balance: { owedCents: 0 } });
    const ledger = await call(t.app, { method: 'GET', url: '/transactions', token: sales.accessToken });
    expect((ledger.body.data as { items: { kind: string }[] }).items[0].kind).toMatch(/PAYMENT|REFUND/);
    expect((await call(t.app, { method: 'GET', url: '/transactions?kind=NOPE', token: sales.accessToken })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/transactions?kind=PAYOUT', token: admin })).status).toBe(403);
  });
});
