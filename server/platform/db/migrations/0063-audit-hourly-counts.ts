import { type Kysely, sql } from 'kysely';

/**
 * The audit log's statistics counted by ended hour as well (server/modules/audit/audit-counts.repository.ts): the
 * days not counted as days yet (today, and yesterday until the daily pass) were counted from the log on every read, a
 * whole day's rows by evening. `audit_hourly_counts` holds each ended hour's rows of those days by action, outcome and
 * role; `audit_counted_hours` says which hours are counted (an hour with no rows as well). Once its day is counted as a
 * day, an hour's rows are deleted, so both tables hold about two days of hours. (Migration 0065 counts the current
 * hour as well, up to a minute ago: `counted_until`.)
 */
export async function upAuditHourlyCounts(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE audit_hourly_counts (
    hour timestamptz NOT NULL,
    action text NOT NULL,
    outcome text NOT NULL,
    role text NOT NULL,
    count integer NOT NULL,
    PRIMARY KEY (hour, action, outcome, role)
  )`.execute(db);
  await sql`CREATE TABLE audit_counted_hours (
    hour timestamptz PRIMARY KEY,
    counted_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function downAuditHourlyCounts(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE audit_hourly_counts, audit_counted_hours`.execute(db);
}
