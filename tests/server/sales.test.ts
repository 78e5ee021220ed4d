/**
 * The sales portal's API over HTTP (README, "Sales portal"): a sales person sees only the partners they brought in,
 * brings in new ones (e-mail checked first, one transaction, an e-mail to the partner), and earns their own rate on
 * those partners' paid orders (the rate when each order was made), net of refunds; the figures reconcile with the
 * partner's own paid orders. Other roles are refused (403), another sales person's partner is a 404.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postExistingMoney } from '#server/platform/db/migrations/0046-ledger';
import {
  call,
  createTestApp,
  DEMO_PASSWORD,
  latestCode,
  salesPersonIdByEmail,
  send,
  signIn,
  type Session,
  type TestApp,
} from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { demoPartner, get, paidOrderThrough, type TestPartner } from './helpers/partners';

let t: TestApp;
let sales: Session;
let other: Session;
let summit: TestPartner;
let salesPersonId: string;

type Json = Record<string, unknown>;
const data = async (url: string, token: string) => {
  const res = await get(t, url, token);
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as Json;
};

/** A second sales person, signed up through the public sign-up and its code, as a new one would. */
async function signUpSalesPerson(email: string): Promise<Session> {
  const payload = { firstName: 'Olivia', lastName: 'Other', email, password: 'a-long-password-1', phoneNumber: '(202) 555-0177' };
  const res = await call(t.app, { method: 'POST', url: '/auth/sign-up/sales-person', payload });
  expect(res.status).toBe(201);
  const code = await latestCode(t.app, email);
  const verified = await call(t.app, { method: 'POST', url: '/auth/verify-otp', payload: { email, code } });
  expect(verified.status).toBe(200);
  return verified.body.data as unknown as Session;
}

beforeAll(async () => {
  t = await createTestApp();
  sales = await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
  other = await signUpSalesPerson('other.sales@example.test');
  summit = await demoPartner(t);
  salesPersonId = await salesPersonIdByEmail(t.db, 'sales@demo.test');
});
afterAll(() => t.close());

/** What the ledger must say, computed here from the tables: the partner's settled payments less settled refunds. */
async function partnerMoney(partnerId: string, rateBps: (orderId: string) => number) {
  const orders = t.db.selectFrom('orders').select('id').where('partner_id', '=', partnerId);
  // A settled payment adds to the sales, a settled refund takes away.
  const settled = (table: 'payments' | 'refunds') =>
    t.db
      .selectFrom(table)
      .select(['amount_cents', 'order_id as id'])
      .where('order_id', 'in', orders)
      .where('status', '=', 'SUCCEEDED')
      .$narrowType<{ id: string }>() // an order's, so never null
      .execute();
  const [payments, refunds] = await Promise.all([settled('payments'), settled('refunds')]);
  const cut = (cents: number, id: string) => Math.round((cents * rateBps(id)) / 10000);
  return {
    salesCents: payments.reduce((n, p) => n + p.amount_cents, 0) - refunds.reduce((n, r) => n + r.amount_cents, 0),
    commissionCents:
      payments.reduce((n, p) => n + cut(p.amount_cents, p.id), 0) - refunds.reduce((n, r) => n + cut(r.amount_cents, r.id), 0),
    paidOrders: new Set(payments.map((p) => p.id)).size,
  };
}

const SALES_CALLS: [string, string, unknown?][] = [
  ['GET', '/sales/summary'],
  ['GET', '/sales/partners'],
  ['GET', '/sales/partner-registered'],
  ['GET', '/sales/commission-earned'],
  ['GET', '/transactions'],
  ['GET', '/users/check-exist?email=someone@example.test'],
  [
    'POST',
    '/sales/partner',
    { businessName: 'X', firstName: 'A', lastName: 'B', email: 'x.refused@example.test', password: 'a-long-password-1' },
  ],
  ['PUT', '/sales', { firstName: 'Mallory' }],
  ['POST', '/sales/account-connect', {}],
];

