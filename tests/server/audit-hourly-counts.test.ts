/**
 * The audit statistics of the days not counted as days yet (migrations 0063, 0065,
 * server/modules/audit/audit-counts.repository.ts): their hours are counted by the audit log hourly counts job up to a
 * minute before each pass and read from their counts, so a read counts from the log only the rows counted neither way
 * (those since the pass's cutoff). The reply stays a plain count over the log.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEndedDays, countRecentHours } from '#server/modules/audit/audit.service';
import { countRows, uncountedRuns } from '#server/modules/audit/audit-counts.repository';
import { downAuditHoursCountedUntil, upAuditHoursCountedUntil } from '#server/platform/db/migrations/0065-audit-hours-counted-until';
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

/** `n` rows of `action` at an instant (by default a quarter past the start of an hour), by a signed-out caller or a role. */
const addRows = (at: string | RawBuilder<unknown>, action: string, n: number, outcome = 'SUCCESS', role: string | null = 'DOCTOR') =>
  sql`insert into audit_logs (timestamp, role, action, resource_type, outcome)
      select ${typeof at === 'string' ? sql`${at}::timestamptz + interval '15 minutes'` : at}, ${role}, ${action}, 'test', ${outcome}
      from generate_series(1, ${n}::int)`.execute(t.db);
/** An instant `seconds` before now (as the database tells the time), or an instant given. */
const ago = (seconds: number) => sql`now() - ${seconds}::int * interval '1 second'`;
const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

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

/** The instant the last pass counted the hours up to: the newest mark's `counted_until` (as epoch milliseconds). */
async function countedUntil(): Promise<number> {
  const { rows } = await sql<{ until: number }>`
    select (extract(epoch from max(counted_until)) * 1000)::float8 as until from audit_counted_hours`.execute(t.db);
  return rows[0].until;
}
/** How many hours start from `from` (an hour's ISO text) and before `until`: those a pass counts up to `until`. */
const hoursBefore = (until: number, from: string) => Math.max(0, Math.ceil((until - Date.parse(from)) / HOUR_MS));
/** The start of the hour an instant falls in, as ISO text. */
const hourStart = (ms: number) => new Date(Math.floor(ms / HOUR_MS) * HOUR_MS).toISOString();
const startOfDay = (day: string) => `${day}T00:00:00.000Z`;
/** The first hour the log's part reads after a pass counted up to `until`, and the rest of today. */
const leftToTheLog = (until: number) => [{ from: hourStart(until), to: `${dayOf(0)}T23:00:00.000Z` }];

