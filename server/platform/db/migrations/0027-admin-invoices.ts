import { type Kysely, sql } from 'kysely';

/**
 * The super admin's invoices. Every partner's invoices listed by status (newest first, or by total or number) need
 * indexes that do not start with the partner; a combined invoice points at the one that replaced it and a deleted
 * invoice keeps its row (VOID, `deleted_at`) and its history. History rows of an item's amount change keep the amounts
 * (from, to) and those of a combine the other invoice. A billing job log row is an auto-billing run or an
 * administrator's bulk charge (who started it).
 */
export async function upAdminInvoices(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX invoices_status_created_idx ON invoices (status, created_at, id)`.execute(db);
  await sql`CREATE INDEX invoices_created_idx ON invoices (created_at, id)`.execute(db);
  await sql`ALTER TABLE invoices ADD COLUMN combined_into uuid REFERENCES invoices(id)`.execute(db);
  await sql`ALTER TABLE invoices ADD COLUMN deleted_at timestamptz`.execute(db);
  await sql`ALTER TABLE invoice_activities ADD COLUMN from_amount_cents integer`.execute(db);
  await sql`ALTER TABLE invoice_activities ADD COLUMN to_amount_cents integer`.execute(db);
  await sql`ALTER TABLE invoice_activities ADD COLUMN related_invoice_id uuid REFERENCES invoices(id)`.execute(db);
  await sql`ALTER TABLE billing_job_logs ADD COLUMN source text NOT NULL DEFAULT 'AUTO'
    CHECK (source IN ('AUTO','BULK_CHARGE'))`.execute(db);
  await sql`ALTER TABLE billing_job_logs ADD COLUMN started_by uuid REFERENCES users(id)`.execute(db);
}

export async function downAdminInvoices(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE billing_job_logs DROP COLUMN started_by`.execute(db);
  await sql`ALTER TABLE billing_job_logs DROP COLUMN source`.execute(db);
  await sql`ALTER TABLE invoice_activities DROP COLUMN related_invoice_id`.execute(db);
  await sql`ALTER TABLE invoice_activities DROP COLUMN to_amount_cents`.execute(db);
  await sql`ALTER TABLE invoice_activities DROP COLUMN from_amount_cents`.execute(db);
  await sql`ALTER TABLE invoices DROP COLUMN deleted_at`.execute(db);
  await sql`ALTER TABLE invoices DROP COLUMN combined_into`.execute(db);
  await sql`DROP INDEX invoices_created_idx`.execute(db);
  await sql`DROP INDEX invoices_status_created_idx`.execute(db);
}
