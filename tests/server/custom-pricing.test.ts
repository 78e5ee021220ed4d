/**
 * Custom pricing (admin.customPricing.*): an administrator gives a partner its own monthly price for a product
 * variation; an order billed to that partner is priced with it when it is made (and keeps it), and the partner's
 * monthly invoice bills it at that amount.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '#server/modules/invoices/invoice-generation.service';
import { systemContext } from '#server/platform/http/context';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { checkout, checkoutBody, PROFILE, readyIntake } from './helpers/intake';
import { createPartner, type TestPartner } from './helpers/partners';

let t: TestApp;
let admin: string;
let covering: TestPartner;
let plain: TestPartner;
beforeAll(async () => {
  t = await createTestApp({ OTP_MAX_SENDS: 50 });
  admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  covering = await createPartner(t, 'priced.gym@example.test', 'Priced Gym');
  plain = await createPartner(t, 'plain.gym@example.test', 'Plain Gym');
  await t.db
    .updateTable('partners')
    .set({ billing_mode: 'PARTNER_BILLED' })
    .where('id', 'in', [covering.partnerId, plain.partnerId])
    .execute();
});
afterAll(() => t.close());

const URL = '/super-admin/custom-pricing';
const create = (payload: Record<string, unknown>, token = admin) => call(t.app, { method: 'POST', url: URL, token, payload });
const withoutCard = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'payment'));

/** A checkout through the partner's link (the partner pays): the order made. */
async function orderThrough(partnerId: string, email: string, phone: string, planId = 'quarterly') {
  const draft = await readyIntake(t.app, { ...PROFILE, email, phone }, {}, partnerId);
  const res = await checkout(t.app, draft, withoutCard(checkoutBody(draft, { planId })));
  expect(res.status).toBe(201);
  return t.db
    .selectFrom('orders')
    .select(['id', 'amount_cents', 'billed_to', 'plan_months'])
    .where('intake_id', '=', draft.id)
    .executeTakeFirstOrThrow();
}

