import { type Kysely, sql } from 'kysely';

/**
 * Partial refunds: an administrator may give back part (or all) of an order's settled payment, in as many refunds as
 * needed (`reason = 'ADMIN'`, with the administrator's `note`), so a payment may now have several refunds. A payment
 * still has at most one refund that closes it (a denial, a cancellation, an abandoned charge: the partial unique index
 * the queueing's ON CONFLICT names), and that one gives back only what is left. What is left of a payment (its amount
 * minus all its refunds) is checked under the payment's row lock by the payments module.
 */
export async function upPartialRefunds(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE refunds DROP CONSTRAINT refunds_payment_id_key`.execute(db);
  await sql`CREATE UNIQUE INDEX refunds_payment_closing_idx ON refunds (payment_id) WHERE reason <> 'ADMIN'`.execute(db);
  await sql`CREATE INDEX refunds_payment_idx ON refunds (payment_id)`.execute(db);
  await sql`ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check`.execute(db);
  await sql`ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check CHECK (reason IN ('DENIED','CANCELLED','ABANDONED','ADMIN'))`.execute(
    db,
  );
  await sql`ALTER TABLE refunds ADD COLUMN note text CHECK (length(note) BETWEEN 1 AND 500)`.execute(db);
  await sql`ALTER TABLE refunds ADD CONSTRAINT refunds_admin_note CHECK ((reason = 'ADMIN') = (note IS NOT NULL))`.execute(db);
}

export async function downPartialRefunds(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE refunds DROP CONSTRAINT refunds_admin_note`.execute(db);
  await sql`ALTER TABLE refunds DROP COLUMN note`.execute(db);
  await sql`ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check`.execute(db);
  await sql`ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check CHECK (reason IN ('DENIED','CANCELLED','ABANDONED'))`.execute(db);
  await sql`DROP INDEX refunds_payment_idx`.execute(db);
  await sql`DROP INDEX refunds_payment_closing_idx`.execute(db);
  await sql`ALTER TABLE refunds ADD CONSTRAINT refunds_payment_id_key UNIQUE (payment_id)`.execute(db);
}
