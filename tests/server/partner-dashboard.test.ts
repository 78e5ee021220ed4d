import { describe, expect, it } from 'vitest';
import { call, testSuite } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { partnerTestApp } from './helpers/other-partner';

type Renewal = { orderId: string; patientName: string; startDate: string; renewsOn: string; renewalStatus: string; planMonths: number };
type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };

const suite = testSuite(partnerTestApp);

const get = (url: string, token = suite.partner.accessToken) => call(suite.t.app, { method: 'GET', url, token });
const data = async <T>(url: string, token = suite.partner.accessToken) => {
  const res = await get(url, token);
  expect(res.status, url).toBe(200);
  return res.body.data as unknown as T;
};
const put = (url: string, payload: unknown, token = suite.partner.accessToken) =>
  call(suite.t.app, { method: 'PUT', url, token, payload: payload as Record<string, unknown> });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const myOrders = async () =>
  (await data<{ orders: { id: string; status: string }[]; total: number }>('/gym-owner/orders?limit=100')).orders;

describe('dashboard figures', () => {
  it('counts orders by status in one list with every status, summing to the list total', async () => {
    const counted = await data<{ counts: { status: string; count: number }[]; total: number }>(
      '/gym-owner/dashboard/orders/count-by-status',
    );
    const orders = await myOrders();
    expect(counted.counts).toHaveLength(7);
    expect(counted.total).toBe(orders.length);
    for (const { status, count } of counted.counts) expect(count, status).toBe(orders.filter((o) => o.status === status).length);
    const theirs = await data<{ total: number }>('/gym-owner/dashboard/orders/count-by-status', suite.other.session.accessToken);
    expect(theirs.total).toBe(2);
  });

  it('lists the orders awaiting my approval, oldest first, and the summary agrees', async () => {
    const quick = await data<{ orders: { id: string; approvalStatus: string; status: string; createdAt: string }[]; total: number }>(
      '/gym-owner/dashboard/orders/quick-approval?limit=1',
    );
    expect(quick.total).toBeGreaterThanOrEqual(2);
    expect(quick.orders).toHaveLength(1);
    expect(quick.orders[0]).toMatchObject({ approvalStatus: 'PENDING', status: 'PENDING_REVIEW' });
    const summary = await data<Record<string, number>>('/gym-owner/dashboard/summary');
    expect(summary.awaitingApproval).toBe(quick.total);
    expect(summary.totalOrders).toBe((await myOrders()).length);
    expect(summary.renewalsDueSoon).toBeGreaterThan(0);
    expect(summary.salesCents).toBeGreaterThan(0);
    expect((await get('/gym-owner/dashboard/orders/quick-approval?limit=0')).status).toBe(400);
  });

  it('gives orders, patients and sales per product, within a date range', async () => {
    const stats = await data<{ products: { productName: string; orders: number; patients: number }[] }>(
      '/gym-owner/medication-products/orders/stats',
    );
    expect(stats.products.reduce((sum, p) => sum + p.orders, 0)).toBe((await myOrders()).length);
    const old = await data<{ products: unknown[] }>('/gym-owner/medication-products/orders/stats?startDate=2001-01-01&endDate=2001-01-31');
    expect(old.products).toEqual([]);
    const bad = await get('/gym-owner/medication-products/orders/stats?startDate=2026-02-01&endDate=2026-01-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });
});

describe('renewals', () => {
  it('lists treatments in progress that renew within the coming days, soonest first, paged', async () => {
    const page = await data<Page<Renewal>>('/gym-owner/renewals/upcoming?days=60');
    expect(page.total).toBeGreaterThan(0);
    const days = page.items.map((r) => r.renewsOn);
    expect(days).toEqual([...days].sort());
    expect(page.items.map((r) => r.orderId)).not.toContain(suite.other.activeOrderId);
    const firstOnly = await data<Page<Renewal>>('/gym-owner/renewals/upcoming?days=60&limit=1&page=2');
    expect(firstOnly.items.map((r) => r.orderId)).toEqual(page.items.slice(1, 2).map((r) => r.orderId));
    const none = await data<Page<Renewal>>('/gym-owner/renewals/upcoming?days=60&search=nobody');
    expect(none.total).toBe(0);
    const meds = await data<{ medications: { renewals: number }[] }>('/gym-owner/renewals/medications/upcoming?days=60');
    expect(meds.medications.reduce((sum, m) => sum + m.renewals, 0)).toBe(page.total);
  });

  it('follows a renewal up, audited; refuses an unknown status and another partner’s order', async () => {
    const [first] = (await data<Page<Renewal>>('/gym-owner/renewals/upcoming?days=60')).items;
    const res = await put(`/gym-owner/renewals/${first.orderId}/renewal-status`, { status: 'CONTACTED' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Renewal status updated successfully');
    expect((res.body.data as unknown as Renewal).renewalStatus).toBe('CONTACTED');
    expect(await auditOutcomes(suite.t.db, { action: 'UPDATE_RENEWAL_STATUS', resource_id: first.orderId })).toEqual(['SUCCESS']);
    const filtered = await data<Page<Renewal>>('/gym-owner/renewals/upcoming?days=60&renewalStatus=CONTACTED');
    expect(filtered.items.map((r) => r.orderId)).toEqual([first.orderId]);
    expect((await put(`/gym-owner/renewals/${first.orderId}/renewal-status`, { status: 'LATER' })).status).toBe(400);
    const foreign = await put(`/gym-owner/renewals/${suite.other.activeOrderId}/renewal-status`, { status: 'CONTACTED' });
    expect(foreign.status).toBe(404);
    expect(await auditOutcomes(suite.t.db, { resource_id: suite.other.activeOrderId, outcome: 'DENIED' })).toEqual(['DENIED']);
  });

  it('moves the start date and the renewal with it', async () => {
    const [first] = (await data<Page<Renewal>>('/gym-owner/renewals/upcoming?days=60')).items;
    const res = await put(`/gym-owner/renewals/${first.orderId}/start-date`, { startDate: day(-3) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Start date updated successfully');
    const moved = res.body.data as unknown as Renewal;
    expect(moved.startDate).toBe(day(-3));
    const expected = new Date(`${day(-3)}T00:00:00Z`);
    expected.setUTCMonth(expected.getUTCMonth() + moved.planMonths);
    expect(moved.renewsOn).toBe(expected.toISOString().slice(0, 10));
  });

  it("refuses a start date that is no day (400), too far (422 'Failed to update start date'), and an order not in treatment", async () => {
    const [first] = (await data<Page<Renewal>>('/gym-owner/renewals/upcoming?days=60')).items;
    const before = await suite.t.db.selectFrom('orders').select('start_date').where('id', '=', first.orderId).executeTakeFirstOrThrow();
    for (const startDate of ['2026-02-30', 'tomorrow', 20260101]) {
      const res = await put(`/gym-owner/renewals/${first.orderId}/start-date`, { startDate });
      expect(res.status, String(startDate)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const far = await put(`/gym-owner/renewals/${first.orderId}/start-date`, { startDate: day(400) });
    expect(far.status).toBe(422);
    expect(far.body.message).toMatch(/^Failed to update start date/);
    const pending = (await myOrders()).find((o) => o.status === 'PENDING_REVIEW')!;
    const notActive = await put(`/gym-owner/renewals/${pending.id}/start-date`, { startDate: day(0) });
    expect(notActive.status).toBe(422);
    expect(notActive.body.message).toMatch(/^Failed to update start date/);
    expect(await suite.t.db.selectFrom('orders').select('start_date').where('id', '=', first.orderId).executeTakeFirstOrThrow()).toEqual(
      before,
    );
  });
});