describe('custom prices', () => {
  let priceId: string;

  it('creates one per partner and variation, with the list price beside it, and audits it', async () => {
    const res = await create({ partnerId: covering.partnerId, productVariationKey: 'semaglutide-starter', monthlyPriceCents: 19_900 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Custom price created successfully',
      data: {
        partnerId: covering.partnerId,
        partnerName: 'Priced Gym',
        productVariationKey: 'semaglutide-starter',
        monthlyPriceCents: 19_900,
        listMonthlyPriceCents: 24_900,
      },
    });
    priceId = (res.body.data as { id: string }).id;
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('resource_type', '=', 'custom_price')
      .where('resource_id', '=', priceId)
      .execute();
    expect(audit).toEqual([{ action: 'CREATE' }]);

    const again = await create({ partnerId: covering.partnerId, productVariationKey: 'semaglutide-starter', monthlyPriceCents: 1000 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already has a custom price/);
  });

  it('refuses bad input with what is wrong, and changes nothing', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ partnerId: covering.partnerId, productVariationKey: 'semaglutide-maintenance', monthlyPriceCents: 0 }, 400, /more than \$0.00/],
      [{ partnerId: covering.partnerId, productVariationKey: 'semaglutide-maintenance', monthlyPriceCents: 12.5 }, 400, /whole cents/],
      [{ partnerId: covering.partnerId, productVariationKey: 'no-such-dose', monthlyPriceCents: 1000 }, 400, /existing product variation/],
      [
        { partnerId: '00000000-0000-4000-8000-000000000000', productVariationKey: 'semaglutide-maintenance', monthlyPriceCents: 1000 },
        400,
        /existing partner/,
      ],
      [{ partnerId: covering.partnerId, productVariationKey: 'semaglutide-maintenance', monthlyPriceCents: 1000, extra: 1 }, 400, /./],
    ];
    for (const [payload, status, message] of cases) {
      const res = await create(payload);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const rows = await t.db.selectFrom('custom_prices').select('id').where('partner_id', '=', covering.partnerId).execute();
    expect(rows).toHaveLength(1);
    const bad = await call(t.app, { method: 'PUT', url: `${URL}/${priceId}`, token: admin, payload: { monthlyPriceCents: -5 } });
    expect(bad.status).toBe(400);
  });

  it('lists (of one partner, paged, searched) and reads one; an unknown id is a 404', async () => {
    await create({ partnerId: plain.partnerId, productVariationKey: 'tirzepatide-starter', monthlyPriceCents: 35_000 });
    const all = await call(t.app, { method: 'GET', url: `${URL}?limit=1`, token: admin });
    expect(all.body.data).toMatchObject({ total: 2, totalPages: 2, limit: 1 });
    const mine = await call(t.app, { method: 'GET', url: `${URL}?partnerId=${covering.partnerId}`, token: admin });
    expect((mine.body.data as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([priceId]);
    const searched = await call(t.app, { method: 'GET', url: `${URL}?search=tirzepatide`, token: admin });
    expect(searched.body.data).toMatchObject({ total: 1, items: [{ partnerName: 'Plain Gym' }] });
    const byPrice = await call(t.app, { method: 'GET', url: `${URL}?sort=monthlyPriceCents:desc`, token: admin });
    expect((byPrice.body.data as { items: { monthlyPriceCents: number }[] }).items.map((i) => i.monthlyPriceCents)).toEqual([
      35_000, 19_900,
    ]);
    const one = await call(t.app, { method: 'GET', url: `${URL}/${priceId}`, token: admin });
    expect(one.body.data).toMatchObject({ id: priceId, monthlyPriceCents: 19_900 });
    const missing = await call(t.app, { method: 'GET', url: `${URL}/00000000-0000-4000-8000-000000000000`, token: admin });
    expect(missing.status).toBe(404);
    const badSort = await call(t.app, { method: 'GET', url: `${URL}?sort=partner:asc`, token: admin });
    expect(badSort.status).toBe(400);
  });

  it('is refused to everyone but administrators (403)', async () => {
    const doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
    for (const token of [covering.session.accessToken, doctor]) {
      expect((await call(t.app, { method: 'GET', url: URL, token })).status).toBe(403);
      expect((await call(t.app, { method: 'GET', url: `${URL}/${priceId}`, token })).status).toBe(403);
      expect(
        (await create({ partnerId: covering.partnerId, productVariationKey: 'tirzepatide-starter', monthlyPriceCents: 1 }, token)).status,
      ).toBe(403);
      expect((await call(t.app, { method: 'PUT', url: `${URL}/${priceId}`, token, payload: { monthlyPriceCents: 1 } })).status).toBe(403);
      expect((await call(t.app, { method: 'DELETE', url: `${URL}/${priceId}`, token })).status).toBe(403);
    }
    expect((await call(t.app, { method: 'GET', url: URL })).status).toBe(401);
    const unchanged = await t.db
      .selectFrom('custom_prices')
      .select('monthly_price_cents')
      .where('id', '=', priceId)
      .executeTakeFirstOrThrow();
    expect(unchanged.monthly_price_cents).toBe(19_900);
  });

  it("prices the partner's orders with it (× the plan's months), keeps them when it changes, and bills them so on the invoice", async () => {
    const order = await orderThrough(covering.partnerId, 'priced.patient@example.test', '(202) 555-0171');
    expect(order).toMatchObject({ billed_to: 'PARTNER', plan_months: 3, amount_cents: 19_900 * 3 });
    // Another variation (no custom price) and another partner: the list price, the quarterly plan's 10% off.
    const listPriced = await orderThrough(plain.partnerId, 'plain.patient@example.test', '(202) 555-0172');
    expect(listPriced.amount_cents).toBe(Math.round(24_900 * 3 * 0.9));

    const changed = await call(t.app, { method: 'PUT', url: `${URL}/${priceId}`, token: admin, payload: { monthlyPriceCents: 17_900 } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: 'Custom price updated successfully', data: { monthlyPriceCents: 17_900 } });
    const kept = await t.db.selectFrom('orders').select('amount_cents').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(kept.amount_cents).toBe(19_900 * 3);

    await sql`UPDATE orders SET status = 'APPROVED', doctor_approve_questions_status = 'APPROVED', created_at = '2025-04-10T10:00:00Z' WHERE id = ${order.id}`.execute(
      t.db,
    );
    await generateInvoices(systemContext(t.app, 'custom pricing test'), { periodStart: '2025-04-01', periodEnd: '2025-04-30' });
    const list = await call(t.app, { method: 'GET', url: '/gym-owner/invoices', token: covering.session.accessToken });
    const [invoice] = (list.body.data as { items: { id: string; subtotalCents: number }[] }).items;
    const detail = await call(t.app, { method: 'GET', url: `/gym-owner/invoices/${invoice.id}`, token: covering.session.accessToken });
    expect(detail.body.data).toMatchObject({ subtotalCents: 59_700, items: [{ orderId: order.id, amountCents: 59_700 }] });

    const next = await orderThrough(covering.partnerId, 'priced.later@example.test', '(202) 555-0173', 'monthly');
    expect(next.amount_cents).toBe(17_900);
  });

  it('deletes one (audited); the partner pays the list price again; deleting again is a 404', async () => {
    const res = await call(t.app, { method: 'DELETE', url: `${URL}/${priceId}`, token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Custom price deleted successfully' });
    expect((await call(t.app, { method: 'DELETE', url: `${URL}/${priceId}`, token: admin })).status).toBe(404);
    expect((await call(t.app, { method: 'PUT', url: `${URL}/${priceId}`, token: admin, payload: { monthlyPriceCents: 5 } })).status).toBe(
      404,
    );
    const order = await orderThrough(covering.partnerId, 'priced.after@example.test', '(202) 555-0174', 'monthly');
    expect(order.amount_cents).toBe(24_900);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('resource_type', '=', 'custom_price')
      .where('resource_id', '=', priceId)
      .orderBy('timestamp')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });
});
