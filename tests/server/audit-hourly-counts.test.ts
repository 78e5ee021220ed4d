/**
 * The audit statistics of the days not counted as days yet (migration 0063, server/modules/audit/audit-counts.repository.ts):
 * their ended hours are counted by the audit log hourly counts job and read from their counts, so a read counts from
 * the log only the hours counted neither way (the current hour). The reply stays a plain count over the log.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEndedDays, countEndedHours } from '#server/modules/audit/audit.service';
import { countRows, uncountedRuns } from '#server/modules/audit/audit-counts.repository';
import { runAuditHourlyCountPassOnce } from '#server/jobs/audit-hourly-counts';
import { call, type TestApp } from './helpers/app';
import { adminTestApp } from './helpers/admins';

let t: TestApp;
let admin: string;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
/** The start of the hour `hoursAgo` hours before the current one (0: the current hour), as ISO text. */
const hourOf = (hoursAgo: number) => new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS - hoursAgo * HOUR_MS).toISOString();
/** Yesterday and today: the days the hourly pass counts (the daily pass has not counted yesterday in a new app). */
const range = () => ({ startDate: dayOf(1), endDate: dayOf(0) });

type Count<K extends string> = Record<K, string> & { count: number };
type Stats = {
  total: number;
  byAction: Count<'action'>[];
  byOutcome: Count<'outcome'>[];
  byRole: Count<'role'>[];
  perDay: Count<'date'>[];
};

/** `n` rows of `action` a quarter past the start of an hour, by a signed-out caller or a role. */
const addRows = (hour: string, action: string, n: number, outcome = 'SUCCESS', role: string | null = 'DOCTOR') =>
  sql`insert into audit_logs (timestamp, role, action, resource_type, outcome)
      select ${hour}::timestamptz + interval '15 minutes', ${role}, ${action}, 'test', ${outcome}
      from generate_series(1, ${n}::int)`.execute(t.db);

const byKey = <K extends string>(key: K, list: Count<K>[]) => [...list].sort((a, b) => a[key].localeCompare(b[key]));
const sorted = (s: Stats) => ({
  total: s.total,
  byAction: byKey('action', s.byAction),
  byOutcome: byKey('outcome', s.byOutcome),
  byRole: byKey('role', s.byRole),
  perDay: byKey('date', s.perDay),
});

