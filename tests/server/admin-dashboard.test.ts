/**
 * The super admin's platform dashboard: summary, order trends, patient care stats and user metrics, each checked
 * against the same counts made directly in SQL; every other role gets 403.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers/app';
import { adminToken, nonAdminTokens } from './helpers/admins';

let t: TestApp;
let admin: string;
let others: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  others = await nonAdminTokens(t);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await call(t.app, { method: 'GET', url, token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as T;
};
const count = async (query: string) => Number((await sql.raw<{ n: number }>(query).execute(t.db)).rows[0].n);

const URLS = ['/super-admin/summary', '/super-admin/order-trends', '/super-admin/patient-care-stats', '/super-admin/user-metrics'];

describe('the platform dashboard', () => {
  it.each(URLS)('%s: 403 for every other role', async (url) => {
    for (const [email, token] of Object.entries(others)) expect((await call(t.app, { method: 'GET', url, token })).status, email).toBe(403);
  });

  it('summary: every order, patient and account counted', async () => {
    const s = await get<Record<string, number>>('/super-admin/summary');
    expect(s.totalOrders).toBe(await count('select count(*)::int as n from orders'));
    expect(s.pendingReview).toBe(await count("select count(*)::int as n from orders where status = 'PENDING_REVIEW'"));
    expect(s.salesCents).toBe(await count("select coalesce(sum(amount_cents), 0)::int as n from orders where payment_status = 'PAID'"));
    expect(s.totalPatients).toBe(
      await count('select count(*)::int as n from patients p join users u on u.id = p.user_id where u.deleted_at is null'),
    );
    expect(s.totalDoctors).toBe(
      await count("select count(*)::int as n from users where role in ('DOCTOR','MEDICAL_PROVIDER') and deleted_at is null"),
    );
    expect(s.totalPartners).toBe(await count("select count(*)::int as n from users where role = 'GYM_OWNER' and deleted_at is null"));
    expect(s.totalHealthPros).toBe(3);
    expect(s.totalAdmins).toBe(1);
  });

  it('order trends: orders, paid orders and sales per month of the last year, or per day of a range', async () => {
    const trends = await get<{
      period: string;
      startDate: string;
      points: { periodStart: string; orders: number; paidOrders: number; salesCents: number }[];
    }>('/super-admin/order-trends');
    expect(trends.period).toBe('month');
    expect(trends.startDate.endsWith('-01')).toBe(true);
    const since = `'${trends.startDate}'::date`;
    expect(trends.points.reduce((n, p) => n + p.orders, 0)).toBe(
      await count(`select count(*)::int as n from orders where created_at >= ${since}`),
    );
    expect(trends.points.reduce((n, p) => n + p.salesCents, 0)).toBe(
      await count(`select coalesce(sum(amount_cents),0)::int as n from orders where created_at >= ${since} and payment_status = 'PAID'`),
    );
    const today = new Date().toISOString().slice(0, 10);
    const daily = await get<{ points: { periodStart: string }[] }>(
      `/super-admin/order-trends?period=day&startDate=${today}&endDate=${today}`,
    );
    expect(daily.points.every((p) => p.periodStart === today)).toBe(true);
    const bad = await call(t.app, {
      method: 'GET',
      url: '/super-admin/order-trends?startDate=2010-01-01&endDate=2026-01-01',
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose a range of at most five years');
    expect((await call(t.app, { method: 'GET', url: '/super-admin/order-trends?period=year', token: admin })).status).toBe(400);
  });

  it('patient care stats: orders and patients by status, orders per product', async () => {
    const stats = await get<{
      ordersByStatus: { status: string; count: number }[];
      patientsByStatus: { status: string; count: number }[];
      products: { orders: number }[];
    }>('/super-admin/patient-care-stats');
    expect(stats.ordersByStatus).toHaveLength(7);
    expect(stats.ordersByStatus.find((s) => s.status === 'PENDING_REVIEW')?.count).toBe(
      await count("select count(*)::int as n from orders where status = 'PENDING_REVIEW'"),
    );
    expect(stats.patientsByStatus.map((s) => s.status)).toEqual(['ACTIVE', 'PAUSED', 'INACTIVE']);
    expect(stats.products.reduce((n, p) => n + p.orders, 0)).toBe(await count('select count(*)::int as n from orders'));
  });

  it('user metrics: accounts by role and status, sign-ups per period', async () => {
    const metrics = await get<{
      byRole: { role: string; active: number; inactive: number }[];
      signUps: { count: number }[];
      startDate: string;
    }>('/super-admin/user-metrics?period=week');
    expect(metrics.byRole).toHaveLength(9);
    expect(metrics.byRole.find((r) => r.role === 'SUPER_ADMIN')).toEqual({ role: 'SUPER_ADMIN', active: 1, inactive: 0 });
    expect(metrics.byRole.reduce((n, r) => n + r.active + r.inactive, 0)).toBe(
      await count('select count(*)::int as n from users where deleted_at is null'),
    );
    expect(metrics.signUps.reduce((n, p) => n + p.count, 0)).toBe(
      await count(`select count(*)::int as n from users where deleted_at is null and created_at >= '${metrics.startDate}'::date`),
    );
  });
});
