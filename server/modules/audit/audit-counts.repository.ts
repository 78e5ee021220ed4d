import { sql, type RawBuilder } from 'kysely';
import type { Db } from '#server/platform/db/client';

/**
 * The audit log's rows counted once per ended day (migration 0059), so that the statistics of a year's range read
 * about a hundred rows a day instead of every row of the log. A day is counted after it ended (UTC); the last two
 * ended days are counted again on each pass, for rows whose transaction committed just after midnight.
 *
 * The days not counted as days yet (today; yesterday until the daily pass) are counted by hour (migration 0063) by a
 * pass every few minutes: each ended hour, and the current hour up to a minute before the pass. Each counted hour's
 * mark says up to which instant it is counted (`counted_until`, migration 0065: the hour's end once it ended). The
 * pass counts again the current hour and the last ended one, for rows whose transaction committed after the instant
 * they were counted up to; counting a day as a day deletes its hours. A read counts from the log itself only the rows
 * counted neither way: those since the current hour's `counted_until` (a few minutes' rows), and any hour before the
 * passes.
 */

/** The most days one transaction counts: a first pass over six years of log runs in steps of a month. */
const DAYS_PER_STEP = 31;
const RECOUNTED_DAYS = 2;
const HOURS_PER_STEP = 24;
const RECOUNTED_HOURS = 1;

type Run = { from: string; to: string };
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const nextDay = (day: string) => new Date(Date.parse(day) + DAY_MS).toISOString().slice(0, 10);
/** Hours are kept as their start's ISO text ('2025-01-31T05:00:00.000Z'), which sorts as time does. */
const nextHour = (hour: string) => new Date(Date.parse(hour) + HOUR_MS).toISOString();
const HOUR_TEXT = `'YYYY-MM-DD"T"HH24:00:00.000"Z"'`;
/** An instant to the minute, as the same ISO text. */
const MINUTE_TEXT = `'YYYY-MM-DD"T"HH24:MI:00.000"Z"'`;

/** Consecutive items (days or hours, as `next` steps) as runs of at most `most` ([from, to], inclusive). */
function runsOf(items: readonly string[], next: (item: string) => string, most = Number.POSITIVE_INFINITY): Run[] {
  const runs: (Run & { n: number })[] = [];
  for (const item of [...items].sort()) {
    const last = runs.at(-1);
    if (last && next(last.to) === item && last.n < most) Object.assign(last, { to: item, n: last.n + 1 });
    else runs.push({ from: item, to: item, n: 1 });
  }
  return runs.map(({ from, to }) => ({ from, to }));
}

const utcDay = sql`(audit_logs.timestamp at time zone 'UTC')::date`;
const utcHour = sql`date_trunc('hour', audit_logs.timestamp at time zone 'UTC') at time zone 'UTC'`;
const dayStart = (day: string) => sql`${day}::date::timestamp at time zone 'UTC'`;
const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;
/** The instants of a run of days, or of a run of hours: [start, end). */
const daysSpan = ({ from, to }: Run) => ({ start: dayStart(from), end: dayEnd(to) });
const hoursSpan = ({ from, to }: Run) => ({ start: sql`${from}::timestamptz`, end: sql`${to}::timestamptz + interval '1 hour'` });
const within = (column: RawBuilder<unknown>, { start, end }: ReturnType<typeof daysSpan>) =>
  sql`${column} >= ${start} and ${column} < ${end}`;
const logWithin = (span: ReturnType<typeof daysSpan>) => within(sql`audit_logs.timestamp`, span);

type Span = ReturnType<typeof daysSpan>;
/** What is counted by day and by hour: the counts' table and its column, their runs, and how they are marked counted. */
type Unit = {
  counts: 'audit_daily_counts' | 'audit_hourly_counts';
  column: 'day' | 'hour';
  /** A row's day or hour. */
  bucket: RawBuilder<unknown>;
  next: (unit: string) => string;
  /** The most units one transaction counts. */
  most: number;
  /** The instants of a run's units a pass counts: [start, end). */
  span: (run: Run) => Span;
  /** The counts of a run's units. */
  inRun: (run: Run, span: Span) => RawBuilder<unknown>;
  /** The statement marking a run's units counted (up to the span's end). */
  mark: (run: Run, span: Span) => RawBuilder<unknown>;
};
const DAYS: Unit = {
  counts: 'audit_daily_counts',
  column: 'day',
  bucket: utcDay,
  next: nextDay,
  most: DAYS_PER_STEP,
  span: daysSpan,
  inRun: ({ from, to }) => sql`day between ${from}::date and ${to}::date`,
  mark: ({ from, to }) => sql`
    insert into audit_counted_days (day) select d::date from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    on conflict (day) do update set counted_at = now()`,
};
/** Hours, counted up to `until` (an instant): the ended ones whole, the one `until` falls in up to it. */
const hoursUpTo = (until: string): Unit => ({
  counts: 'audit_hourly_counts',
  column: 'hour',
  bucket: utcHour,
  next: nextHour,
  most: HOURS_PER_STEP,
  span: (run) => {
    const { start, end } = hoursSpan(run);
    return { start, end: sql`least(${end}, ${until}::timestamptz)` };
  },
  inRun: (_run, span) => within(sql`hour`, span),
  mark: ({ to }, span) => sql`
    insert into audit_counted_hours (hour, counted_until)
    select g, least(g + interval '1 hour', ${until}::timestamptz) from generate_series(${span.start}, ${to}::timestamptz, interval '1 hour') as g
    on conflict (hour) do update set counted_at = now(), counted_until = excluded.counted_until`,
});

