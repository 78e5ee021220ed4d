/**
 * Every list endpoint's SQL can be served by an index: each list is called over HTTP (not through a repository,
 * so that the check holds whatever the repositories become), the SQL the server runs is captured, and
 * EXPLAIN of each SELECT that reads orders or patients must show no scan of a whole orders, patients or users
 * table (users: a list joins its names and searches them). With `enable_seqscan = off` a small database still shows whether an index CAN serve the
 * query: the planner falls back to a sequential scan (or walks a whole index) only when no index fits.
 * The same check runs with real statistics at 1,000,000 orders in `npm run bench`.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainAll, listQueries, queryRecorder, showQuery } from '../../bench/plans';
import { addVolume, growAuditVolume } from '../../bench/volume';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/platform/config';
import { createPGlite, migrateToLatest, openDatabase, type DbHandle } from '#server/platform/db/client';
import { isPreparable } from '#server/platform/db/preparing-client';
import { ensureReferenceData } from '#server/platform/db/reference-data';
import { DEMO_PASSWORD, seedDemoData } from '#server/platform/db/seed';
import { call, signIn } from './helpers/app';
import { cases } from './helpers/list-plan-cases';
import { ALL_OLDEST_FIRST, env, productIds, QUEUE } from './helpers/list-plan-urls';

const recorder = queryRecorder();
let app: FastifyInstance;
let database: DbHandle;
const { tokens } = env;

beforeAll(async () => {
  // Its own database rather than the shared template: the app must run on a Kysely that records its queries.
  database = await openDatabase({ url: 'memory://', dataDir: '', pglite: await createPGlite(), log: recorder.log });
  await migrateToLatest(database.db);
  await ensureReferenceData(database.db);
  await seedDemoData(database.db);
  // A few thousand rows, so that a targeted index scan costs less than walking a whole small index. The volume draws
  // its patients, partners and orders with random(): seeded, the same rows each run, and so the same statistics and
  // plans (unseeded, about one run in five found a different plan for a ledger or payouts list).
  await sql`SELECT setseed(0.31)`.execute(database.db);
  await addVolume(database.db, 3000);
  // Audit rows over six years' months (migration 0048's partitions), so that each month's plan is read with rows in it.
  await growAuditVolume(database.db, 30_000);
  // The volume has no refunds: refund one settled payment in 10 (every tenth order by number, the same ones each run,
  // so that the plans are too), as denials and cancellations do, for the partner's ledger.
  await sql`INSERT INTO refunds (payment_id, order_id, amount_cents, reason, status, provider, settled_at)
    SELECT id, order_id, amount_cents, 'DENIED', 'SUCCEEDED', provider, created_at + interval '2 days'
    FROM (SELECT p.*, row_number() OVER (ORDER BY o.number) AS n FROM payments p JOIN orders o ON o.id = p.order_id
          WHERE p.status = 'SUCCEEDED') settled
    WHERE n % 10 = 0
    ON CONFLICT DO NOTHING`.execute(database.db);
  await sql`ANALYZE`.execute(database.db);
  // ACTOR_CACHE_MS 0: every request reads its session (the actor query is checked here too, and some cases below see
  // no other query that reads orders or patients).
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: 'memory://' },
    { PUBLIC_DIR: '/nonexistent', PHARMACY_POLL_SECONDS: 0, ACTOR_CACHE_MS: 0 },
  );
  app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  env.app = app;
  env.db = database.db;
  tokens.doctor = (await signIn(app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  tokens.patient = (await signIn(app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
  tokens.partner = (await signIn(app, 'partner@demo.test', DEMO_PASSWORD)).accessToken;
  tokens.admin = (await signIn(app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  tokens.sales = (await signIn(app, 'sales@demo.test', DEMO_PASSWORD)).accessToken;
  tokens.care = (await signIn(app, 'care@demo.test', DEMO_PASSWORD)).accessToken;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/**
 * A plan that reads its rows in index order and stops at a LIMIT: a Limit, and no Sort of whole inputs (an Incremental
 * Sort only breaks ties within the index's order, row group by row group).
 */
