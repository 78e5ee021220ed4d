import { type Kysely, sql } from 'kysely';

/**
 * The audit trail is append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE of `audit_logs`, whichever
 * role the application connects as (PGlite and PostgreSQL alike). Only a migration that drops the trigger, which is
 * schema work and not the application's, could change a row.
 */
export async function upAuditAppendOnly(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION audit_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_logs is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END
  $$`.execute(db);
  await sql`CREATE TRIGGER audit_logs_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_logs
    FOR EACH ROW EXECUTE FUNCTION audit_logs_append_only()`.execute(db);
  await sql`CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs
    FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_append_only()`.execute(db);
}

export async function downAuditAppendOnly(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER audit_logs_no_truncate ON audit_logs`.execute(db);
  await sql`DROP TRIGGER audit_logs_no_update_or_delete ON audit_logs`.execute(db);
  await sql`DROP FUNCTION audit_logs_append_only()`.execute(db);
}
