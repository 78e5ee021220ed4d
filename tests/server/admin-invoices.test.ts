/**
 * The super admin's invoices over HTTP (README, "Super admin: invoices"): every partner's list, totals and summary
 * by status, the fee rule, invoicing one order, correcting an item, changing the status, combining, deleting, and
 * charging (one invoice, and in bulk: each invoice charged at most once under repeated and concurrent requests, a
 * declined card leaving PAYMENT_FAILED with the reason in its history). Non-admins are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInvoiceSummary, AdminOriginalDetails, BulkChargeSummary, BillingJobLog, InvoiceActivity } from '#contracts/invoices';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { tokenize } from './helpers/cards';
import { createOtherPartner, type OtherPartner } from './helpers/other-partner';
import { demoPartner, type TestPartner } from './helpers/partners';

let t: TestApp;
let admin: string;
let summit: TestPartner;
let other: OtherPartner;
const ids = { openA: '', openB: '', paid: '', fromPending: '', fromActive: '', combined: '', again: '' };

type Page<T> = { items: T[]; total: number };
const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;
const as = (token: string) => ({
  get: (url: string) => call(t.app, { method: 'GET', url, token }),
  post: (url: string, payload?: object) => call(t.app, { method: 'POST', url, token, payload }),
  patch: (url: string, payload: object) => call(t.app, { method: 'PATCH', url, token, payload }),
  delete: (url: string) => call(t.app, { method: 'DELETE', url, token }),
});
const a = () => as(admin);
const invoice = async (id: string) => t.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const history = async (id: string) =>
  data<{ activities: InvoiceActivity[] }>(await a().get(`/invoice-activities/invoice?invoiceId=${id}`)).activities;
const paymentsOf = (id: string) => t.db.selectFrom('payments').select('status').where('invoice_id', '=', id).execute();
const saveCard = async (token: string, number: string) =>
  call(t.app, {
    method: 'POST',
    url: '/gym-owner/setup-intent',
    token,
    payload: { payment: await tokenize(t.app, number) },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  summit = await demoPartner(t);
  other = await createOtherPartner(t, 'admin.invoices.other@example.test');
  const seeded = await t.db
    .selectFrom('invoices')
    .select(['id', 'status'])
    .where('partner_id', '=', summit.partnerId)
    .orderBy('number')
    .execute();
  const open = seeded.filter((i) => i.status === 'OPEN');
  [ids.openA, ids.openB] = [open[0].id, open[1].id];
  ids.paid = seeded.find((i) => i.status === 'PAID')!.id;
  // The other partner's two orders are billed to it.
  await t.db.updateTable('orders').set({ billed_to: 'PARTNER' }).where('partner_id', '=', other.partnerId).execute();
});
afterAll(() => t.close());

describe('who may call', () => {
  it('refuses partners and other staff on every administrator call', async () => {
    const doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
    const id = ids.openA;
    for (const token of [summit.session.accessToken, doctor]) {
      const c = as(token);
      const replies = await Promise.all([
        c.get('/super-admin/invoices'),
        c.get('/super-admin/invoices/totals-by-status'),
        c.get('/super-admin/invoices/summary-by-status'),
        c.get(`/super-admin/invoices/${id}/dynamic-fee-details`),
        c.get(`/super-admin/invoices/${id}/original-details`),
        c.post(`/super-admin/invoices/${id}/charge`),
        c.post('/super-admin/invoices/bulk-charge', { ids: [id] }),
        c.post('/super-admin/invoices/combine', { ids: [id, ids.openB] }),
        c.delete(`/super-admin/invoices/${id}`),
        c.patch(`/super-admin/invoices/${id}/status`, { status: 'VOID' }),
        c.patch(`/super-admin/invoice-item/${id}/amount`, { amount: 1 }),
        c.post(`/super-admin/orders/${other.orderId}/invoice`),
        c.get('/super-admin/billing-job-logs'),
      ]);
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 403));
    }
    expect((await invoice(id)).status).toBe('OPEN');
  });
});

describe('reading every partner’s invoices', () => {
  it('lists them by status with their partner, searched by partner name, sorted in SQL', async () => {
    const all = data<Page<AdminInvoiceSummary>>(await a().get('/super-admin/invoices?limit=100'));
    expect(all.total).toBe(3);
    expect(all.items.every((i) => i.partnerName === 'Summit Strength Gym')).toBe(true);
    const open = data<Page<AdminInvoiceSummary>>(await a().get('/super-admin/invoices?status=OPEN'));
    expect(open.items.map((i) => i.id).sort()).toEqual([ids.openA, ids.openB].sort());
    expect(data<Page<AdminInvoiceSummary>>(await a().get('/super-admin/invoices?search=summit')).total).toBe(3);
    expect(data<Page<AdminInvoiceSummary>>(await a().get('/super-admin/invoices?search=nobody')).total).toBe(0);
    const byTotal = data<Page<AdminInvoiceSummary>>(await a().get('/super-admin/invoices?sort=totalCents:asc')).items.map(
      (i) => i.totalCents,
    );
    expect(byTotal).toEqual([...byTotal].sort((x, y) => x - y));
    expect((await a().get('/super-admin/invoices?status=LATE')).status).toBe(400);
  });

  it('gives totals and a summary per status, every status present, from one GROUP BY', async () => {
    const totals = data<{ totals: { status: string; count: number; totalCents: number }[] }>(
      await a().get('/super-admin/invoices/totals-by-status'),
    ).totals;
    expect(totals.map((s) => [s.status, s.count])).toEqual([
      ['OPEN', 2],
      ['PAID', 1],
      ['PAYMENT_FAILED', 0],
      ['VOID', 0],
    ]);
    const summary = data<{ statuses: { status: string; count: number; totalCents: number }[]; count: number; totalCents: number }>(
      await a().get('/super-admin/invoices/summary-by-status'),
    );
    const rows = await t.db.selectFrom('invoices').select('total_cents').execute();
    expect(summary.count).toBe(3);
    expect(summary.totalCents).toBe(rows.reduce((sum, r) => sum + r.total_cents, 0));
  });

  it('explains the fee: 2.9% of the subtotal rounded half up, plus 30 cents', async () => {
    const row = await invoice(ids.openA);
    const fee = data<{
      subtotalCents: number;
      rateBps: number;
      percentCents: number;
      fixedCents: number;
      feeCents: number;
      computedFeeCents: number;
    }>(await a().get(`/super-admin/invoices/${ids.openA}/dynamic-fee-details`));
    expect(fee).toMatchObject({ subtotalCents: row.subtotal_cents, rateBps: 290, fixedCents: 30, feeCents: row.fees_cents });
    expect(fee.percentCents).toBe(Math.round(row.subtotal_cents * 0.029));
    expect(fee.computedFeeCents).toBe(fee.percentCents + 30);
    expect((await a().get('/super-admin/invoices/00000000-0000-4000-8000-000000000000/dynamic-fee-details')).status).toBe(404);
  });
});

describe('invoicing one order now', () => {
  it('refuses an order billed to its patient (422) and one not found (404)', async () => {
    const patientBilled = await t.db.selectFrom('orders').select('id').where('billed_to', '=', 'PATIENT').executeTakeFirstOrThrow();
    const res = await a().post(`/super-admin/orders/${patientBilled.id}/invoice`);
    expect([res.status, res.body.code]).toEqual([422, 'BILLED_TO_PATIENT']);
    expect((await a().post('/super-admin/orders/00000000-0000-4000-8000-000000000000/invoice')).status).toBe(404);
  });

  it('invoices a partner-billed order once: the second time is 409', async () => {
    const first = await a().post(`/super-admin/orders/${other.orderId}/invoice`);
    expect(first.status).toBe(201);
    ids.fromPending = data<AdminInvoiceSummary>(first).id;
    expect(data<AdminInvoiceSummary>(first)).toMatchObject({ status: 'OPEN', itemCount: 1, partnerName: 'Other Fitness' });
    const again = await a().post(`/super-admin/orders/${other.orderId}/invoice`);
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_INVOICED']);
    const [x, y] = await Promise.all([
      a().post(`/super-admin/orders/${other.activeOrderId}/invoice`),
      a().post(`/super-admin/orders/${other.activeOrderId}/invoice`),
    ]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    ids.fromActive = data<AdminInvoiceSummary>(x.status === 201 ? x : y).id;
    expect((await history(ids.fromActive)).map((h) => h.action)).toEqual(['CREATED']);
  });
});

describe('correcting an item and changing the status', () => {
  it('sets an unpaid item’s amount: subtotal, fee and total follow, with a history row from and to', async () => {
    const before = data<AdminOriginalDetails>(await a().get(`/super-admin/invoices/${ids.openA}/original-details`));
    const item = before.items[0];
    const res = await a().patch(`/super-admin/invoice-item/${item.id}/amount`, { amount: item.amountCents - 1000 });
    expect(res.status).toBe(200);
    const after = data<AdminOriginalDetails>(await a().get(`/super-admin/invoices/${ids.openA}/original-details`));
    const subtotal = after.items.reduce((sum, i) => sum + i.amountCents, 0);
    const row = await invoice(ids.openA);
    expect(row.subtotal_cents).toBe(subtotal);
    expect(row.fees_cents).toBe(Math.round(subtotal * 0.029) + 30);
    expect(row.total_cents).toBe(subtotal + row.fees_cents);
    expect(after.items[0]).toMatchObject({ originalAmountCents: item.originalAmountCents, amountCents: item.amountCents - 1000 });
    expect(after.originalTotalCents).not.toBe(after.totalCents);
    const last = (await history(ids.openA)).at(-1)!;
    expect(last).toMatchObject({
      action: 'ITEM_AMOUNT_CHANGED',
      fromAmountCents: item.amountCents,
      toAmountCents: item.amountCents - 1000,
    });
    expect(last.actorName).toBeTruthy();
  });

  it('refuses a paid invoice’s item (409) and bad amounts (400), changing nothing', async () => {
    const paid = data<AdminOriginalDetails>(await a().get(`/super-admin/invoices/${ids.paid}/original-details`)).items[0];
    expect((await a().patch(`/super-admin/invoice-item/${paid.id}/amount`, { amount: 100 })).status).toBe(409);
    for (const amount of [-1, 10.5, '100'])
      expect((await a().patch(`/super-admin/invoice-item/${paid.id}/amount`, { amount })).status).toBe(400);
    expect((await a().patch('/super-admin/invoice-item/00000000-0000-4000-8000-000000000000/amount', { amount: 1 })).status).toBe(404);
    const again = data<AdminOriginalDetails>(await a().get(`/super-admin/invoices/${ids.paid}/original-details`)).items[0];
    expect(again.amountCents).toBe(paid.amountCents);
  });

  it('allows only the named status changes (409 otherwise), each in the history', async () => {
    const same = await a().patch(`/super-admin/invoices/${ids.openB}/status`, { status: 'OPEN' });
    expect([same.status, same.body.code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await a().patch(`/super-admin/invoices/${ids.paid}/status`, { status: 'OPEN' })).status).toBe(409);
    expect((await a().patch(`/super-admin/invoices/${ids.openB}/status`, { status: 'LATE' })).status).toBe(400);
    expect((await invoice(ids.paid)).status).toBe('PAID');
  });
});

describe('combining and deleting', () => {
  it('refuses invoices of different partners (422) and a paid one (409)', async () => {
    const mixed = await a().post('/super-admin/invoices/combine', { ids: [ids.openA, ids.fromPending] });
    expect([mixed.status, mixed.body.code]).toEqual([422, 'DIFFERENT_PARTNERS']);
    expect((await a().post('/super-admin/invoices/combine', { ids: [ids.openA, ids.paid] })).status).toBe(409);
    expect((await a().post('/super-admin/invoices/combine', { ids: [ids.openA] })).status).toBe(400);
    expect((await invoice(ids.openA)).status).toBe('OPEN');
  });

  it('combines one partner’s unpaid invoices into a new one carrying all items; the old ones VOID, pointing at it', async () => {
    const res = await a().post('/super-admin/invoices/combine', { ids: [ids.fromPending, ids.fromActive] });
    expect(res.status).toBe(201);
    const made = data<AdminInvoiceSummary>(res);
    ids.combined = made.id;
    expect(made).toMatchObject({ status: 'OPEN', itemCount: 2, subtotalCents: 2 * 29_900 });
    expect(made.feesCents).toBe(Math.round(2 * 29_900 * 0.029) + 30);
    for (const old of [ids.fromPending, ids.fromActive]) {
      expect(await invoice(old)).toMatchObject({ status: 'VOID', combined_into: made.id });
      expect((await history(old)).at(-1)).toMatchObject({ action: 'COMBINED', toStatus: 'VOID', relatedInvoiceId: made.id });
    }
    expect((await history(made.id))[0].message).toMatch(/^Combined from INV-\d+, INV-\d+$/);
  });

  it('deletes only an unpaid invoice: it stays VOID with its history, and its orders can be invoiced again', async () => {
    expect((await a().delete(`/super-admin/invoices/${ids.paid}`)).status).toBe(409);
    const res = await a().delete(`/super-admin/invoices/${ids.combined}`);
    expect(res.status).toBe(200);
    expect(data<AdminInvoiceSummary>(res)).toMatchObject({ status: 'VOID', itemCount: 0 });
    expect(data<AdminInvoiceSummary>(res).deletedAt).toBeTruthy();
    expect((await history(ids.combined)).map((h) => h.action)).toEqual(['CREATED', 'DELETED']);
    expect((await a().delete(`/super-admin/invoices/${ids.combined}`)).status).toBe(409);
    const again = await a().post(`/super-admin/orders/${other.orderId}/invoice`);
    expect(again.status).toBe(201);
    ids.again = data<AdminInvoiceSummary>(again).id;
  });
});

describe('charging', () => {
  it('charges one invoice to the partner’s default card; a decline leaves PAYMENT_FAILED with the reason in its history', async () => {
    const none = await a().post(`/super-admin/invoices/${ids.again}/charge`);
    expect([none.status, none.body.code]).toEqual([422, 'NO_DEFAULT_CARD']);
    expect((await saveCard(other.session.accessToken, '4000 0000 0000 0341')).status).toBe(201);
    const declined = await a().post(`/super-admin/invoices/${ids.again}/charge`);
    expect(declined.status).toBe(402);
    expect((await invoice(ids.again)).status).toBe('PAYMENT_FAILED');
    expect((await history(ids.again)).at(-1)).toMatchObject({ action: 'PAYMENT_FAILED', message: 'Your card was declined.' });
    // A failed payment may be reopened by hand.
    expect((await a().patch(`/super-admin/invoices/${ids.again}/status`, { status: 'OPEN' })).status).toBe(200);
    expect((await history(ids.again)).at(-1)).toMatchObject({ action: 'STATUS_CHANGED', fromStatus: 'PAYMENT_FAILED', toStatus: 'OPEN' });
  });

  it('bulk charges: two requests at once charge each invoice once, and report each outcome', async () => {
    expect((await saveCard(summit.session.accessToken, '4242 4242 4242 4242')).status).toBe(201);
    const body = { ids: [ids.openA, ids.openB, ids.again] };
    const [x, y] = await Promise.all([
      a().post('/super-admin/invoices/bulk-charge', body),
      a().post('/super-admin/invoices/bulk-charge', body),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const [sx, sy] = [data<BulkChargeSummary>(x), data<BulkChargeSummary>(y)];
    for (const id of [ids.openA, ids.openB]) {
      expect((await paymentsOf(id)).filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
      expect((await invoice(id)).status).toBe('PAID');
      const outcomes = [sx, sy].map((s) => s.results.find((r) => r.invoiceId === id)!.outcome).sort();
      expect(outcomes).toEqual(['ALREADY_PAID', 'CHARGED']);
    }
    for (const s of [sx, sy]) {
      const failed = s.results.find((r) => r.invoiceId === ids.again)!;
      expect(failed).toMatchObject({ outcome: 'FAILED', partnerName: 'Other Fitness' });
      expect(failed.reason).toBeTruthy();
    }
    expect(sx.charged + sy.charged).toBe(2);
    expect((await invoice(ids.again)).status).toBe('PAYMENT_FAILED');
  });

  it('a repeated bulk charge charges nothing again', async () => {
    const res = await a().post('/super-admin/invoices/bulk-charge', { ids: [ids.openA, ids.openB, ids.paid] });
    const summary = data<BulkChargeSummary>(res);
    expect(summary).toMatchObject({ requested: 3, charged: 0, alreadyPaid: 3, failed: 0, chargedCents: 0 });
    for (const id of [ids.openA, ids.openB]) expect(await paymentsOf(id)).toHaveLength(1);
    expect((await a().post('/super-admin/invoices/bulk-charge', { ids: [] })).status).toBe(400);
    expect((await a().post('/super-admin/invoices/bulk-charge', { ids: ['nope'] })).status).toBe(400);
  });

  it('logs each bulk charge as a billing run, with who started it', async () => {
    const logs = data<Page<BillingJobLog>>(await a().get('/super-admin/billing-job-logs')).items;
    expect(logs).toHaveLength(3);
    expect(logs.every((l) => l.source === 'BULK_CHARGE' && l.startedByName)).toBe(true);
    expect(logs.reduce((sum, l) => sum + l.invoicesPaid, 0)).toBe(2);
    expect(logs[0]).toMatchObject({ invoicesAttempted: 3, invoicesPaid: 0, invoicesFailed: 0, failures: [] });
    expect(logs[1].failures).toEqual([expect.objectContaining({ invoiceId: ids.again, reason: expect.any(String) })]);
  });

  it('the history read by the partner shows the administrator’s changes too', async () => {
    const seen = await call(t.app, {
      method: 'GET',
      url: `/invoice-activities/invoice?invoiceId=${ids.openA}`,
      token: summit.session.accessToken,
    });
    const actions = data<{ activities: InvoiceActivity[] }>(seen).activities.map((h) => h.action);
    expect(actions).toEqual(['CREATED', 'ITEM_AMOUNT_CHANGED', 'PAID']);
  });
});