/**
 * Counts `units` (days or hours, as text) in runs of consecutive ones, each run in one transaction: its counts
 * replaced and its units marked counted (an hour with the instant it is counted up to), then `also` (what else the
 * run's transaction does). Returns how many.
 */
async function countUnits(db: Db, unit: Unit, units: string[], also?: (tx: Db, span: Span) => Promise<void>) {
  for (const step of runsOf(units, unit.next, unit.most)) {
    const span = unit.span(step);
    await db.transaction().execute(async (tx) => {
      await sql`delete from ${sql.table(unit.counts)} where ${unit.inRun(step, span)}`.execute(tx);
      await sql`
        insert into ${sql.table(unit.counts)} (${sql.ref(unit.column)}, action, outcome, role, count)
        select ${unit.bucket}, audit_logs.action, audit_logs.outcome, coalesce(audit_logs.role, 'ANONYMOUS'), count(*)::int
        from audit_logs where ${logWithin(span)}
        group by 1, 2, 3, 4`.execute(tx);
      await unit.mark(step, span).execute(tx);
      await also?.(tx, span);
    });
  }
  return units.length;
}

/**
 * Counts every ended day since the log's first row that is not counted yet, and the last two again. Each step (a month
 * at most) replaces its days' counts and deletes their hours' counts in one transaction. Returns how many days were
 * counted.
 */
export async function countEndedDays(db: Db): Promise<number> {
  const first = await sql<{ day: string | null; today: string }>`
    select to_char((select min(timestamp) from audit_logs) at time zone 'UTC', 'YYYY-MM-DD') as day,
           to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as today`.execute(db);
  const { day: start, today } = first.rows[0];
  if (!start || start >= today) return 0;
  const todo = await sql<{ day: string }>`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series(${start}::date, ${today}::date - 1, interval '1 day') as d
    where d >= ${today}::date - ${RECOUNTED_DAYS}::int
       or not exists (select 1 from audit_counted_days c where c.day = d::date)`.execute(db);
  return countUnits(
    db,
    DAYS,
    todo.rows.map((r) => r.day),
    // Counted as days, their hours are read from the daily counts: the hourly ones are not needed any more.
    async (tx, span) => {
      await sql`delete from audit_hourly_counts where ${within(sql`hour`, span)}`.execute(tx);
      await sql`delete from audit_counted_hours where ${within(sql`hour`, span)}`.execute(tx);
    },
  );
}

/**
 * Counts the hours of today and yesterday (the days the daily pass may not have counted yet) up to a minute before the
 * pass: the ended hours not wholly counted yet, the last ended hour again, and the current hour again up to that
 * minute (a row written since is counted from the log when read, or by the next pass). The hours of a day counted as a
 * day are skipped. Each step (a day at most) replaces its hours' counts and moves their marks' `counted_until` in one
 * transaction. Returns how many hours were counted.
 */
export async function countRecentHours(db: Db): Promise<number> {
  // Hours written by a pass that raced the daily pass's count of their day (the read ignores them; this tidies them).
  await sql`delete from audit_hourly_counts h using audit_counted_days d where d.day = (h.hour at time zone 'UTC')::date`.execute(db);
  await sql`delete from audit_counted_hours h using audit_counted_days d where d.day = (h.hour at time zone 'UTC')::date`.execute(db);
  // Up to a minute before the pass: rows stamped before then are all but certainly committed (a late one is counted
  // by the next pass, which counts the hour again).
  const todo = await sql<{ hour: string; until: string }>`
    with now as (
      select date_trunc('hour', now() at time zone 'UTC') as current,
             date_trunc('minute', now() at time zone 'UTC') - interval '1 minute' as until)
    select to_char(g, ${sql.raw(HOUR_TEXT)}) as hour, to_char(now.until, ${sql.raw(MINUTE_TEXT)}) as until
    from now, generate_series(date_trunc('day', now.current) - interval '1 day', now.until, interval '1 hour') as g
    where g < now.until
      and not exists (select 1 from audit_counted_days d where d.day = g::date)
      and (g >= now.current - ${RECOUNTED_HOURS}::int * interval '1 hour'
           or not exists (select 1 from audit_counted_hours c
                          where c.hour = g at time zone 'UTC' and c.counted_until >= (g + interval '1 hour') at time zone 'UTC'))`.execute(
    db,
  );
  if (todo.rows.length === 0) return 0;
  return countUnits(
    db,
    hoursUpTo(todo.rows[0].until),
    todo.rows.map((r) => r.hour),
  );
}

