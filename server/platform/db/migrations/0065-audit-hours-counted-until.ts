import { type Kysely, sql } from 'kysely';

/**
 * The audit log's statistics counted up to a minute ago (server/modules/audit/audit-counts.repository.ts): the hourly
 * pass counted ended hours only, so a read counted the current hour from the log, tens of thousands of rows on a busy
 * platform. The pass now counts the current hour too, up to a minute before it runs, and again on each pass;
 * `counted_until` says up to which instant an hour's counts go (its end once the hour is counted whole), and a read
 * counts from the log only the rows at or after it. The hours counted before are whole hours.
 */
export async function upAuditHoursCountedUntil(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE audit_counted_hours ADD COLUMN counted_until timestamptz`.execute(db);
  await sql`UPDATE audit_counted_hours SET counted_until = hour + interval '1 hour'`.execute(db);
  await sql`ALTER TABLE audit_counted_hours ALTER COLUMN counted_until SET NOT NULL`.execute(db);
}

/** Back to whole hours only: the hours counted in part are forgotten (a read counts them from the log again). */
export async function downAuditHoursCountedUntil(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM audit_hourly_counts h USING audit_counted_hours c
    WHERE c.hour = h.hour AND c.counted_until < c.hour + interval '1 hour'`.execute(db);
  await sql`DELETE FROM audit_counted_hours WHERE counted_until < hour + interval '1 hour'`.execute(db);
  await sql`ALTER TABLE audit_counted_hours DROP COLUMN counted_until`.execute(db);
}
