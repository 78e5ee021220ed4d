import { sql, type RawBuilder } from 'kysely';
import type { Db } from '#server/platform/db/client';

/**
 * The audit log's rows counted once per ended day (migration 0059), so that the statistics of a year's range read
 * about a hundred rows a day instead of every row of the log. A day is counted after it ended (UTC); the last two
 * ended days are counted again on each pass, for rows whose transaction committed just after midnight. Days not
 * counted yet (today, a day before the first pass) are counted from the log itself when read (`countRows`).
 */

/** The most days one transaction counts: a first pass over six years of log runs in steps of a month. */
const DAYS_PER_STEP = 31;
const RECOUNTED_DAYS = 2;

type Run = { from: string; to: string };
const DAY_MS = 86_400_000;
const nextDay = (day: string) => new Date(Date.parse(day) + DAY_MS).toISOString().slice(0, 10);

/** Consecutive days as runs of at most `most` days ([from, to], inclusive). */
function runsOf(days: readonly string[], most = Number.POSITIVE_INFINITY): Run[] {
  const runs: (Run & { n: number })[] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    if (last && nextDay(last.to) === day && last.n < most) Object.assign(last, { to: day, n: last.n + 1 });
    else runs.push({ from: day, to: day, n: 1 });
  }
  return runs.map(({ from, to }) => ({ from, to }));
}

const utcDay = sql`(audit_logs.timestamp at time zone 'UTC')::date`;
const within = ({ from, to }: Run) =>
  sql`audit_logs.timestamp >= ${from}::date::timestamp at time zone 'UTC' and audit_logs.timestamp < (${to}::date + 1)::timestamp at time zone 'UTC'`;

/**
 * Counts every ended day since the log's first row that is not counted yet, and the last two again. Each step (a month
 * at most) replaces its days' counts in one transaction. Returns how many days were counted.
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
  const steps = runsOf(
    todo.rows.map((r) => r.day),
    DAYS_PER_STEP,
  );
  for (const step of steps) {
    await db.transaction().execute(async (tx) => {
      await sql`delete from audit_daily_counts where day between ${step.from}::date and ${step.to}::date`.execute(tx);
      await sql`
        insert into audit_daily_counts (day, action, outcome, role, count)
        select ${utcDay}, audit_logs.action, audit_logs.outcome, coalesce(audit_logs.role, 'ANONYMOUS'), count(*)::int
        from audit_logs where ${within(step)}
        group by 1, 2, 3, 4`.execute(tx);
      await sql`
        insert into audit_counted_days (day)
        select d::date from generate_series(${step.from}::date, ${step.to}::date, interval '1 day') as d
        on conflict (day) do update set counted_at = now()`.execute(tx);
    });
  }
  return todo.rows.length;
}

/** The days of a range not counted yet (`countEndedDays`: today, a day before the first pass), as runs of days. */
export async function uncountedRuns(db: Db, range: { startDate: string; endDate: string }): Promise<Run[]> {
  const { rows } = await sql<{ day: string }>`
    select to_char(day, 'YYYY-MM-DD') as day from audit_counted_days
    where day between ${range.startDate}::date and ${range.endDate}::date`.execute(db);
  const counted = new Set(rows.map((r) => r.day));
  const days: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = nextDay(day)) if (!counted.has(day)) days.push(day);
  return runsOf(days);
}

/**
 * The rows of a range by action, outcome, role and day, as one relation (action, outcome, role, day, n): the counted
 * days from their counts, the others (`uncounted`, as runs of days) from the log by its timestamp index.
 */
export function countRows(range: { startDate: string; endDate: string }, uncounted: Run[]): RawBuilder<unknown> {
  const counted = sql`
    select action, outcome, role, to_char(day, 'YYYY-MM-DD') as day, count as n from audit_daily_counts
    where day between ${range.startDate}::date and ${range.endDate}::date`;
  if (uncounted.length === 0) return counted;
  const live = sql`
    select audit_logs.action, audit_logs.outcome, coalesce(audit_logs.role, 'ANONYMOUS'),
           to_char(audit_logs.timestamp at time zone 'UTC', 'YYYY-MM-DD'), count(*)::int
    from audit_logs where ${sql.join(
      uncounted.map((run) => sql`(${within(run)})`),
      sql` or `,
    )}
    group by 1, 2, 3, 4`;
  return sql`${counted} union all ${live}`;
}