function walksInOrder(plan: { 'Node Type': string; Plans?: unknown[] }): boolean {
  const all: { 'Node Type': string }[] = [];
  const visit = (n: { 'Node Type': string; Plans?: unknown[] }) => {
    all.push(n);
    for (const child of n.Plans ?? []) visit(child as typeof n);
  };
  visit(plan);
  return all.some((n) => n['Node Type'] === 'Limit') && !all.some((n) => n['Node Type'] === 'Sort');
}

// Each statement runs prepared on PostgreSQL (server/platform/db/preparing-client.ts), where after five runs it may
// keep one generic plan for every set of parameters: that plan must be served by indexes as well.
describe.each([
  { plans: 'custom', generic: false },
  { plans: 'generic', generic: true },
])('list queries can be served by indexes (EXPLAIN with enable_seqscan = off, $plans plans)', ({ generic }) => {
  it.each(cases)('$name', async ({ as, url: path, extraTables = [], reads = [], orderedWalk = false }) => {
    const url = typeof path === 'string' ? path : await path();
    recorder.start();
    const res = await call(app, { method: 'GET', url, token: tokens[as] });
    const read = listQueries(recorder.stop(), ['orders', 'patients', ...reads]);
    expect(res.status).toBe(200);
    expect(read.length, 'the endpoint read orders or patients').toBeGreaterThan(0);
    // A search, an IN list or a statement marked customPlan is never prepared: it is planned for its values each time.
    const queries = generic ? read.filter((q) => isPreparable(q.sql)) : read;

    const tables = ['orders', 'patients', 'users', ...extraTables];
    const reports = await explainAll(database.db as Kysely<unknown>, queries, { seqscanOff: true, generic, tables });
    const failures = reports
      .map((r) => ({ ...r, scans: [...r.seqScans, ...(orderedWalk && walksInOrder(r.plan) ? [] : r.fullIndexScans)] }))
      .filter((r) => r.scans.length > 0)
      .map((r) => `${r.scans.join('; ')}\n  plan: ${r.summary}\n  query: ${showQuery(r.query)}`);
    if (process.env.SHOW_PLANS) for (const r of reports) console.log(`${url}\n  ${r.summary}\n  ${showQuery(r.query, 3000)}`);
    expect(failures).toEqual([]);
  });
});

