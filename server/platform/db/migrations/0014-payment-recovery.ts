import { type Kysely, sql } from 'kysely';

/**
 * Recovery of payments an interrupted request left behind (server/modules/payments/recovery.service.ts):
 * - `payments.claimed_at`: when a request last took the key; a PENDING claim older than the lease belongs to a request
 *   that died while the processor was answering, and a retry with the same key may take it over.
 * - refunds of a charge whose order was never written (`reason = 'ABANDONED'`, no order).
 */
export async function upPaymentRecovery(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments ADD COLUMN claimed_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`UPDATE payments SET claimed_at = created_at`.execute(db);
  await sql`CREATE INDEX payments_orphan_idx ON payments (claimed_at) WHERE order_id IS NULL AND status = 'SUCCEEDED'`.execute(db);
  await sql`ALTER TABLE refunds ALTER COLUMN order_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check`.execute(db);
  await sql`ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check CHECK (reason IN ('DENIED','CANCELLED','ABANDONED'))`.execute(db);
  await sql`ALTER TABLE refunds ADD CONSTRAINT refunds_order_check CHECK ((order_id IS NULL) = (reason = 'ABANDONED'))`.execute(db);
}

export async function downPaymentRecovery(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM refunds WHERE reason = 'ABANDONED'`.execute(db);
  await sql`ALTER TABLE refunds DROP CONSTRAINT refunds_order_check`.execute(db);
  await sql`ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check`.execute(db);
  await sql`ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check CHECK (reason IN ('DENIED','CANCELLED'))`.execute(db);
  await sql`ALTER TABLE refunds ALTER COLUMN order_id SET NOT NULL`.execute(db);
  await sql`DROP INDEX payments_orphan_idx`.execute(db);
  await sql`ALTER TABLE payments DROP COLUMN claimed_at`.execute(db);
}