describe('who may call the sales API', () => {
  it('refuses every other role with 403, and no token with 401; nothing is made', async () => {
    const partner = summit.session.accessToken;
    const admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
    const patient = (await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
    for (const [method, url, payload] of SALES_CALLS) {
      for (const token of [partner, admin, patient]) {
        const res =
          method === 'GET' ? await get(t, url, token) : await send(t.app, method as 'POST', url, token, payload as Json | undefined);
        expect(res.status, `${method} ${url}`).toBe(403);
      }
      const anonymous = await call(t.app, { method: method as 'GET', url, payload: payload as Json });
      expect(anonymous.status, `${method} ${url} without a token`).toBe(401);
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'x.refused@example.test').execute()).toEqual([]);
    const summitOfSales = `/sales/partners/${summit.partnerId}`;
    expect((await get(t, summitOfSales, partner)).status).toBe(403);
  });

  it('answers another sales person’s partner with 404 and a DENIED row; their list and money are empty', async () => {
    const res = await get(t, `/sales/partners/${summit.partnerId}`, other.accessToken);
    expect(res.status).toBe(404);
    expect(await auditOutcomes(t.db, { resource_id: summit.partnerId, actor_user_id: other.user.id as string })).toEqual(['DENIED']);
    expect(await data('/sales/partners', other.accessToken)).toMatchObject({ items: [], total: 0 });
    expect(await data('/transactions', other.accessToken)).toMatchObject({ items: [], total: 0 });
    expect(await data('/sales/summary', other.accessToken)).toMatchObject({
      partnerCount: 0,
      paidOrderCount: 0,
      salesCents: 0,
      commissionCents: 0,
      commissionRateBps: 1000,
      payoutAccount: { status: 'NOT_CONNECTED', connectedAt: null },
    });
  });
});

describe('the demo sales person’s partners and money', () => {
  it('lists Summit Strength Gym only, searched in SQL, with its patients counted', async () => {
    const page = await data('/sales/partners', sales.accessToken);
    expect(page).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    const [row] = page.items as Json[];
    expect(row).toMatchObject({ id: summit.partnerId, businessName: 'Summit Strength Gym', email: 'partner@demo.test' });
    expect(row.patientCount).toBeGreaterThan(0);
    expect(await data('/sales/partners?search=summit', sales.accessToken)).toMatchObject({ total: 1 });
    expect(await data('/sales/partners?search=nowhere', sales.accessToken)).toMatchObject({ total: 0, items: [] });
    expect((await get(t, '/sales/partners?sort=name:asc', sales.accessToken)).status).toBe(400);
    expect(await auditOutcomes(t.db, { action: 'LIST', resource_type: 'partner', actor_user_id: sales.user.id as string })).toContain(
      'SUCCESS',
    );
  });

  it('reconciles the summary, the partner detail and the transactions with the partner’s own paid orders', async () => {
    const expected = await partnerMoney(summit.partnerId, () => 1000);
    expect(expected.paidOrders).toBeGreaterThan(2);
    const summary = await data('/sales/summary', sales.accessToken);
    expect(summary).toMatchObject({ partnerCount: 1, commissionRateBps: 1000, ...{ salesCents: expected.salesCents } });
    expect(summary.commissionCents).toBe(expected.commissionCents);
    expect(summary.paidOrderCount).toBe(expected.paidOrders);
    const detail = await data(`/sales/partners/${summit.partnerId}`, sales.accessToken);
    expect(detail).toMatchObject({
      salesCents: expected.salesCents,
      commissionCents: expected.commissionCents,
      paidOrderCount: expected.paidOrders,
      businessName: 'Summit Strength Gym',
    });
    // The partner's own ledger says the same sales.
    const partnerSide = await data('/gym-owner/commission-earned?period=month&startDate=2022-01-01', summit.session.accessToken);
    expect((partnerSide.periods as { salesCents: number }[]).reduce((n, p) => n + p.salesCents, 0)).toBe(expected.salesCents);
    const lines = await data('/transactions?limit=100', sales.accessToken);
    const items = lines.items as { commissionCents: number; amountCents: number; businessName: string }[];
    expect(items.reduce((n, l) => n + l.commissionCents, 0)).toBe(expected.commissionCents);
    expect(items.reduce((n, l) => n + l.amountCents, 0)).toBe(expected.salesCents);
    expect(new Set(items.map((l) => l.businessName))).toEqual(new Set(['Summit Strength Gym']));
    const series = await data('/sales/commission-earned?period=month&startDate=2022-01-01', sales.accessToken);
    expect(series.totalCents).toBe(expected.commissionCents);
  });

  it('pages the transactions in SQL', async () => {
    const all = await data('/transactions?limit=100', sales.accessToken);
    const second = await data('/transactions?limit=2&page=2', sales.accessToken);
    expect(second).toMatchObject({ page: 2, limit: 2, total: all.total });
    expect((second.items as Json[]).map((i) => i.id)).toEqual((all.items as Json[]).slice(2, 4).map((i) => i.id));
    const oldest = await data('/transactions?limit=100&sort=occurredAt:asc', sales.accessToken);
    expect((oldest.items as Json[]).map((i) => i.id)).toEqual([...(all.items as Json[])].reverse().map((i) => i.id));
  });

  it('counts partners registered per period, and refuses a reversed range', async () => {
    const series = await data('/sales/partner-registered?period=month&startDate=2022-01-01', sales.accessToken);
    expect(series.total).toBe(1);
    expect((series.points as Json[])[0]).toMatchObject({ count: 1 });
    expect((await get(t, '/sales/partner-registered?startDate=2026-02-01&endDate=2026-01-01', sales.accessToken)).status).toBe(400);
  });
});