describe('the most-ordered medications CSV (a file, not JSON)', () => {
  it("reads the chosen products' orders from their variations' index (orders_variation_created_idx)", async () => {
    const url = `/api/v1/super-admin/medication-products/stats/download?ids=${await productIds()}&startDate=2025-01-01&endDate=2025-12-31`;
    recorder.start();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.admin}` } });
    const queries = listQueries(recorder.stop(), ['orders']);
    expect(res.statusCode).toBe(200);
    expect(queries.length).toBeGreaterThan(0);
    const reports = await explainAll(database.db as Kysely<unknown>, queries, {
      seqscanOff: true,
      tables: ['orders', 'patients', 'users'],
    });
    expect(reports.flatMap((r) => [...r.seqScans, ...r.fullIndexScans])).toEqual([]);
  });
});

describe("the doctor's orders by keyset cursor", () => {
  type Page = { orders: { id: string }[]; total: number; totalIsEstimate?: boolean; nextCursor?: string };
  const get = async (url: string) => {
    const res = await call(app, { method: 'GET', url, token: tokens.doctor });
    expect(res.status).toBe(200);
    return (res.body as { data: Page }).data;
  };

  it.each([QUEUE, ALL_OLDEST_FIRST, '/doctors/orders?sort=createdAt:desc&limit=20'])('walks the same rows as page=: %s', async (url) => {
    let cursor: string | undefined;
    for (let page = 1; page <= 3; page++) {
      const byPage = await get(`${url}&page=${page}`);
      const byCursor = await get(cursor ? `${url}&after=${encodeURIComponent(cursor)}` : url);
      expect(byCursor.orders.map((o) => o.id)).toEqual(byPage.orders.map((o) => o.id));
      expect(byCursor.total).toBe(byPage.total);
      cursor = byCursor.nextCursor;
      // The volume is random: a short list may end before the third page, and then there is no next cursor.
      if (byPage.orders.length < Number(new URLSearchParams(url.split('?')[1]).get('limit'))) {
        expect(cursor).toBeUndefined();
        break;
      }
      expect(cursor).toBeDefined();
    }
  });

  it('refuses a cursor it did not make, and a cursor with another sort', async () => {
    const bad = await call(app, { method: 'GET', url: `${QUEUE}&after=not-a-cursor`, token: tokens.doctor });
    expect(bad.status).toBe(400);
    const { nextCursor } = await get(QUEUE);
    const bySort = await call(app, {
      method: 'GET',
      url: `/doctors/orders?sort=number:asc&after=${encodeURIComponent(nextCursor!)}`,
      token: tokens.doctor,
    });
    expect(bySort.status).toBe(400);
  });

  it('counts the queue and the whole list exactly up to the cap', async () => {
    const queue = await get(QUEUE);
    // The volume's queue is well under the cap of 1,000: exact.
    expect(queue.totalIsEstimate).toBeUndefined();
    const all = await get(ALL_OLDEST_FIRST);
    expect(all.total).toBeLessThanOrEqual(1000);
    if (all.totalIsEstimate) expect(all.total).toBe(1000);
  });
});

describe("the doctor's patients by name (the names copied to patients by migration 0006)", () => {
  type Page = { items: { id: string; firstName: string; lastName: string }[]; total: number; totalPages: number };
  const get = async (url: string) => {
    const res = await call(app, { method: 'GET', url, token: tokens.doctor });
    expect(res.status).toBe(200);
    return (res.body as { data: Page }).data;
  };
  /** The list as the policy defines it, on the accounts' own names: what the index branches must give, page by page. */
  const reference = async (direction: 'asc' | 'desc') => {
    const doctor = await sql<{ id: string }>`
      SELECT d.id FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email = 'doctor@demo.test'`.execute(database.db);
    const d = doctor.rows[0].id;
    const dir = sql.raw(direction);
    const rows = await sql<{ id: string }>`
      SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id
      WHERE (p.doctor_id = ${d} OR p.partner_id IN (SELECT id FROM partners WHERE doctor_id = ${d})) AND u.deleted_at IS NULL
      ORDER BY u.last_name ${dir}, u.first_name ${dir}, p.id ${dir}`.execute(database.db);
    return rows.rows.map((r) => r.id);
  };

  it.each(['asc', 'desc'] as const)('gives the same pages and total as a sort on users (%s)', async (direction) => {
    const expected = await reference(direction);
    const first = await get(`/doctors/patients?sort=name:${direction}&limit=50`);
    expect(first.total).toBe(expected.length);
    const seen: string[] = [];
    for (let page = 1; page <= first.totalPages; page++) {
      seen.push(...(await get(`/doctors/patients?sort=name:${direction}&limit=50&page=${page}`)).items.map((p) => p.id));
    }
    expect(seen).toEqual(expected);
  });

  it('keeps the copies equal to the accounts when names change or an account is deleted', async () => {
    const drift = () =>
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM patients p JOIN users u ON u.id = p.user_id
        WHERE p.sort_last_name IS DISTINCT FROM u.last_name OR p.sort_first_name IS DISTINCT FROM u.first_name
           OR p.account_deleted_at IS DISTINCT FROM u.deleted_at`.execute(database.db);
    expect((await drift()).rows[0].n).toBe(0);
    const [top] = (await get('/doctors/patients?sort=name:asc&limit=1')).items;
    const patient = await sql<{ user_id: string }>`SELECT user_id FROM patients WHERE id = ${top.id}`.execute(database.db);
    const userId = patient.rows[0].user_id;
    await sql`UPDATE users SET last_name = 'Zzzz-renamed' WHERE id = ${userId}`.execute(database.db);
    expect((await drift()).rows[0].n).toBe(0);
    expect((await get('/doctors/patients?sort=name:desc&limit=1')).items[0].id).toBe(top.id);
    const before = (await get('/doctors/patients')).total;
    await sql`UPDATE users SET deleted_at = now() WHERE id = ${userId}`.execute(database.db);
    expect((await drift()).rows[0].n).toBe(0);
    expect((await get('/doctors/patients')).total).toBe(before - 1);
    await sql`UPDATE users SET deleted_at = NULL, last_name = ${top.lastName} WHERE id = ${userId}`.execute(database.db);
    expect((await drift()).rows[0].n).toBe(0);
  });
});
