/**
 * The audit log partitioned by month (migration 0048): rows land in their month's partition, a month without one yet
 * still takes its rows (the default partition, moved out when the job makes the month), the retention job detaches
 * only months wholly older than the retention (into archive tables, nothing deleted), the page and its filters still
 * read every row, and every partition, the default one and an archive are append-only.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAuditPartitionPassOnce } from '#server/jobs/audit-partitions';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { adminToken } from './helpers/admins';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

/** The table each row of `ids` is stored in. */
const partitionsOf = async (ids: string[]) => {
  const { rows } = await sql<{ id: string; part: string }>`
    SELECT id, tableoid::regclass::text AS part FROM audit_logs WHERE id = ANY(${ids}::uuid[])`.execute(t.db);
  return Object.fromEntries(rows.map((r) => [r.id, r.part]));
};
const insertAt = async (timestamp: string, action = 'PROBE') =>
  (
    await t.db
      .insertInto('audit_logs')
      .values({ timestamp: new Date(timestamp), action, resource_type: 'test', outcome: 'SUCCESS' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const tableExists = async (name: string) =>
  (await sql<{ found: string | null }>`SELECT to_regclass(${name})::text AS found`.execute(t.db)).rows[0].found !== null;
const monthName = (d: Date) => `audit_logs_y${d.getUTCFullYear()}m${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

describe('rows land in their month', () => {
  it("writes a request's row into this month's partition, and the next months exist already", async () => {
    const patient = (await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
    expect((await call(t.app, { method: 'GET', url: '/patient/profile', token: patient })).status).toBe(200);
    const { rows } = await sql<{ part: string }>`
      SELECT tableoid::regclass::text AS part FROM audit_logs WHERE resource_type = 'patient_profile' ORDER BY timestamp DESC LIMIT 1`.execute(
      t.db,
    );
    const now = new Date();
    expect(rows[0].part).toBe(monthName(now));
    const inThreeMonths = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 15));
    const ahead = await insertAt(inThreeMonths.toISOString());
    expect((await partitionsOf([ahead]))[ahead]).toBe(monthName(inThreeMonths));
  });

  it('keeps the first and last instants of a month (UTC) in that month', async () => {
    const first = await insertAt('2025-07-01T00:00:00.000Z');
    const last = await insertAt('2025-07-31T23:59:59.999Z');
    await runAuditPartitionPassOnce(t.app);
    expect(await partitionsOf([first, last])).toEqual({ [first]: 'audit_logs_y2025m07', [last]: 'audit_logs_y2025m07' });
  });

  it('takes a row of a month with no partition yet into the default one, then moves it when the job makes the month', async () => {
    const id = await insertAt('2040-05-10T12:00:00.000Z', 'FAR_FUTURE');
    expect((await partitionsOf([id]))[id]).toBe('audit_logs_default');
    const before = await t.db.selectFrom('audit_logs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    const pass = await runAuditPartitionPassOnce(t.app);
    expect(pass.created).toBeGreaterThanOrEqual(1);
    expect((await partitionsOf([id]))[id]).toBe('audit_logs_y2040m05');
    expect(await t.db.selectFrom('audit_logs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_logs_default`.execute(t.db);
    expect(rows[0].n).toBe(0);
    // A second pass finds nothing left to make.
    expect((await runAuditPartitionPassOnce(t.app)).created).toBe(0);

    // The page, its filters and the row by id read it where it now is.
    const page = await call(t.app, {
      method: 'GET',
      url: '/super-admin/audit-logs?action=FAR_FUTURE&startDate=2040-05-01&endDate=2040-05-31',
      token: admin,
    });
    expect(page.status).toBe(200);
    expect((page.body.data as { logs: { id: string }[] }).logs.map((l) => l.id)).toEqual([id]);
    expect((await call(t.app, { method: 'GET', url: `/super-admin/audit-logs/${id}`, token: admin })).status).toBe(200);
  });
});