describe('bringing in a partner', () => {
  const body = {
    businessName: 'Riverside Rowing Club',
    firstName: 'Rita',
    lastName: 'Rivers',
    email: 'rita.rivers@example.test',
    phoneNumber: '(202) 555-0190',
    password: 'a-long-password-1',
  };
  let newPartnerId = '';

  it('checks whether an email is already an account’s', async () => {
    expect(await data('/users/check-exist?email=PARTNER@demo.test', sales.accessToken)).toEqual({ exists: true });
    expect(await data(`/users/check-exist?email=${body.email}`, sales.accessToken)).toEqual({ exists: false });
    expect((await get(t, '/users/check-exist?email=not-an-email', sales.accessToken)).status).toBe(400);
  });

  it('refuses an email in use with 409 and bad input with 400, making nothing', async () => {
    const before = await t.db.selectFrom('partners').select('id').execute();
    const taken = await send(t.app, 'POST', '/sales/partner', sales.accessToken, { ...body, email: 'patient@demo.test' });
    expect([taken.status, taken.body.message]).toEqual([409, 'An account with this email already exists']);
    const short = await send(t.app, 'POST', '/sales/partner', sales.accessToken, { ...body, password: 'short' });
    expect(short.status).toBe(400);
    const phone = await send(t.app, 'POST', '/sales/partner', sales.accessToken, { ...body, phoneNumber: '12345678' });
    expect(phone.status).toBe(400);
    expect(await t.db.selectFrom('partners').select('id').execute()).toHaveLength(before.length);
  });

  it('makes the account and the partner, attached to the sales person, audited, and emails the partner', async () => {
    const res = await send(t.app, 'POST', '/sales/partner', sales.accessToken, body);
    expect([res.status, res.body.message]).toEqual([201, 'Partner created successfully']);
    const created = res.body.data as Json;
    expect(created).toMatchObject({ businessName: body.businessName, email: body.email, patientCount: 0, commissionCents: 0 });
    newPartnerId = created.id as string;
    const row = await t.db
      .selectFrom('partners')
      .innerJoin('users', 'users.id', 'partners.user_id')
      .select(['partners.sales_person_id', 'users.role', 'users.phone_number'])
      .where('partners.id', '=', newPartnerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sales_person_id: salesPersonId, role: 'GYM_OWNER', phone_number: '+12025550190' });
    expect(await auditOutcomes(t.db, { action: 'CREATE', resource_id: newPartnerId, actor_user_id: sales.user.id as string })).toEqual([
      'SUCCESS',
    ]);
    const outbox = await call(t.app, { method: 'GET', url: `/dev/outbox?to=${body.email}&limit=1` });
    const [mail] = outbox.body.data as unknown as { subject: string; body: string }[];
    expect(mail.subject).toBe('Your partner account');
    expect(mail.body).toContain('http://gymowner.localhost:3000/sign-in');
    expect(mail.body).not.toContain(body.password);
    // The partner signs in with the password the sales person gave them.
    const partnerSession = await signIn(t.app, body.email, body.password);
    expect(partnerSession.user.role).toBe('GYM_OWNER');
    expect((await send(t.app, 'POST', '/sales/partner', sales.accessToken, body)).status).toBe(409);
    expect(await data('/sales/partners', sales.accessToken)).toMatchObject({ total: 2 });
    expect(await data('/sales/partners', other.accessToken)).toMatchObject({ total: 0 });
  });

  it('earns the sales person’s rate on the new partner’s paid orders, the rate of when each order was made; a refund takes it back', async () => {
    const before = await data('/sales/summary', sales.accessToken);
    const first = await paidOrderThrough(t, newPartnerId, 'river.one@example.test', '(202) 555-0191');
    const firstAmount = (await t.db.selectFrom('orders').select('amount_cents').where('id', '=', first).executeTakeFirstOrThrow())
      .amount_cents;
    const after = await data('/sales/summary', sales.accessToken);
    expect((after.commissionCents as number) - (before.commissionCents as number)).toBe(Math.round(firstAmount / 10));
    expect(after.paidOrderCount).toBe((before.paidOrderCount as number) + 1);

    // An administrator raises the rate to 15%: only later orders earn it.
    await t.db.updateTable('sales_people').set({ commission_rate_bps: 1500 }).where('id', '=', salesPersonId).execute();
    const second = await paidOrderThrough(t, newPartnerId, 'river.two@example.test', '(202) 555-0192');
    const rates = new Map(
      (await t.db.selectFrom('orders').select(['id', 'sales_commission_rate_bps']).where('id', 'in', [first, second]).execute()).map(
        (o) => [o.id, o.sales_commission_rate_bps],
      ),
    );
    expect([rates.get(first), rates.get(second)]).toEqual([1000, 1500]);
    const expected = await partnerMoney(newPartnerId, (id) => rates.get(id) ?? 0);
    const detail = await data(`/sales/partners/${newPartnerId}`, sales.accessToken);
    expect(detail).toMatchObject({ paidOrderCount: 2, salesCents: expected.salesCents, commissionCents: expected.commissionCents });

    // A full refund of the first order takes back exactly what it earned.
    const payment = await t.db.selectFrom('payments').selectAll().where('order_id', '=', first).executeTakeFirstOrThrow();
    await t.db
      .insertInto('refunds')
      .values({
        payment_id: payment.id,
        order_id: first,
        amount_cents: payment.amount_cents,
        reason: 'DENIED',
        status: 'SUCCEEDED',
        provider: 'sandbox',
        settled_at: new Date(),
      })
      .execute();
    // A refund row written outside the app (as before the ledger) is posted as the migration posts existing rows.
    await postExistingMoney(t.db as unknown as Kysely<unknown>);
    const refunded = await data(`/sales/partners/${newPartnerId}`, sales.accessToken);
    expect(refunded.commissionCents).toBe(expected.commissionCents - Math.round(payment.amount_cents / 10));
    const reconciled = await partnerMoney(newPartnerId, (id) => rates.get(id) ?? 0);
    expect(refunded).toMatchObject({ salesCents: reconciled.salesCents, commissionCents: reconciled.commissionCents });
    const lines = await data('/transactions?limit=3', sales.accessToken);
    expect((lines.items as Json[])[0]).toMatchObject({ kind: 'REFUND', partnerId: newPartnerId, businessName: body.businessName });
    // The partner's own commission is its own rate, untouched by the sales person's.
    const partnerLedger = await partnerMoney(newPartnerId, () => 1000);
    expect(refunded.salesCents).toBe(partnerLedger.salesCents);
  });
});

