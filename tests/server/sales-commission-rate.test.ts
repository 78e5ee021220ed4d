/**
 * A super admin sets a sales person's commission rate (README "Sales portal"): 0 to 5000 basis points, audited, and
 * applied to later orders only (the orders trigger of migration 0030 snapshots the rate when an order is made).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, demoSalesPerson, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let admin: string;
let salesUserId: string;
let summitId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  const sales = await demoSalesPerson(t.db);
  salesUserId = sales.user_id;
  summitId = (await t.db.selectFrom('partners').select('id').where('sales_person_id', '=', sales.id).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const url = (userId: string) => `/super-admin/sales-people/${userId}/commission-rate`;
const put = (userId: string, payload: object, token = admin) => call(t.app, { method: 'PUT', url: url(userId), token, payload });

/** An order of one of Summit's patients (or any patient, moved to Summit): the trigger snapshots the rate. */
async function summitOrder() {
  const patient = await t.db.selectFrom('patients').select('id').limit(1).executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('orders')
    .values({ patient_id: patient.id, partner_id: summitId, product_variation_key: 'semaglutide-starter', amount_cents: 24900 })
    .returning(['id', 'sales_commission_rate_bps'])
    .executeTakeFirstOrThrow();
  return row;
}

describe("a sales person's commission rate", () => {
  it('is read and set by a super admin, applies to later orders only, and is audited', async () => {
    const before = await call(t.app, { method: 'GET', url: url(salesUserId), token: admin });
    expect(before.body.data).toMatchObject({ userId: salesUserId, name: 'Sam Sellers', commissionRateBps: 1000 });
    const earlier = await summitOrder();
    expect(earlier.sales_commission_rate_bps).toBe(1000);

    const res = await put(salesUserId, { commissionRateBps: 1500 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ commissionRateBps: 1500 });
    const later = await summitOrder();
    expect(later.sales_commission_rate_bps).toBe(1500);
    const kept = await t.db.selectFrom('orders').select('sales_commission_rate_bps').where('id', '=', earlier.id).executeTakeFirstOrThrow();
    expect(kept.sales_commission_rate_bps).toBe(1000);
    expect(await auditOutcomes(t.db, { action: 'UPDATE_COMMISSION_RATE', resource_type: 'sales_person' })).toEqual(['SUCCESS']);
  });

  it('refuses a rate outside 0 to 50% with 400, and changes nothing', async () => {
    for (const bad of [-1, 5001, 12.5, '1000', null]) expect((await put(salesUserId, { commissionRateBps: bad })).status).toBe(400);
    const row = (await call(t.app, { method: 'GET', url: url(salesUserId), token: admin })).body.data as { commissionRateBps: number };
    expect(row.commissionRateBps).toBe(1500);
    expect((await put(salesUserId, { commissionRateBps: 5000 })).status).toBe(200);
    expect((await put(salesUserId, { commissionRateBps: 0 })).status).toBe(200);
  });

  it('is 404 for an account that is not a sales person, 403 for anyone but a super admin', async () => {
    const partner = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
    expect((await put(partner.user.id as string, { commissionRateBps: 100 })).status).toBe(404);
    const sales = await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
    expect((await put(salesUserId, { commissionRateBps: 5000 }, sales.accessToken)).status).toBe(403);
    expect((await put(salesUserId, { commissionRateBps: 5000 }, partner.accessToken)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: url(salesUserId), token: sales.accessToken })).status).toBe(403);
  });
});