/**
 * The hours of a range not wholly counted, as runs of hours: those counted neither as days nor as hours
 * (`countEndedDays`, `countRecentHours`: any hour before the passes) and those counted only in part (the current hour,
 * and the last ended one until the next pass). A pass may commit after this read: what it counted meanwhile is left
 * out of the log's part by `countRows` itself.
 */
export async function uncountedRuns(db: Db, range: { startDate: string; endDate: string }): Promise<Run[]> {
  const span = daysSpan({ from: range.startDate, to: range.endDate });
  const { rows } = await sql<{ counted: string }>`
    select to_char(day, 'YYYY-MM-DD') as counted from audit_counted_days
    where day between ${range.startDate}::date and ${range.endDate}::date
    union all
    select to_char(hour at time zone 'UTC', ${sql.raw(HOUR_TEXT)}) from audit_counted_hours
    where ${within(sql`hour`, span)} and counted_until >= hour + interval '1 hour'`.execute(db);
  const counted = new Set(rows.map((r) => r.counted));
  const hours: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = nextDay(day)) {
    if (counted.has(day)) continue;
    for (let hour = `${day}T00:00:00.000Z`; hour.startsWith(day); hour = nextHour(hour)) if (!counted.has(hour)) hours.push(hour);
  }
  return runsOf(hours, nextHour);
}

/**
 * The rows of a range by action, outcome, role and day, as one relation (action, outcome, role, day, n): the counted
 * days from their counts, the counted hours of the other days from theirs (each up to its mark's `counted_until`),
 * the rest from the log by its timestamp index: the rows of `uncounted` (runs of hours) not counted, a run's first
 * hour read from its `counted_until` on. Which rows are counted is decided again inside this one statement (one
 * snapshot, by the marks each pass writes with its counts): a row of the log is taken when its day is not marked
 * counted and its hour is not marked counted up to an instant after it. A pass that committed since `uncountedRuns`
 * read the marks neither doubles nor drops rows, since a pass only ever moves forward what is counted.
 */
export function countRows(range: { startDate: string; endDate: string }, uncounted: Run[]): RawBuilder<unknown> {
  const daily = sql`
    select action, outcome, role, to_char(day, 'YYYY-MM-DD') as day, count as n from audit_daily_counts
    where day between ${range.startDate}::date and ${range.endDate}::date`;
  const dayCounted = (hour: RawBuilder<unknown>) =>
    sql`exists (select 1 from audit_counted_days d where d.day = (${hour} at time zone 'UTC')::date)`;
  const hourly = sql`
    select h.action, h.outcome, h.role, to_char(h.hour at time zone 'UTC', 'YYYY-MM-DD'), h.count from audit_hourly_counts h
    where ${within(sql`h.hour`, daysSpan({ from: range.startDate, to: range.endDate }))} and not ${dayCounted(sql`h.hour`)}
      and exists (select 1 from audit_counted_hours c where c.hour = h.hour)`;
  if (uncounted.length === 0) return sql`${daily} union all ${hourly}`;
  // A run from its first hour's counted_until as this statement sees it (the hour's start, if not counted).
  const liveSpan = (run: Run) => {
    const { start, end } = hoursSpan(run);
    const until = sql`coalesce((select c.counted_until from audit_counted_hours c where c.hour = ${start}), ${start})`;
    return sql`(${logWithin({ start, end })} and audit_logs.timestamp >= ${until})`;
  };
  const live = sql`
    select audit_logs.action, audit_logs.outcome, coalesce(audit_logs.role, 'ANONYMOUS'),
           to_char(audit_logs.timestamp at time zone 'UTC', 'YYYY-MM-DD'), count(*)::int
    from audit_logs
    where (${sql.join(uncounted.map(liveSpan), sql` or `)})
      and not ${dayCounted(sql`audit_logs.timestamp`)}
      and not exists (select 1 from audit_counted_hours c where c.hour = ${utcHour} and audit_logs.timestamp < c.counted_until)
    group by 1, 2, 3, 4`;
  return sql`${daily} union all ${hourly} union all ${live}`;
}