const statistics = async ({ startDate, endDate } = range()) => {
  const res = await call(t.app, {
    method: 'GET',
    url: `/super-admin/audit-logs/statistics?startDate=${startDate}&endDate=${endDate}`,
    token: admin,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sorted(res.body.data as Stats);
};

/** The range's figures counted over every row of the log, the way the statistics must come out. */
async function plainCount({ startDate, endDate } = range()) {
  const { rows } = await sql<{ action: string; outcome: string; role: string; date: string }>`
    select action, outcome, coalesce(role, 'ANONYMOUS') as role, to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD') as date
    from audit_logs
    where timestamp >= ${startDate}::date::timestamp at time zone 'UTC' and timestamp < (${endDate}::date + 1)::timestamp at time zone 'UTC'`.execute(
    t.db,
  );
  const tally = <K extends 'action' | 'outcome' | 'role' | 'date'>(key: K) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
    return byKey(
      key,
      [...counts].map(([value, count]) => ({ [key]: value, count }) as Count<K>),
    );
  };
  return { total: rows.length, byAction: tally('action'), byOutcome: tally('outcome'), byRole: tally('role'), perDay: tally('date') };
}

/** The statistics equal a plain count over the log taken just before them (their read is audited after it counts). */
const expectPlainCount = async () => {
  const plain = await plainCount();
  expect(await statistics()).toEqual(plain);
};
const countOf = (stats: Stats, action: string) => stats.byAction.find((a) => a.action === action)?.count ?? 0;

/** The ended hours from the start of yesterday to the current hour. */
const endedHoursSinceYesterday = () => 24 + new Date().getUTCHours();

beforeAll(async () => {
  ({ t, admin } = await adminTestApp());
  await addRows(hourOf(1), 'TEST_HOURLY', 3);
  await addRows(hourOf(2), 'TEST_HOURLY', 2, 'DENIED', null);
  await addRows(hourOf(5), 'TEST_HOURLY', 4, 'FAILURE', 'PATIENT');
  await addRows(hourOf(0), 'TEST_HOURLY', 6);
  // A row at noon yesterday, so that the log starts yesterday and the daily pass has yesterday to count.
  await addRows(`${dayOf(1)}T12:00:00.000Z`, 'TEST_YESTERDAY', 1);
});
afterAll(() => t.close());

describe('audit statistics from the hours counted', () => {
  it('equals a plain count before and after an hourly pass, and reads counted hours from their counts', async () => {
    await expectPlainCount();
    expect(countOf(await statistics(), 'TEST_HOURLY')).toBe(15);
    expect(countOf(await statistics(), 'TEST_YESTERDAY')).toBe(1);

    // The job's pass counts every ended hour of yesterday and today: none was counted.
    expect(await runAuditHourlyCountPassOnce(t.app)).toEqual({ counted: endedHoursSinceYesterday() });
    await expectPlainCount();
    // Only the current hour is left to the log.
    expect(await uncountedRuns(t.db, range())).toEqual([{ from: hourOf(0), to: `${dayOf(0)}T23:00:00.000Z` }]);

    // A counted hour is read from its counts, not from the log (the current hour's rows are still read from the log).
    await sql`update audit_hourly_counts set count = count + 1000 where hour = ${hourOf(2)}::timestamptz and action = 'TEST_HOURLY'`.execute(
      t.db,
    );
    expect(countOf(await statistics(), 'TEST_HOURLY')).toBe(1015);
    await addRows(hourOf(0), 'TEST_HOURLY', 1);
    expect(countOf(await statistics(), 'TEST_HOURLY')).toBe(1016);
  });

  it('counts the last ended hour again on each pass; an older counted hour waits for its day to be counted', async () => {
    // A pass recounts the last ended hour only: the changed count of two hours ago stays...
    expect(await countEndedHours(t.db)).toBe(1);
    expect(countOf(await statistics(), 'TEST_HOURLY')).toBe(1016);
    // ...and rows that reach the last ended hour late (a transaction that committed after the hour) are picked up.
    await addRows(hourOf(1), 'TEST_LATE', 2);
    await addRows(hourOf(3), 'TEST_LATE', 5);
    expect(countOf(await statistics(), 'TEST_LATE')).toBe(0);
    expect(await countEndedHours(t.db)).toBe(1);
    expect(countOf(await statistics(), 'TEST_LATE')).toBe(2);

    // An hour that is not counted (here: its mark removed) is read from the log at once, and counted by the next pass.
    await sql`delete from audit_counted_hours where hour in (${hourOf(2)}::timestamptz, ${hourOf(3)}::timestamptz)`.execute(t.db);
    await expectPlainCount();
    expect(await countEndedHours(t.db)).toBe(3);
    expect(await uncountedRuns(t.db, range())).toEqual([{ from: hourOf(0), to: `${dayOf(0)}T23:00:00.000Z` }]);
    await expectPlainCount();
  });

  it('neither doubles nor drops rows when a pass commits between the read of the counted hours and the count', async () => {
    const total = async (runs: Awaited<ReturnType<typeof uncountedRuns>>) => {
      const { rows } = await sql<{
        n: number;
      }>`select coalesce(sum(n), 0)::int as n from (${countRows(range(), runs)}) as c (action, outcome, role, day, n)`.execute(t.db);
      return rows[0].n;
    };
    const plain = async () => (await plainCount()).total;
    // Every hour of the range as not counted, as a read before the first pass saw them.
    const before = [{ from: `${dayOf(1)}T00:00:00.000Z`, to: `${dayOf(0)}T23:00:00.000Z` }];
    await sql`delete from audit_counted_hours where hour = ${hourOf(1)}::timestamptz`.execute(t.db);
    const stale = await uncountedRuns(t.db, range());
    expect(await countEndedHours(t.db)).toBe(1);
    expect(await total(stale)).toBe(await plain());
    expect(await total(before)).toBe(await plain());
    // The daily pass counts yesterday as a day and deletes its hours meanwhile.
    expect(await countEndedDays(t.db)).toBe(1);
    expect(await total(stale)).toBe(await plain());
    expect(await total(before)).toBe(await plain());
  });

  it("drops a day's hours once the day is counted as a day, and keeps today's", async () => {
    // Yesterday, the log's first day, counted again as the daily pass does for the last two ended days.
    expect(await countEndedDays(t.db)).toBe(1);
    const hours = await sql<{ day: string; n: number }>`
      select to_char(hour at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from audit_counted_hours group by 1 order by 1`.execute(
      t.db,
    );
    const today = new Date().getUTCHours();
    expect(hours.rows).toEqual(today === 0 ? [] : [{ day: dayOf(0), n: today }]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from audit_hourly_counts where hour < ${dayOf(0)}::date::timestamp at time zone 'UTC'`.execute(t.db);
    expect(rows[0].n).toBe(0);
    await expectPlainCount();
    // Yesterday is counted as a day now: the hourly pass leaves its hours alone (today's last ended hour only, if any).
    expect(await countEndedHours(t.db)).toBe(today === 0 ? 0 : 1);
    await expectPlainCount();
  });
});
