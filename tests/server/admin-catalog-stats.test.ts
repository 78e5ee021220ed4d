/**
 * The administrator's most-ordered medications (Top Products): counts per product in a range, the most ordered first,
 * and their CSV download. The catalog's own calls are in admin-catalog.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { adminToken, as, fixturePartner, fixturePatient } from './helpers/admin-partners';

type Stat = { productId: string; productName: string; orders: number; patients: number; paidOrders: number; revenueCents: number };

let t: TestApp;
let admin: ReturnType<typeof as>;
const ids = { sema: '', tirz: '' };
const uuid = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t, await adminToken(t));
  const products = await t.db.selectFrom('products').select(['id', 'medication']).execute();
  ids.sema = products.find((p) => p.medication === 'semaglutide')!.id;
  ids.tirz = products.find((p) => p.medication === 'tirzepatide')!.id;
});
afterAll(() => t.close());

const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;

describe('most-ordered medications', () => {
  let range = '';
  beforeAll(async () => {
    // Orders far in the past, so that the range holds only these: 3 tirzepatide (2 paid), 1 semaglutide (paid).
    const { partnerId } = await fixturePartner(t, 'Stats Gym');
    const day = 400;
    await fixturePatient(t, partnerId, [
      { daysAgo: day, amountCents: 10_000, paid: true },
      { daysAgo: day, amountCents: 99_999, paid: false },
    ]);
    const p = await fixturePatient(t, partnerId, [
      { daysAgo: day, amountCents: 40_000, paid: true },
      { daysAgo: day, amountCents: 45_000, paid: true },
    ]);
    await t.db.updateTable('orders').set({ product_variation_key: 'tirzepatide-starter' }).where('id', 'in', p.orderIds).execute();
    await t.db
      .updateTable('orders')
      .set({ product_variation_key: 'tirzepatide-maintenance', payment_status: 'UNPAID' })
      .where('amount_cents', '=', 99_999)
      .execute();
    const at = new Date(Date.now() - day * 86_400_000).toISOString().slice(0, 10);
    range = `startDate=${at}&endDate=${at}`;
  });

  it('counts orders, patients, paid orders and revenue per product in a range, the most ordered first', async () => {
    const stats = data<{ startDate: string; products: Stat[] }>(await admin.get(`/super-admin/medication-products/stats?${range}`));
    expect(stats.products).toEqual([
      {
        productId: ids.tirz,
        productName: 'Compounded tirzepatide',
        medication: 'tirzepatide',
        orders: 3,
        patients: 2,
        paidOrders: 2,
        revenueCents: 85_000,
      },
      {
        productId: ids.sema,
        productName: 'Compounded semaglutide',
        medication: 'semaglutide',
        orders: 1,
        patients: 1,
        paidOrders: 1,
        revenueCents: 10_000,
      },
    ]);
    const recent = data<{ startDate: string; endDate: string; products: Stat[] }>(
      await admin.get('/super-admin/medication-products/stats'),
    );
    expect(recent.endDate).toBe(new Date().toISOString().slice(0, 10));
    expect(recent.products.find((p) => p.productId === ids.sema)!.orders).toBeGreaterThan(0);
    expect((await admin.get('/super-admin/medication-products/stats?startDate=2026-02-01&endDate=2026-01-01')).status).toBe(400);
    expect((await admin.get('/super-admin/medication-products/stats?startDate=2010-01-01&endDate=2026-01-01')).status).toBe(400);
    expect((await admin.get('/super-admin/medication-products/stats?startDate=yesterday')).status).toBe(400);
  });

  it('downloads the selected products as a CSV named for today, a product without orders as zeros, audited', async () => {
    const url = `/super-admin/medication-products/stats/download?ids=${ids.sema},${ids.tirz}&${range}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${await adminToken(t)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="most-ordered-medications_${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const day = range.slice(10, 20);
    expect(res.body.split('\r\n')).toEqual([
      'Product,Medication,Orders,Patients,Paid orders,Revenue (USD),Start date,End date',
      `Compounded tirzepatide,tirzepatide,3,2,2,850.00,${day},${day}`,
      `Compounded semaglutide,semaglutide,1,1,1,100.00,${day},${day}`,
      '',
    ]);
    const only = await t.app.inject({
      method: 'GET',
      url: `/api/v1/super-admin/medication-products/stats/download?ids=${ids.sema}&startDate=2001-01-01&endDate=2001-01-02`,
      headers: { authorization: `Bearer ${await adminToken(t)}` },
    });
    expect(only.body.split('\r\n')[1]).toBe('Compounded semaglutide,semaglutide,0,0,0,0.00,2001-01-01,2001-01-02');
    const exports = await t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('resource_type', '=', 'medication_stats')
      .orderBy('timestamp')
      .execute();
    expect(exports.map((e) => e.details)).toEqual([
      expect.objectContaining({ ids: [ids.sema, ids.tirz] }),
      expect.objectContaining({ ids: [ids.sema] }),
    ]);
  });

  it('refuses no selection, a bad id, a bad range (400) and an unknown product (404)', async () => {
    const get = (query: string) => admin.get(`/super-admin/medication-products/stats/download?${query}`);
    const none = await get(range);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('No medications selected');
    expect(JSON.stringify((await get(`ids=&${range}`)).body)).toContain('No medications selected');
    expect((await get(`ids=nope&${range}`)).status).toBe(400);
    expect((await get(`ids=${ids.sema}`)).status).toBe(400);
    expect((await get(`ids=${ids.sema}&startDate=2026-02-01&endDate=2026-01-01`)).status).toBe(400);
    expect((await get(`ids=${ids.sema},${uuid}&${range}`)).status).toBe(404);
  });
});
