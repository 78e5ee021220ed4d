/**
 * The audit log filtered by a name that matches several people (issue 34): the people are found first, then the log
 * is read by their ids, a few month partitions at a time, newest first (audit-windows.ts). The pages, the cursor's walk
 * and the count are those of a plain query over the log, for a patient filter and an actor filter, with another filter
 * beside, and for rows years apart (future ones and ones outside the monthly partitions too).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from './helpers/app';
import { adminTestApp } from './helpers/admins';

let t: TestApp;
let admin: string;
let others: Record<string, string>;

/** The cohort of outcome patients (seed-outcomes.ts): 30 patients of the demo doctor, all with this e-mail domain. */
const COHORT = 'outcomes.demo.test';

beforeAll(async () => {
  ({ t, admin, others } = await adminTestApp());
  // Some history about several of them: the doctor reads each of six charts, the first three twice.
  const { rows } = await sql<{ id: string }>`
    SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email LIKE ${`%@${COHORT}`} ORDER BY u.email LIMIT 6`.execute(
    t.db,
  );
  expect(rows).toHaveLength(6);
  for (const [i, { id }] of rows.entries())
    for (let n = 0; n < (i < 3 ? 2 : 1); n++) {
      const res = await call(t.app, { method: 'GET', url: `/doctors/patients/${id}/outcomes`, token: others['doctor@demo.test'] });
      expect(res.status).toBe(200);
    }
});
afterAll(() => t.close());

type Page = { logs: { id: string }[]; pagination: { total: number; nextCursor?: string } };
const list = async (query: string) => {
  const res = await call(t.app, { method: 'GET', url: `/super-admin/audit-logs${query}`, token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as Page;
};

/** The ids a plain query gives, newest first. */
async function expected(where: ReturnType<typeof sql>) {
  const { rows } = await sql<{ id: string }>`SELECT id FROM audit_logs WHERE ${where} ORDER BY timestamp DESC, id DESC`.execute(t.db);
  return rows.map((r) => r.id);
}

/** Every page of a filter, by cursor, from the first. */
async function walk(filter: string, limit = 3) {
  let page = await list(`?${filter}&limit=${limit}`);
  const first = page;
  const seen = page.logs.map((l) => l.id);
  for (let n = 0; page.pagination.nextCursor && n < 50; n++) {
    page = await list(`?${filter}&limit=${limit}&after=${encodeURIComponent(page.pagination.nextCursor)}`);
    seen.push(...page.logs.map((l) => l.id));
  }
  return { first, seen };
}

describe('the audit log by a name matching several people', () => {
  it('by patient: the same rows, in the same order, counted the same, as a plain query', async () => {
    const cohort = sql`patient_id IN (SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email LIKE ${`%@${COHORT}`})`;
    const all = await expected(cohort);
    expect(all.length).toBeGreaterThanOrEqual(9);
    const { first, seen } = await walk(`patient=${COHORT}`);
    expect(seen).toEqual(all);
    expect(first.pagination.total).toBe(all.length);
    // With another filter, and by page number.
    const reads = await expected(sql`${cohort} AND action = 'READ'`);
    const page2 = await list(`?patient=${COHORT}&action=READ&limit=3&page=2`);
    expect(page2.logs.map((l) => l.id)).toEqual(reads.slice(3, 6));
  });

  it('by actor: a term matching every demo account (19)', async () => {
    const matched = sql`actor_user_id IN (SELECT id FROM users WHERE email ILIKE '%@demo.test%')`;
    // Read before the walk: each read of the log adds its own row, newer than any page of the walk.
    const all = await expected(matched);
    expect(all.length).toBeGreaterThan(10);
    const { first, seen } = await walk('actor=%40demo.test', 20);
    expect(seen).toEqual(all);
    expect(first.pagination.total).toBe(all.length);
  });
});

describe('the audit log of one patient whose rows lie years apart', () => {
  const DAY = 86_400_000;
  // From 200 days ahead (past the months made in advance: the default partition) to 7 years back (before the oldest
  // month), with gaps of every size between, two rows at the same instant among them.
  const offsets = [200, 0, 0, -1, -40, -41, -100, -400, -1100, -2000, -2555];
  let patientId: string;

  beforeAll(async () => {
    const { rows } = await sql<{ id: string }>`
      SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email LIKE ${`%@${COHORT}`} ORDER BY u.email DESC LIMIT 1`.execute(
      t.db,
    );
    patientId = rows[0].id;
    const now = Date.now();
    for (const [i, days] of offsets.entries())
      await sql`INSERT INTO audit_logs (timestamp, role, action, resource_type, resource_id, patient_id, outcome)
        VALUES (${new Date(now + days * DAY - (i === 2 ? 1 : i))}, 'DOCTOR', 'READ', 'patient', ${`spread-${i}`}, ${patientId}, 'SUCCESS')`.execute(
        t.db,
      );
  });

  it('pages, cursor and count are those of a plain query, with and without a date range', async () => {
    const all = await expected(sql`patient_id = ${patientId}`);
    expect(all.length).toBeGreaterThanOrEqual(offsets.length);
    for (const limit of [1, 2, 5]) {
      const { first, seen } = await walk(`patient=${patientId}`, limit);
      expect(seen, `limit ${limit}`).toEqual(all);
      expect(first.pagination.total).toBe(all.length);
    }
    // Oldest first, by cursor: the same rows the other way round.
    const { seen: oldestFirst } = await walk(`patient=${patientId}&sortOrder=asc`, 2);
    expect(oldestFirst).toEqual([...all].reverse());
    const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    const ranged = await expected(
      sql`patient_id = ${patientId} AND timestamp >= ${day(-1200)}::date::timestamp at time zone 'UTC' AND timestamp < (${day(-30)}::date + 1)::timestamp at time zone 'UTC'`,
    );
    expect(ranged.length).toBeGreaterThanOrEqual(4);
    const { first, seen } = await walk(`patient=${patientId}&startDate=${day(-1200)}&endDate=${day(-30)}`, 2);
    expect(seen).toEqual(ranged);
    expect(first.pagination.total).toBe(ranged.length);
  });
});
