import { type Kysely, sql } from 'kysely';

/**
 * Refunds: one per settled payment (a denied or cancelled order's), written in the transaction of the decision that
 * causes it and sent to the processor afterwards, retried while the processor cannot be reached. A refund the
 * processor refuses is FAILED and flags its order for an administrator (`orders.attention`), the order staying paid.
 * `orders.rx_dose` is the one dose the doctor prescribes within the product's range (a pharmacy cannot fill a range).
 */
export async function upRefundsAndRxDose(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE refunds (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    payment_id uuid NOT NULL UNIQUE REFERENCES payments(id),
    order_id uuid NOT NULL REFERENCES orders(id),
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    reason text NOT NULL CHECK (reason IN ('DENIED','CANCELLED')),
    status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','SUCCEEDED','FAILED')),
    provider text NOT NULL,
    provider_ref text,
    failure_message text,
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    settled_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX refunds_order_idx ON refunds (order_id)`.execute(db);
  await sql`CREATE INDEX refunds_due_idx ON refunds (next_attempt_at) WHERE status = 'PENDING'`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN attention text`.execute(db);
  await sql`CREATE INDEX orders_attention_idx ON orders (created_at) WHERE attention IS NOT NULL`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN rx_dose text`.execute(db);
}

export async function downRefundsAndRxDose(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN rx_dose`.execute(db);
  await sql`DROP INDEX orders_attention_idx`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN attention`.execute(db);
  await sql`DROP TABLE refunds`.execute(db);
}
