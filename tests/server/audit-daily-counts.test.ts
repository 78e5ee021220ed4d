/**
 * The audit statistics at production volume (migration 0059, server/modules/audit/audit-counts.repository.ts): ended
 * days are counted once by the audit log job and read from their counts; days not counted yet (today) from the log.
 * Either way the reply is the same as counting every row of the range.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEndedDays } from '#server/modules/audit/audit.service';
import { runAuditPartitionPassOnce } from '#server/jobs/audit-partitions';
import { call, type TestApp } from './helpers/app';
import { adminTestApp } from './helpers/admins';

let t: TestApp;
let admin: string;

const DAY_MS = 86_400_000;
const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
type Stats = {
  total: number;
  byAction: { action: string; count: number }[];
  byOutcome: { outcome: string; count: number }[];
  byRole: { role: string; count: number }[];
  perDay: { date: string; count: number }[];
};

/** `n` rows of `action` at noon (UTC) of a day, by a signed-out caller or a role. */
const addRows = (day: string, action: string, n: number, outcome = 'SUCCESS', role: string | null = 'DOCTOR') =>
  sql`insert into audit_logs (timestamp, role, action, resource_type, outcome)
      select ${day}::date + time '12:00' at time zone 'UTC', ${role}, ${action}, 'test', ${outcome}
      from generate_series(1, ${n}::int)`.execute(t.db);

const statistics = async (startDate: string, endDate: string) => {
  const res = await call(t.app, {
    method: 'GET',
    url: `/super-admin/audit-logs/statistics?startDate=${startDate}&endDate=${endDate}`,
    token: admin,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Stats;
};
const countOf = (stats: Stats, action: string) => stats.byAction.find((a) => a.action === action)?.count ?? 0;
/** The range's figures without today's (reading the statistics adds a row today each time). */
const past = (stats: Stats) => ({
  ...stats,
  total: undefined,
  byAction: undefined,
  byOutcome: undefined,
  byRole: undefined,
  perDay: stats.perDay.filter((d) => d.date < dayOf(0)),
});

beforeAll(async () => {
  ({ t, admin } = await adminTestApp());
  await addRows(dayOf(12), 'TEST_COUNTED', 5);
  await addRows(dayOf(12), 'TEST_COUNTED', 2, 'DENIED', null);
  await addRows(dayOf(9), 'TEST_COUNTED', 3, 'FAILURE', 'PATIENT');
  await addRows(dayOf(1), 'TEST_COUNTED', 4);
});
afterAll(() => t.close());

describe('audit statistics from the days counted once', () => {
  it('gives the same figures before and after the days are counted, and reads ended days from their counts', async () => {
    const range = [dayOf(20), dayOf(0)] as const;
    const live = await statistics(...range);
    expect(countOf(live, 'TEST_COUNTED')).toBe(14);
    expect(live.perDay.find((d) => d.date === dayOf(12))?.count).toBe(7);

    // The audit log job's pass counts every ended day since the first row (this app's log starts with the seed).
    const pass = await runAuditPartitionPassOnce(t.app);
    expect(pass.counted).toBeGreaterThanOrEqual(12);
    const counted = await statistics(...range);
    expect(past(counted)).toEqual(past(live));
    expect(countOf(counted, 'TEST_COUNTED')).toBe(14);
    expect(counted.byRole.find((r) => r.role === 'ANONYMOUS')?.count).toBeGreaterThanOrEqual(2);

    // An ended day is read from its counts (the log's rows of that day are not read again)...
    await sql`update audit_daily_counts set count = count + 1000 where day = ${dayOf(12)}::date and action = 'TEST_COUNTED' and outcome = 'SUCCESS'`.execute(
      t.db,
    );
    expect(countOf(await statistics(...range), 'TEST_COUNTED')).toBe(1014);
    // ...until it is counted again: a pass recounts only the last two ended days, a day not counted yet is counted.
    expect(await countEndedDays(t.db)).toBe(2);
    expect(countOf(await statistics(...range), 'TEST_COUNTED')).toBe(1014);
    await sql`delete from audit_counted_days where day = ${dayOf(12)}::date`.execute(t.db);
    expect(await countEndedDays(t.db)).toBe(3);
    expect(countOf(await statistics(...range), 'TEST_COUNTED')).toBe(14);
  });

  it("counts today's rows from the log as they are written", async () => {
    const before = await statistics(dayOf(0), dayOf(0));
    await addRows(dayOf(0), 'TEST_TODAY', 6);
    const after = await statistics(dayOf(0), dayOf(0));
    expect(countOf(after, 'TEST_TODAY')).toBe(6);
    // Six rows, and the statistics read of `before` itself.
    expect(after.total).toBe(before.total + 7);
  });
});
