import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { adminToken, as, failedInvoice, fixturePartner, fixturePatient, partnerIdOf } from './helpers/admin-partners';

type Entry = { rank: number; gymOwnerId: string; businessName: string; paidOrders: number; revenueCents: number };
type Board = { startDate: string; endDate: string; partners: Entry[]; totals: { paidOrders: number; revenueCents: number } };
type AtRisk = {
  gymOwnerId: string;
  reasons: string[];
  recentOrders: number;
  previousOrders: number;
  failedInvoices: number;
  lastOrderAt: string | null;
};

let t: TestApp;
let admin: ReturnType<typeof as>;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const f = { leader: '', volume: '', quiet: '', newcomer: '', failing: '', healthy: '', harbor: '', summit: '' };

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t, await adminToken(t));
  f.harbor = await partnerIdOf(t, 'harbor@demo.test');
  f.summit = await partnerIdOf(t, 'partner@demo.test');
  // Most paid orders in the last 10 days, but less revenue than "volume" (which sold two big ones).
  f.leader = (await fixturePartner(t, 'Leader Gym', 200)).partnerId;
  await fixturePatient(t, f.leader, [
    { daysAgo: 2, amountCents: 10_000, paid: true },
    { daysAgo: 3, amountCents: 20_000, paid: true },
    { daysAgo: 4, amountCents: 30_000, paid: true },
    { daysAgo: 5, amountCents: 99_900, paid: false }, // unpaid: not counted
    { daysAgo: 40, amountCents: 50_000, paid: true }, // before the period
  ]);
  // 4 orders 31 to 60 days ago, 1 in the last 30: volume down by more than half.
  f.volume = (await fixturePartner(t, 'Volume Drop Studio', 200)).partnerId;
  await fixturePatient(t, f.volume, [
    { daysAgo: 1, amountCents: 45_000, paid: true },
    { daysAgo: 6, amountCents: 45_000, paid: true, status: 'CANCELLED' },
    ...[35, 40, 45, 50].map((daysAgo) => ({ daysAgo, amountCents: 1_000, paid: true })),
  ]);
  // Joined long ago, never ordered; a newcomer without orders is not at risk.
  f.quiet = (await fixturePartner(t, 'Quiet Club', 120)).partnerId;
  f.newcomer = (await fixturePartner(t, 'Newcomer Club', 3)).partnerId;
  // Orders steadily, but an invoice's charge was declined.
  f.failing = (await fixturePartner(t, 'Declined Card Gym', 200)).partnerId;
  await fixturePatient(t, f.failing, [
    { daysAgo: 5, amountCents: 5_000, paid: true },
    { daysAgo: 40, amountCents: 5_000, paid: true },
  ]);
  await failedInvoice(t, f.failing);
  f.healthy = (await fixturePartner(t, 'Steady Gym', 200)).partnerId;
  await fixturePatient(t, f.healthy, [
    { daysAgo: 5, amountCents: 5_000, paid: true },
    { daysAgo: 8, amountCents: 5_000, paid: true },
    { daysAgo: 40, amountCents: 5_000, paid: true },
  ]);
});
afterAll(() => t.close());

const board = async (query: string) => {
  const res = await admin.get(`/super-admin/partner-leaderboard${query}`);
  expect(res.status).toBe(200);
  return res.body.data as unknown as Board;
};
const figures = (b: Board, id: string) => b.partners.find((p) => p.gymOwnerId === id);

