import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema';

/**
 * The audit log's monthly partitions (migration 0048): made ahead of time, and detached once wholly past the retention.
 * Schema upkeep, not a read or a change of rows: nothing here reads or writes an audit row itself.
 */

/** Months made ahead of the current one, so that a month's first row never waits in the default partition. */
export const MONTHS_AHEAD = 3;

/**
 * Creates the partitions of this month and the next `MONTHS_AHEAD`, and of any month whose rows landed in the default
 * partition (they move to it). Returns how many were created.
 */
export async function ensureAuditPartitions(db: Kysely<Database>, monthsAhead = MONTHS_AHEAD): Promise<number> {
  const { rows } = await sql<{ created: number }>`SELECT audit_logs_ensure_partitions(${monthsAhead}::int) AS created`.execute(db);
  return Number(rows[0].created);
}

/** Creates the partitions of every month from `from` to `to` (the bench's volume spreads rows over years). */
export async function createAuditPartitions(db: Kysely<Database>, from: Date, to: Date): Promise<void> {
  await sql`SELECT audit_logs_partition(m::date) FROM generate_series(
      date_trunc('month', ${from}::timestamptz AT TIME ZONE 'UTC'), date_trunc('month', ${to}::timestamptz AT TIME ZONE 'UTC'),
      interval '1 month') AS m`.execute(db);
}

/**
 * The first instant still inside the retention: a month detaches only when it ends at or before it, so that no row
 * younger than `retentionYears` leaves the log.
 */
export const retentionCutoff = (now: Date, retentionYears: number) => {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - retentionYears);
  return cutoff;
};

/**
 * Detaches the months wholly older than the retention: each becomes a table of its own, `audit_archive_yYYYYmMM`,
 * still append-only and still in the database (to be exported to cold storage, then dropped, by an operator). Nothing
 * is deleted. Returns the archive tables made.
 */
export async function detachExpiredAuditPartitions(db: Kysely<Database>, retentionYears: number, now = new Date()): Promise<string[]> {
  const cutoff = retentionCutoff(now, retentionYears);
  const { rows } = await sql<{ archive: string }>`SELECT audit_logs_detach_before(${cutoff}::timestamptz) AS archive`.execute(db);
  return rows.map((r) => r.archive);
}
