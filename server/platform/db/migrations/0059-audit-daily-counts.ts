import { type Kysely, sql } from 'kysely';

/**
 * The audit log's statistics counted once per ended day (server/modules/audit/audit-counts.repository.ts): a platform's
 * log holds tens of millions of rows a year, and counting a year's range on every read of the statistics would read
 * all of them. `audit_daily_counts` holds each ended day's rows by action, outcome and role; `audit_counted_days` says
 * which days are counted (a day with no rows is counted too). Days not counted yet (today, or before the job's next
 * pass) are counted from the log itself when read.
 */
export async function upAuditDailyCounts(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE audit_daily_counts (
    day date NOT NULL,
    action text NOT NULL,
    outcome text NOT NULL,
    role text NOT NULL,
    count integer NOT NULL,
    PRIMARY KEY (day, action, outcome, role)
  )`.execute(db);
  await sql`CREATE TABLE audit_counted_days (
    day date PRIMARY KEY,
    counted_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function downAuditDailyCounts(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE audit_daily_counts, audit_counted_days`.execute(db);
}
