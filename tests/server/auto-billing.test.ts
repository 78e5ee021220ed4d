/**
 * Auto-billing: an administrator sets it on a partner; each run charges the partner's OPEN invoices to its default
 * card through the same idempotent charge as the partner's own "Pay", and writes one billing job log row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAutoBilling } from '#server/modules/invoices/auto-billing.service';
import { systemContext } from '#server/platform/http/context';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { demoPartner, type TestPartner } from './helpers/partners';

let t: TestApp;
let partner: TestPartner;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  partner = await demoPartner(t);
  admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
});
afterAll(() => t.close());

const run = () => runAutoBilling(systemContext(t.app, 'auto-billing test'));
const invoicesOf = (status: string) =>
  t.db
    .selectFrom('invoices')
    .select(['id', 'number', 'total_cents'])
    .where('partner_id', '=', partner.partnerId)
    .where('status', '=', status as never)
    .orderBy('number')
    .execute();
const logs = () => t.db.selectFrom('billing_job_logs').selectAll().orderBy('started_at').execute();

describe('auto-billing runs', () => {
  it('charges nothing of a partner without auto-billing, and still logs the run', async () => {
    expect((await invoicesOf('OPEN')).length).toBe(2);
    expect(await run()).toEqual({ attempted: 0, paid: 0, failed: 0 });
    expect(await logs()).toEqual([expect.objectContaining({ invoices_attempted: 0, invoices_paid: 0, failures: [] })]);
  });

  it("once an administrator sets it, tries the partner's open invoices; without a card each fails, saying why", async () => {
    const set = await call(t.app, {
      method: 'PATCH',
      url: `/super-admin/gym-owners/${partner.partnerId}`,
      token: admin,
      payload: { autoBilling: true },
    });
    expect(set.status).toBe(200);
    const open = await invoicesOf('OPEN');
    expect(await run()).toEqual({ attempted: 2, paid: 0, failed: 2 });
    const last = (await logs()).at(-1)!;
    expect(last).toMatchObject({ invoices_attempted: 2, invoices_failed: 2, charged_cents: expect.anything() });
    expect(Number(last.charged_cents)).toBe(0);
    expect(last.failures).toEqual(
      open.map((i) => ({ invoiceId: i.id, number: i.number, partnerId: partner.partnerId, reason: 'Add a card to pay this invoice' })),
    );
    expect((await invoicesOf('OPEN')).length).toBe(2);
  });

  it('with a default card, pays them (the orders they bill become paid), and the next run finds nothing to charge', async () => {
    const open = await invoicesOf('OPEN');
    const card = await call(t.app, {
      method: 'POST',
      url: '/gym-owner/setup-intent',
      token: partner.session.accessToken,
      payload: { payment: { paymentMethodId: 'pm_card_visa' } },
    });
    expect(card.status).toBe(201);
    expect(await run()).toEqual({ attempted: 2, paid: 2, failed: 0 });
    expect(await invoicesOf('OPEN')).toEqual([]);
    const last = (await logs()).at(-1)!;
    expect(Number(last.charged_cents)).toBe(open.reduce((sum, i) => sum + i.total_cents, 0));
    const payments = await t.db
      .selectFrom('payments')
      .select(['invoice_id', 'status'])
      .where(
        'invoice_id',
        'in',
        open.map((i) => i.id),
      )
      .execute();
    expect(payments.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(2);
    const unpaidOrders = await t.db
      .selectFrom('invoice_items as it')
      .innerJoin('orders as o', 'o.id', 'it.order_id')
      .select('o.payment_status')
      .where(
        'it.invoice_id',
        'in',
        open.map((i) => i.id),
      )
      .where('o.payment_status', '!=', 'PAID')
      .execute();
    expect(unpaidOrders).toEqual([]);

    expect(await run()).toEqual({ attempted: 0, paid: 0, failed: 0 });
    expect(await logs()).toHaveLength(4);
    const audited = await t.db.selectFrom('audit_logs').select('role').where('action', '=', 'AUTO_BILLING_RUN').execute();
    expect(audited).toHaveLength(4);
    expect(audited.every((r) => r.role === 'SYSTEM')).toBe(true);
  });
});

describe('GET /super-admin/billing-job-logs', () => {
  it('lists the runs newest first, paged, with their figures and failures; other roles get 403', async () => {
    const list = (query = '') => call(t.app, { method: 'GET', url: `/super-admin/billing-job-logs${query}`, token: admin });
    const res = await list();
    expect(res.status).toBe(200);
    const page = res.body.data as unknown as { items: { startedAt: string; invoicesPaid: number; failures: unknown[] }[]; total: number };
    expect(page.total).toBe(4);
    expect(page.items.map((i) => i.startedAt)).toEqual([...page.items.map((i) => i.startedAt)].sort().reverse());
    expect(page.items.map((i) => i.invoicesPaid)).toEqual([0, 2, 0, 0]);
    expect(page.items[2].failures).toHaveLength(2);
    const second = (await list('?limit=1&page=2&sort=startedAt:asc')).body.data as unknown as { items: { invoicesFailed: number }[] };
    expect(second.items).toEqual([expect.objectContaining({ invoicesFailed: 2 })]);
    expect((await list('?sort=amount:desc')).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/super-admin/billing-job-logs', token: partner.session.accessToken })).status).toBe(
      403,
    );
  });
});