describe('GET /super-admin/partner-leaderboard', () => {
  it('ranks by revenue by default over the chosen days, counting paid orders only', async () => {
    const b = await board(`?startDate=${day(10)}&endDate=${day(0)}&limit=100`);
    expect(b).toMatchObject({ startDate: day(10), endDate: day(0) });
    expect(figures(b, f.leader)).toMatchObject({ paidOrders: 3, revenueCents: 60_000 });
    // A canceled order that was paid and not refunded still counts as paid.
    expect(figures(b, f.volume)).toMatchObject({ paidOrders: 2, revenueCents: 90_000 });
    expect(figures(b, f.quiet)).toBeUndefined();
    const revenues = b.partners.map((p) => p.revenueCents);
    expect(revenues).toEqual([...revenues].sort((x, y) => y - x));
    expect(b.partners.map((p) => p.rank)).toEqual(b.partners.map((_, i) => i + 1));
    expect(b.totals.paidOrders).toBe(b.partners.reduce((n, p) => n + p.paidOrders, 0));
    expect(b.partners.findIndex((p) => p.gymOwnerId === f.volume)).toBeLessThan(b.partners.findIndex((p) => p.gymOwnerId === f.leader));
  });

  it('ranks by paid orders when asked, keeps the top `limit`, and the totals cover every partner', async () => {
    const all = await board(`?startDate=${day(10)}&endDate=${day(0)}&rankBy=paidOrders&limit=100`);
    const counts = all.partners.map((p) => p.paidOrders);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const top = await board(`?startDate=${day(10)}&endDate=${day(0)}&rankBy=paidOrders&limit=1`);
    expect(top.partners).toHaveLength(1);
    expect(top.partners[0].paidOrders).toBe(counts[0]);
    expect(top.totals).toEqual(all.totals);
  });

  it('reads other periods: the seeded partner Harbor sold 45 and 50 days ago', async () => {
    const older = await board(`?startDate=${day(60)}&endDate=${day(31)}&limit=100`);
    expect(figures(older, f.harbor)?.paidOrders).toBe(2);
    expect(figures(older, f.leader)).toMatchObject({ paidOrders: 1, revenueCents: 50_000 });
    expect(figures(older, f.volume)).toMatchObject({ paidOrders: 4, revenueCents: 4_000 });
    // The default: the last 30 days.
    const recent = await board('?limit=100');
    expect(recent.startDate).toBe(day(29));
    expect(figures(recent, f.harbor)).toBeUndefined();
  });

  it('refuses a period that ends before it starts, over two years, or a bad date', async () => {
    expect((await admin.get(`/super-admin/partner-leaderboard?startDate=${day(1)}&endDate=${day(5)}`)).status).toBe(400);
    expect((await admin.get('/super-admin/partner-leaderboard?startDate=2020-01-01&endDate=2026-01-01')).status).toBe(400);
    expect((await admin.get('/super-admin/partner-leaderboard?startDate=2026-02-30')).status).toBe(400);
    expect((await admin.get('/super-admin/partner-leaderboard?rankBy=patients')).status).toBe(400);
  });
});

describe('GET /super-admin/partner-at-risk', () => {
  const atRisk = async (query = '') => {
    const res = await admin.get(`/super-admin/partner-at-risk${query}`);
    expect(res.status).toBe(200);
    return res.body.data as unknown as { days: number; partners: AtRisk[] };
  };

  it('lists each partner at risk with its reasons and figures', async () => {
    const { days, partners } = await atRisk();
    expect(days).toBe(30);
    const of = (id: string) => partners.find((p) => p.gymOwnerId === id);
    expect(of(f.volume)).toMatchObject({ reasons: ['VOLUME_DROP'], recentOrders: 2, previousOrders: 4, failedInvoices: 0 });
    expect(of(f.quiet)).toMatchObject({ reasons: ['NO_RECENT_ORDERS'], recentOrders: 0, previousOrders: 0, lastOrderAt: null });
    expect(of(f.failing)).toMatchObject({ reasons: ['FAILED_CHARGES'], failedInvoices: 1, recentOrders: 1, previousOrders: 1 });
    expect(of(f.harbor)).toMatchObject({ reasons: ['NO_RECENT_ORDERS', 'VOLUME_DROP'], recentOrders: 0, previousOrders: 2 });
    expect(of(f.harbor)?.lastOrderAt?.slice(0, 10)).toBe(day(45));
    for (const fine of [f.leader, f.newcomer, f.healthy, f.summit]) expect(of(fine), fine).toBeUndefined();
    // The most reasons first.
    expect(partners[0].gymOwnerId).toBe(f.harbor);
  });

  it('compares periods of the chosen length', async () => {
    const { partners } = await atRisk('?days=45');
    const volume = partners.find((p) => p.gymOwnerId === f.volume);
    // Last 45 days: 2 + the orders of 35 and 40 days ago; the 45 days before: the ones of 45 and 50.
    expect(volume).toBeUndefined();
    expect((await admin.get('/super-admin/partner-at-risk?days=3')).status).toBe(400);
  });
});