describe('the sales person’s own account', () => {
  it('changes the name and phone (only the fields sent), audited; a bad phone is a 400', async () => {
    const res = await send(t.app, 'PUT', '/sales', sales.accessToken, { firstName: 'Samuel', phoneNumber: '(202) 555-0199' });
    expect([res.status, res.body.message]).toEqual([200, 'Profile updated successfully']);
    expect(res.body.data).toMatchObject({ firstName: 'Samuel', lastName: 'Sellers', phoneNumber: '+12025550199' });
    expect((await send(t.app, 'PUT', '/sales', sales.accessToken, { phoneNumber: '123' })).status).toBe(400);
    expect((await send(t.app, 'PUT', '/sales', sales.accessToken, {})).status).toBe(400);
    expect((await send(t.app, 'PUT', '/sales', sales.accessToken, { role: 'SUPER_ADMIN' })).status).toBe(400);
    expect(await auditOutcomes(t.db, { action: 'UPDATE', resource_type: 'sales_profile' })).toEqual(['SUCCESS']);
  });

  it('connects the payout account through the payments adapter (the sandbox is ready at once)', async () => {
    const res = await send(t.app, 'POST', '/sales/account-connect', sales.accessToken, {});
    expect([res.status, res.body.message]).toEqual([200, 'Payout account connected successfully']);
    expect(res.body.data).toMatchObject({ status: 'ACTIVE', onboardingUrl: null });
    expect((await data('/sales/summary', sales.accessToken)).payoutAccount).toMatchObject({ status: 'ACTIVE' });
    expect(await auditOutcomes(t.db, { action: 'CONNECT_PAYOUT_ACCOUNT', resource_id: salesPersonId })).toEqual(['SUCCESS']);
  });
});