describe('the log page across partitions', () => {
  it('walks rows of several months by cursor, newest first and oldest first, with no row twice and none left out', async () => {
    const times = Array.from({ length: 23 }, (_, i) => new Date(Date.UTC(2025, 8 + (i % 4), 1 + i, 12)).toISOString());
    const ids: string[] = [];
    for (const at of [...times, times[0]]) ids.push(await insertAt(at, 'CURSOR_PROBE'));
    await runAuditPartitionPassOnce(t.app);
    for (const order of ['desc', 'asc'] as const) {
      const expected = await t.db
        .selectFrom('audit_logs')
        .select('id')
        .where('action', '=', 'CURSOR_PROBE')
        .orderBy('timestamp', order)
        .orderBy('id', order)
        .execute();
      const seen: string[] = [];
      type Page = { logs: { id: string }[]; pagination: { total: number; nextCursor?: string } };
      let cursor: string | undefined;
      do {
        const after = cursor ? `&after=${encodeURIComponent(cursor)}` : '';
        const res = await call(t.app, {
          method: 'GET',
          url: `/super-admin/audit-logs?action=CURSOR_PROBE&limit=5&sortOrder=${order}${after}`,
          token: admin,
        });
        expect(res.status).toBe(200);
        const page = res.body.data as unknown as Page;
        expect(page.pagination.total).toBe(ids.length);
        seen.push(...page.logs.map((l) => l.id));
        cursor = page.pagination.nextCursor;
      } while (cursor);
      expect(seen).toEqual(expected.map((r) => r.id));
    }
    const bad = await call(t.app, { method: 'GET', url: '/super-admin/audit-logs?after=nope', token: admin });
    expect(bad.status).toBe(400);
  });
});

describe('retention', () => {
  it('detaches only the months wholly older than the retention, keeping their rows in archive tables', async () => {
    const january = await insertAt('2016-01-15T10:00:00.000Z', 'RETENTION_PROBE');
    const february = await insertAt('2016-02-29T23:59:59.000Z', 'RETENTION_PROBE');
    const march = await insertAt('2016-03-01T00:00:00.500Z', 'RETENTION_PROBE');
    // Six years (the default) before 2022-03-01: February 2016 ends exactly at the cutoff, March 2016 is inside it.
    expect(t.config.AUDIT_RETENTION_YEARS).toBe(6);
    const pass = await runAuditPartitionPassOnce(t.app, new Date('2022-03-01T00:00:00.000Z'));
    expect(pass.detached).toBe(2);

    expect(await tableExists('audit_logs_y2016m01')).toBe(false);
    expect(await tableExists('audit_logs_y2016m02')).toBe(false);
    const archived = await sql<{ id: string }>`
      SELECT id FROM audit_archive_y2016m01 UNION ALL SELECT id FROM audit_archive_y2016m02 ORDER BY id`.execute(t.db);
    expect(archived.rows.map((r) => r.id)).toEqual([january, february].sort());
    const left = await t.db.selectFrom('audit_logs').select('id').where('action', '=', 'RETENTION_PROBE').execute();
    expect(left.map((r) => r.id)).toEqual([march]);
    expect((await partitionsOf([march]))[march]).toBe('audit_logs_y2016m03');

    // The same day again detaches nothing more; a month later, March 2016 has wholly passed the retention too.
    expect((await runAuditPartitionPassOnce(t.app, new Date('2022-03-31T23:59:59.000Z'))).detached).toBe(0);
    expect((await runAuditPartitionPassOnce(t.app, new Date('2022-04-01T00:00:00.000Z'))).detached).toBe(1);
    expect(await t.db.selectFrom('audit_logs').select('id').where('action', '=', 'RETENTION_PROBE').execute()).toEqual([]);
    expect((await sql<{ id: string }>`SELECT id FROM audit_archive_y2016m03`.execute(t.db)).rows).toEqual([{ id: march }]);
  });
});

describe('append-only, partition by partition', () => {
  it('refuses UPDATE, DELETE and TRUNCATE on a month, the default partition and an archive', async () => {
    const month = monthName(new Date());
    // A trigger on rows fires only for rows: the default partition gets one (a month no partition covers).
    await insertAt('2050-01-01T00:00:00.000Z');
    for (const table of [month, 'audit_logs_default', 'audit_archive_y2016m01']) {
      await expect(sql`UPDATE ${sql.table(table)} SET action = 'TAMPERED'`.execute(t.db)).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(sql`DELETE FROM ${sql.table(table)}`.execute(t.db)).rejects.toThrow(/append-only: DELETE refused/);
      await expect(sql`TRUNCATE ${sql.table(table)}`.execute(t.db)).rejects.toThrow(/append-only: TRUNCATE refused/);
    }
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_archive_y2016m01`.execute(t.db);
    expect(rows[0].n).toBe(1);
  });

  it('refuses a change through the partitioned table as before', async () => {
    await expect(t.db.deleteFrom('audit_logs').where('action', '=', 'FAR_FUTURE').execute()).rejects.toThrow(/append-only: DELETE refused/);
    await expect(t.db.updateTable('audit_logs').set({ action: 'X' }).where('action', '=', 'FAR_FUTURE').execute()).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
  });
});
