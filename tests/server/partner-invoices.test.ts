/**
 * A partner's invoices over HTTP (README, "Partner invoices"): the demo partner's three seeded invoices (one PAID, two
 * OPEN), the list, detail, figures, CSV downloads and history, paying with the default saved card (once, whatever
 * the retries), a declined card, no card; and the monthly generation pass. Another partner's invoice is a 404.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_CSV_COLUMNS, type InvoiceDetail, type InvoiceSummary } from '#contracts/invoices';
import { systemContext } from '#server/platform/http/context';
import { generateInvoices } from '#server/modules/invoices/invoice-generation.service';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { tokenize } from './helpers/cards';
import { auditOutcomes } from './helpers/audit';
import { createOtherPartner, type OtherPartner } from './helpers/other-partner';
import { demoPartner, get, type TestPartner } from './helpers/partners';

let t: TestApp;
let a: TestPartner;
let b: OtherPartner;
let invoices: InvoiceSummary[];

type Page = { items: InvoiceSummary[]; total: number; page: number; limit: number; totalPages: number };
const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;
const token = () => a.session.accessToken;

beforeAll(async () => {
  t = await createTestApp();
  a = await demoPartner(t);
  b = await createOtherPartner(t, 'invoices.other@example.test');
  invoices = data<Page>(await get(t, '/gym-owner/invoices', token())).items;
});
afterAll(() => t.close());

const paidOne = () => invoices.find((i) => i.status === 'PAID')!;
const openOnes = () => invoices.filter((i) => i.status === 'OPEN');
const charge = (id: string, as = token(), headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: `/gym-owner/invoices/${id}/charge`, token: as, headers });
const paymentsOf = async (invoiceId: string) =>
  t.db.selectFrom('payments').select(['status']).where('invoice_id', '=', invoiceId).execute();
const saveCard = async (as: string, number: string) =>
  call(t.app, {
    method: 'POST',
    url: '/gym-owner/setup-intent',
    token: as,
    payload: { payment: await tokenize(t.app, number) },
  });
const csv = (url: string, as = token()) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${as}` } });

describe('reading a partner’s invoices', () => {
  it('lists the seeded invoices newest first, filters by status, sorts and pages in SQL', async () => {
    expect(invoices.map((i) => i.status)).toEqual(['OPEN', 'OPEN', 'PAID']);
    const created = invoices.map((i) => i.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    for (const i of invoices) expect(i.totalCents).toBe(i.subtotalCents + i.feesCents);
    const open = data<Page>(await get(t, '/gym-owner/invoices?status=OPEN', token()));
    expect([open.total, open.items.length]).toEqual([2, 2]);
    const byNumber = data<Page>(await get(t, '/gym-owner/invoices?sort=number:asc', token())).items.map((i) => i.number);
    expect(byNumber).toEqual([...byNumber].sort((x, y) => x - y));
    const byTotal = data<Page>(await get(t, '/gym-owner/invoices?sort=totalCents:desc', token())).items.map((i) => i.totalCents);
    expect(byTotal).toEqual([...byTotal].sort((x, y) => y - x));
    const second = data<Page>(await get(t, '/gym-owner/invoices?limit=1&page=2', token()));
    expect([second.total, second.totalPages, second.items[0].id]).toEqual([3, 3, invoices[1].id]);
    expect(data<Page>(await get(t, '/gym-owner/invoices', b.session.accessToken)).items).toEqual([]);
  });

  it('shows an invoice with its items (order number, patient), its fee line and its last charge', async () => {
    const open = data<InvoiceDetail>(await get(t, `/gym-owner/invoices/${openOnes()[1].id}`, token()));
    expect(open.items.length).toBe(open.itemCount);
    expect(open.items.map((i) => i.patientName)).toContain('Reese Coleman');
    expect(open.items.reduce((s, i) => s + i.amountCents, 0)).toBe(open.subtotalCents);
    expect(open.fees).toEqual([
      { label: 'Processing fee (2.9% + $0.30)', amountCents: Math.floor((open.subtotalCents * 29 + 500) / 1000) + 30 },
    ]);
    expect(open.lastCharge).toBeNull();
    const paid = data<InvoiceDetail>(await get(t, `/gym-owner/invoices/${paidOne().id}`, token()));
    expect(paid.lastCharge).toMatchObject({ status: 'SUCCEEDED', cardLast4: '4242' });
    expect(await auditOutcomes(t.db, { action: 'READ', resource_type: 'invoice', resource_id: paid.id })).toEqual(['SUCCESS']);
  });

  it('gives the totals of every status, the billing overview and the original details', async () => {
    const totals = data<{ totals: { status: string; count: number; totalCents: number }[] }>(
      await get(t, '/gym-owner/invoices/totals-by-status', token()),
    ).totals;
    expect(totals.map((x) => [x.status, x.count])).toEqual([
      ['OPEN', 2],
      ['PAID', 1],
      ['PAYMENT_FAILED', 0],
      ['VOID', 0],
    ]);
    const openCents = openOnes().reduce((s, i) => s + i.totalCents, 0);
    expect(totals[0].totalCents).toBe(openCents);
    const overview = data<Record<string, unknown>>(await get(t, '/gym-owner/invoices/billing-overview', token()));
    const today = new Date().toISOString().slice(0, 10);
    const overdue = openOnes().filter((i) => i.dueOn < today);
    expect(overview).toMatchObject({ openCents, overdueCents: overdue.reduce((s, i) => s + i.totalCents, 0), defaultCard: null });
    const original = data<{ items: unknown[]; originalTotalCents: number; totalCents: number }>(
      await get(t, `/gym-owner/invoices/${paidOne().id}/original-details`, token()),
    );
    expect(original.items).toHaveLength(paidOne().itemCount);
    expect(original.originalTotalCents).toBe(original.totalCents);
  });

  it('downloads the CSV of two invoices, and of all', async () => {
    const [first, second] = invoices;
    const res = await csv(`/gym-owner/invoices/download?ids=${first.id},${second.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoices_${new Date().toISOString().slice(0, 10)}.csv"`);
    const [header, ...rows] = res.body.trim().split('\r\n');
    expect(header).toBe(INVOICE_CSV_COLUMNS.join(','));
    const byNumber = [first, second].sort((x, y) => x.number - y.number);
    expect(rows.map((r) => r.split(','))).toEqual(
      byNumber.map((i) => [
        `INV-${i.number}`,
        i.periodStart,
        i.periodEnd,
        'Open',
        String(i.itemCount),
        (i.subtotalCents / 100).toFixed(2),
        (i.feesCents / 100).toFixed(2),
        (i.totalCents / 100).toFixed(2),
        i.dueOn,
        '',
      ]),
    );
    const all = await csv('/gym-owner/invoices/download-all');
    expect(all.body.trim().split('\r\n')).toHaveLength(4);
    const paid = await csv('/gym-owner/invoices/download-all?status=PAID');
    expect(paid.body.trim().split('\r\n')[1]).toMatch(new RegExp(`^INV-${paidOne().number},.*,Paid,`));
    // The time it was paid as a spreadsheet reads it, in UTC as the header says: not an ISO stamp.
    expect(paid.body.trim().split('\r\n')[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('refuses a download without ids (No invoices selected) and answers another partner’s ids with 404 as a whole', async () => {
    const none = await get(t, '/gym-owner/invoices/download?ids=', token());
    expect(none.status).toBe(400);
    expect((none.body.details as { message: string }[])[0].message).toBe('No invoices selected');
    const mixed = await csv(`/gym-owner/invoices/download?ids=${invoices[0].id}`, b.session.accessToken);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.body).not.toContain('INV-');
    expect(await auditOutcomes(t.db, { action: 'DOWNLOAD', outcome: 'DENIED' })).toEqual(['DENIED']);
    for (const url of [`/gym-owner/invoices/${invoices[0].id}`, `/gym-owner/invoices/${invoices[0].id}/charge-status`]) {
      expect((await get(t, url, b.session.accessToken)).status).toBe(404);
    }
    expect((await charge(invoices[0].id, b.session.accessToken)).status).toBe(404);
    expect(await auditOutcomes(t.db, { resource_type: 'invoice', resource_id: invoices[0].id, outcome: 'DENIED' })).toHaveLength(3);
  });

  it('shows an invoice’s history to its partner and to an administrator, not to another partner', async () => {
    const url = `/invoice-activities/invoice?invoiceId=${paidOne().id}`;
    const mine = data<{ activities: { action: string; actorName: string | null }[] }>(await get(t, url, token())).activities;
    expect(mine.map((x) => [x.action, x.actorName])).toEqual([
      ['CREATED', null],
      ['PAID', 'Parker Reyes'],
    ]);
    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    expect(data<{ activities: unknown[] }>(await get(t, url, admin.accessToken)).activities).toHaveLength(2);
    expect((await get(t, url, b.session.accessToken)).status).toBe(404);
  });
});

describe('paying an invoice with the default card', () => {
  it('asks for a card first (422)', async () => {
    const res = await charge(openOnes()[0].id);
    expect([res.status, res.body.message]).toEqual([422, 'Add a card to pay this invoice']);
    expect(await paymentsOf(openOnes()[0].id)).toEqual([]);
  });

  it('charges it once: PAID with one payment, and a second charge is 409', async () => {
    expect((await saveCard(token(), '4242 4242 4242 4242')).status).toBe(201);
    const id = openOnes()[0].id;
    const res = await charge(id, token(), { 'idempotency-key': `pay-${id}` });
    expect(res.status).toBe(200);
    expect(data<{ status: string; lastCharge: { status: string; cardLast4: string } }>(res)).toMatchObject({
      status: 'PAID',
      lastCharge: { status: 'SUCCEEDED', cardLast4: '4242' },
    });
    const again = await charge(id);
    expect([again.status, again.body.message]).toEqual([409, 'This invoice is already paid']);
    const replay = await charge(id, token(), { 'idempotency-key': `pay-${id}` });
    expect([replay.status, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(await paymentsOf(id)).toEqual([{ status: 'SUCCEEDED' }]);
    const status = data<{ status: string }>(await get(t, `/gym-owner/invoices/${id}/charge-status`, token()));
    expect(status.status).toBe('PAID');
  });

  it('makes one charge of two at once', async () => {
    const id = openOnes()[1].id;
    const results = await Promise.all([charge(id), charge(id), charge(id)]);
    expect(results.map((r) => r.status).filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(await paymentsOf(id)).toEqual([{ status: 'SUCCEEDED' }]);
  });
});

describe('the monthly invoice generation', () => {
  const ctx = () => systemContext(t.app, 'invoice generation test');
  const period = { periodStart: '2025-01-01', periodEnd: '2025-01-31' };

  it('makes one invoice per partner of the period’s partner-billed orders, and nothing the second time', async () => {
    const jamie = await t.db
      .selectFrom('orders as o')
      .innerJoin('patients as p', 'p.id', 'o.patient_id')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['o.id'])
      .where('u.email', '=', 'jamie.ortiz@demo.test')
      .executeTakeFirstOrThrow();
    const billed = (id: string, at: string) =>
      sql`UPDATE orders SET billed_to = 'PARTNER', created_at = ${at}::timestamptz WHERE id = ${id}`.execute(t.db);
    await billed(jamie.id, '2025-01-20T10:00:00Z');
    // Still under the doctor's review: not the partner's to pay (only orders in treatment are billed).
    await billed(b.orderId, '2025-01-05T10:00:00Z');
    await billed(b.activeOrderId, '2025-01-31T23:59:00Z');
    expect(await generateInvoices(ctx(), period)).toEqual({ invoices: 2 });
    expect(await generateInvoices(ctx(), period)).toEqual({ invoices: 0 });
    const mine = data<Page>(await get(t, '/gym-owner/invoices?sort=number:desc', b.session.accessToken)).items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      status: 'OPEN',
      itemCount: 1,
      dueOn: '2025-02-15',
    });
    expect(mine[0].subtotalCents).toBe(29_900);
    expect(mine[0].feesCents).toBe(Math.floor((29_900 * 29 + 500) / 1000) + 30);
  });

  it("bills an order approved after its month's pass with the next month's invoice", async () => {
    await sql`UPDATE orders SET status = 'APPROVED' WHERE id = ${b.orderId}`.execute(t.db);
    expect(await generateInvoices(ctx(), { periodStart: '2025-02-01', periodEnd: '2025-02-28' })).toEqual({ invoices: 1 });
    const [latest] = data<Page>(await get(t, '/gym-owner/invoices?sort=number:desc', b.session.accessToken)).items;
    expect(latest).toMatchObject({ periodStart: '2025-02-01', itemCount: 1, subtotalCents: 29_900 });
    await sql`UPDATE orders SET status = 'PENDING_REVIEW' WHERE id = ${b.orderId}`.execute(t.db);
  });

  it('a declined card leaves the invoice PAYMENT_FAILED with the reason (402), and no card is 422', async () => {
    const invoice = data<Page>(await get(t, '/gym-owner/invoices', b.session.accessToken)).items.find(
      (i) => i.periodStart === '2025-01-01',
    )!;
    expect((await saveCard(b.session.accessToken, '4000 0000 0000 0341')).status).toBe(201);
    const res = await charge(invoice.id, b.session.accessToken);
    expect([res.status, res.body.message]).toEqual([402, 'Your card was declined.']);
    const status = data<{ status: string; lastCharge: { status: string; message: string } }>(
      await get(t, `/gym-owner/invoices/${invoice.id}/charge-status`, b.session.accessToken),
    );
    expect(status).toMatchObject({ status: 'PAYMENT_FAILED', lastCharge: { status: 'DECLINED', message: 'Your card was declined.' } });
    const history = data<{ activities: { action: string; message: string }[] }>(
      await get(t, `/invoice-activities/invoice?invoiceId=${invoice.id}`, b.session.accessToken),
    ).activities;
    expect(history.map((x) => [x.action, x.message])).toEqual([
      ['CREATED', '1 order from Jan 1 to Jan 31, 2025'],
      ['PAYMENT_FAILED', 'Your card was declined.'],
    ]);
    expect(await paymentsOf(invoice.id)).toEqual([{ status: 'DECLINED' }]);
  });
});