/** The rows `countRows` counts over the range, read with the runs of hours given (as a read before a pass saw them). */
async function total(runs: Awaited<ReturnType<typeof uncountedRuns>>) {
  const { rows } = await sql<{
    n: number;
  }>`select coalesce(sum(n), 0)::int as n from (${countRows(range(), runs)}) as c (action, outcome, role, day, n)`.execute(t.db);
  return rows[0].n;
}

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

    // The job's pass counts every hour of yesterday and today up to a minute ago: none was counted.
    const { counted } = await runAuditHourlyCountPassOnce(t.app);
    const until = await countedUntil();
    expect(counted).toBe(hoursBefore(until, startOfDay(dayOf(1))));
    await expectPlainCount();
    // Only the hour counted in part (the current one, mostly) and the rest of today are left to the log.
    expect(await uncountedRuns(t.db, range())).toEqual(leftToTheLog(until));

    // A counted hour is read from its counts, not from the log (rows written since the pass are read from the log).
    await sql`update audit_hourly_counts set count = count + 1000 where hour = ${hourOf(2)}::timestamptz and action = 'TEST_HOURLY'`.execute(
      t.db,
    );
    expect(countOf(await statistics(), 'TEST_HOURLY')).toBe(1015);
    await addRows(ago(0), 'TEST_HOURLY', 1);
    expect(countOf(await statistics(), 'TEST_HOURLY')).toBe(1016);
  });

  it('counts the current and the last ended hour again on each pass; an older counted hour waits for its day', async () => {
    // A pass recounts the last ended hour and the current one only: the changed count of two hours ago stays...
    expect(await countRecentHours(t.db)).toBe(hoursBefore(await countedUntil(), hourOf(1)));
    expect(countOf(await statistics(), 'TEST_HOURLY')).toBe(1016);
    // ...and rows that reach the last ended hour late (a transaction that committed after the hour) are picked up.
    await addRows(hourOf(1), 'TEST_LATE', 2);
    await addRows(hourOf(3), 'TEST_LATE', 5);
    expect(countOf(await statistics(), 'TEST_LATE')).toBe(0);
    expect(await countRecentHours(t.db)).toBe(hoursBefore(await countedUntil(), hourOf(1)));
    expect(countOf(await statistics(), 'TEST_LATE')).toBe(2);

    // An hour that is not counted (here: its mark removed) is read from the log at once, and counted by the next pass.
    await sql`delete from audit_counted_hours where hour in (${hourOf(2)}::timestamptz, ${hourOf(3)}::timestamptz)`.execute(t.db);
    await expectPlainCount();
    expect(await countRecentHours(t.db)).toBe(2 + hoursBefore(await countedUntil(), hourOf(1)));
    expect(await uncountedRuns(t.db, range())).toEqual(leftToTheLog(await countedUntil()));
    await expectPlainCount();
  });

  it('counts the current hour up to a minute before the pass; the rows since are read from the log', async () => {
    // Rows written 150 seconds ago are before the cutoff of a pass now; those of 30 seconds ago after it.
    await addRows(ago(150), 'TEST_BEFORE_CUTOFF', 4);
    await addRows(ago(30), 'TEST_LAST_MINUTE', 3);
    const started = Date.now();
    await runAuditHourlyCountPassOnce(t.app);
    const until = await countedUntil();
    // The pass counted up to the start of the minute before the one it ran in.
    expect(until % 60_000).toBe(0);
    expect(until).toBeGreaterThanOrEqual(Math.floor(started / 60_000) * 60_000 - 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() - 60_000);
    // The hour the cutoff falls in is marked counted up to it (no hour is, when the cutoff is an hour's start)...
    const partial = await sql<{ hour: number; until: number }>`
      select (extract(epoch from hour) * 1000)::float8 as hour, (extract(epoch from counted_until) * 1000)::float8 as until
      from audit_counted_hours where counted_until < hour + interval '1 hour'`.execute(t.db);
    expect(partial.rows).toEqual(until % HOUR_MS === 0 ? [] : [{ hour: Date.parse(hourStart(until)), until }]);
    // ...and its counts hold the rows before the cutoff, not those after.
    const counts = await sql<{ action: string; n: number }>`
      select action, sum(count)::int as n from audit_hourly_counts
      where action in ('TEST_BEFORE_CUTOFF', 'TEST_LAST_MINUTE') group by action`.execute(t.db);
    expect(counts.rows).toEqual([{ action: 'TEST_BEFORE_CUTOFF', n: 4 }]);

    // The rows after the cutoff, written before the pass or since, are counted from the log.
    await addRows(ago(0), 'TEST_AFTER_PASS', 2);
    const stats = await statistics();
    expect(['TEST_BEFORE_CUTOFF', 'TEST_LAST_MINUTE', 'TEST_AFTER_PASS'].map((action) => countOf(stats, action))).toEqual([4, 3, 2]);
    await expectPlainCount();
    // The rows before the cutoff are read from the hour's counts, which the next pass replaces.
    await sql`update audit_hourly_counts set count = count + 1000 where action = 'TEST_BEFORE_CUTOFF'`.execute(t.db);
    expect(countOf(await statistics(), 'TEST_BEFORE_CUTOFF')).toBe(1004);
    await countRecentHours(t.db);
    expect(countOf(await statistics(), 'TEST_BEFORE_CUTOFF')).toBe(4);
    await expectPlainCount();
  });

  it('counts a row committed after a pass with a time before its cutoff on the next pass, doubling nothing', async () => {
    await countRecentHours(t.db);
    const until = await countedUntil();
    // A transaction that began before the cutoff and committed after the pass: in neither the counts nor the log's part.
    await addRows(instant(until - 1000), 'TEST_LATE_COMMIT', 1);
    expect(countOf(await statistics(), 'TEST_LATE_COMMIT')).toBe(0);
    // Before the next pass: a read of the marks, and the newest mark set back a minute (as a pass a minute earlier left it).
    const stale = await uncountedRuns(t.db, range());
    await sql`update audit_counted_hours set counted_until = counted_until - interval '1 minute' where counted_until = ${instant(until)}`.execute(
      t.db,
    );
    // The next pass counts the hour again and moves its mark on (the read before it doubles nothing).
    await countRecentHours(t.db);
    expect(await countedUntil()).toBeGreaterThanOrEqual(until);
    expect(countOf(await statistics(), 'TEST_LATE_COMMIT')).toBe(1);
    expect(await total(stale)).toBe((await plainCount()).total);
    await expectPlainCount();
  });

  it('neither doubles nor drops rows when a pass commits between the read of the counted hours and the count', async () => {
    const plain = async () => (await plainCount()).total;
    // Every hour of the range as not counted, as a read before the first pass saw them.
    const before = [{ from: `${dayOf(1)}T00:00:00.000Z`, to: `${dayOf(0)}T23:00:00.000Z` }];
    await sql`delete from audit_counted_hours where hour = ${hourOf(1)}::timestamptz`.execute(t.db);
    const stale = await uncountedRuns(t.db, range());
    expect(await countRecentHours(t.db)).toBe(hoursBefore(await countedUntil(), hourOf(1)));
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
    const today = hoursBefore(await countedUntil(), startOfDay(dayOf(0)));
    expect(hours.rows).toEqual(today === 0 ? [] : [{ day: dayOf(0), n: today }]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from audit_hourly_counts where hour < ${dayOf(0)}::date::timestamp at time zone 'UTC'`.execute(t.db);
    expect(rows[0].n).toBe(0);
    await expectPlainCount();
    // Yesterday is counted as a day now: the hourly pass leaves its hours alone (today's recent hours only, if any).
    const since = hourOf(1) < startOfDay(dayOf(0)) ? startOfDay(dayOf(0)) : hourOf(1);
    expect(await countRecentHours(t.db)).toBe(hoursBefore(await countedUntil(), since));
    await expectPlainCount();
  });
});

describe('migration 0065 (the instant each hour is counted up to)', () => {
  it('marks the hours counted before as whole hours; going down forgets the hours counted in part', async () => {
    await countRecentHours(t.db);
    const until = await countedUntil();
    const marks = async () => {
      const { rows } = await sql<{ hour: string }>`
        select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00.000"Z"') as hour from audit_counted_hours order by 1`.execute(
        t.db,
      );
      return rows.map((r) => r.hour);
    };
    const whole = (await marks()).filter((hour) => Date.parse(hour) + HOUR_MS <= until);

    await downAuditHoursCountedUntil(t.db as unknown as Kysely<unknown>);
    expect(await marks()).toEqual(whole);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from audit_hourly_counts where hour >= ${hourStart(until)}::timestamptz`.execute(t.db);
    expect(rows[0].n).toBe(0);
    const columns = await sql<{ name: string }>`
      select column_name as name from information_schema.columns where table_name = 'audit_counted_hours' order by 1`.execute(t.db);
    expect(columns.rows.map((c) => c.name)).toEqual(['counted_at', 'hour']);

    await upAuditHoursCountedUntil(t.db as unknown as Kysely<unknown>);
    const backfilled = await sql<{ n: number; whole: number }>`
      select count(*)::int as n, count(*) filter (where counted_until = hour + interval '1 hour')::int as whole from audit_counted_hours`.execute(
      t.db,
    );
    expect(backfilled.rows).toEqual([{ n: whole.length, whole: whole.length }]);
    await expectPlainCount();
    await countRecentHours(t.db);
    expect(await marks()).toEqual(until % HOUR_MS === 0 ? whole : [...whole, hourStart(until)].sort());
    await expectPlainCount();
  });
});
