/**
 * The list SQL that issue 8 recommends for the rebuilt orders and patients repositories, put through the same plan
 * check as tests/server/list-plans.test.ts (in-memory PGlite, 3,000 orders, enable_seqscan = off) and, with
 * DATABASE_URL=postgres://... naming a database grown by `npm run seed:volume`, EXPLAIN ANALYZE with real statistics:
 *
 *   node --import tsx bench/list-sql.ts
 *   DATABASE_URL=postgres://... node --import tsx bench/list-sql.ts
 *
 * The doctor's id and partner ids are resolved once and passed as parameters ($1, $2); each branch reads an index
 * in the list's order and stops after `limit` rows; a page after the first starts from a keyset cursor; the total is
 * exact where it is small (the queue) and capped elsewhere; a search finds the matching patients first (trigram).
 */
import { sql, type Kysely } from 'kysely';
import { explainAll, type CapturedQuery } from './plans';
import { addVolume } from './volume';
import { createPGlite, migrateToLatest, openDatabase } from '#server/platform/db/client';
import { ensureReferenceData } from '#server/platform/db/reference-data';
import { seedDemoData } from '#server/platform/db/seed';

const PAGE = `
  SELECT o.id, o.number, o.status, o.created_at, p.id AS patient_id, u.first_name, u.last_name, pr.name AS product_name, v.dose
  FROM page JOIN orders o ON o.id = page.id JOIN patients p ON p.id = o.patient_id JOIN users u ON u.id = p.user_id
  JOIN product_variations v ON v.key = o.product_variation_key JOIN products pr ON pr.id = v.product_id`;
/**
 * The doctor's rows of `table` in `order`, `limit` of them: one index branch for the doctor's own ($1), one per partner
 * ($2, LATERAL), each ordered and limited, then merged.
 */
const branches = (table: string, filter: string, order: string, limit: string) => `
      (SELECT id, created_at FROM ${table} WHERE doctor_id = $1${filter} ORDER BY ${order} LIMIT ${limit})
      UNION
      (SELECT x.id, x.created_at FROM unnest($2::uuid[]) AS pid(id) CROSS JOIN LATERAL
        (SELECT id, created_at FROM ${table} WHERE partner_id = pid.id${filter} ORDER BY ${order} LIMIT ${limit}) x)
      ORDER BY ${order} LIMIT ${limit}`;
const OLDEST = 'created_at, id';
const NEWEST = 'created_at DESC, id DESC';

const queries: Record<string, (d: string, partners: string[]) => CapturedQuery> = {
  'queue page 1': (d, ps) => ({
    sql: `WITH page AS (${branches('orders', ' AND status = $3', OLDEST, '$4')})
    ${PAGE} ORDER BY o.created_at, o.id`,
    parameters: [d, ps, 'PENDING_REVIEW', 20],
  }),
  'queue keyset page (after a cursor)': (d, ps) => ({
    sql: `WITH page AS (${branches('orders', ' AND status = $3 AND (created_at, id) > ($5, $6)', OLDEST, '$4')})
    ${PAGE} ORDER BY o.created_at, o.id`,
    parameters: [d, ps, 'PENDING_REVIEW', 20, new Date(Date.now() - 10 * 86_400_000), '00000000-0000-0000-0000-000000000000'],
  }),
  'all orders, newest first': (d, ps) => ({
    sql: `WITH page AS (${branches('orders', '', NEWEST, '$3')})
    ${PAGE} ORDER BY o.created_at DESC, o.id DESC`,
    parameters: [d, ps, 20],
  }),
  'queue count (exact)': (d, ps) => ({
    sql: `SELECT count(*) FROM (SELECT id FROM orders WHERE doctor_id = $1 AND status = $3
                                UNION SELECT id FROM orders WHERE partner_id = ANY($2::uuid[]) AND status = $3) x`,
    parameters: [d, ps, 'PENDING_REVIEW'],
  }),
  'all orders count (capped at 1,000)': (d, ps) => ({
    sql: `SELECT count(*) FROM ((SELECT id FROM orders WHERE doctor_id = $1 LIMIT $3)
                                UNION (SELECT id FROM orders WHERE partner_id = ANY($2::uuid[]) LIMIT $3)) x`,
    parameters: [d, ps, 1001],
  }),
  'orders name search (patients first)': (d, ps) => ({
    sql: `WITH matched AS MATERIALIZED (
        SELECT p.id FROM users u JOIN patients p ON p.user_id = u.id
        WHERE ((u.first_name || ' ' || u.last_name) ILIKE $3 OR u.email ILIKE $3)
          AND (p.doctor_id = $1 OR p.partner_id = ANY($2::uuid[]))),
      page AS (SELECT o.id FROM orders o WHERE o.patient_id IN (SELECT id FROM matched) ORDER BY o.created_at DESC, o.id DESC LIMIT $4)
    ${PAGE} ORDER BY o.created_at DESC, o.id DESC`,
    parameters: [d, ps, '%Zyszkowski%', 20],
  }),
  'patients newest first': (d, ps) => ({
    sql: `WITH page AS (${branches('patients', '', NEWEST, '$3')})
    SELECT p.id, u.first_name, u.last_name, u.email FROM page JOIN patients p ON p.id = page.id JOIN users u ON u.id = p.user_id
    WHERE u.deleted_at IS NULL ORDER BY page.created_at DESC, page.id DESC`,
    parameters: [d, ps, 20],
  }),
};

async function check(db: Kysely<unknown>, label: string, seqscanOff: boolean) {
  const d = (
    await sql<{ id: string }>`SELECT d.id FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email = 'doctor@demo.test'`.execute(db)
  ).rows[0].id;
  const ps = (await sql<{ id: string }>`SELECT id FROM partners WHERE doctor_id = ${d}`.execute(db)).rows.map((r) => r.id);
  console.log(`\n${label} (${ps.length} partners of the demo doctor)`);
  for (const [name, q] of Object.entries(queries)) {
    const [r] = await explainAll(db, [q(d, ps)], { seqscanOff, analyze: !seqscanOff, tables: ['orders', 'patients', 'users'] });
    const bad = [...r.seqScans, ...(seqscanOff ? r.fullIndexScans : [])];
    if (bad.length) process.exitCode = 1;
    console.log(`  ${bad.length ? `FAIL ${bad.join('; ')}` : 'ok'}  ${name}: ${r.executionMs?.toFixed(2) ?? ''} ${r.summary}`);
  }
}

const pglite = await openDatabase({ url: 'memory://', dataDir: '', pglite: await createPGlite() });
await migrateToLatest(pglite.db);
await ensureReferenceData(pglite.db);
await seedDemoData(pglite.db);
await addVolume(pglite.db, 3000);
await check(pglite.db as Kysely<unknown>, 'PGlite, 3,000 orders, enable_seqscan = off', true);
await pglite.close();
const url = process.env.DATABASE_URL;
if (url && /^postgres(ql)?:\/\//.test(url)) {
  const pgdb = await openDatabase({ url, dataDir: '' });
  await check(pgdb.db as Kysely<unknown>, 'PostgreSQL, real statistics, EXPLAIN ANALYZE (ms)', false);
  await pgdb.close();
}
