import { type Kysely, sql } from 'kysely';

/**
 * Chargebacks (README, "The ledger"): a payment the card holder's bank took back through the processor (a dispute
 * lost). Not a refund: nothing is asked of the processor, the money has already left it. An administrator records
 * what the processor reported (its dispute reference, once), part or all of what is left of the order's payments;
 * the ledger posts CHARGEBACK and reverses the commission in the same transaction. The sandbox processor's record
 * keeps the dispute (kind DISPUTE), as Stripe keeps its own, for the reconciliation.
 */
export async function upChargebacks(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE chargebacks (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    payment_id uuid NOT NULL REFERENCES payments(id),
    order_id uuid NOT NULL REFERENCES orders(id),
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    reference text NOT NULL,
    reason text NOT NULL,
    created_by uuid REFERENCES users(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (reference, payment_id)
  )`.execute(db);
  await sql`CREATE INDEX chargebacks_order_idx ON chargebacks (order_id, created_at)`.execute(db);
  await sql`CREATE INDEX chargebacks_payment_idx ON chargebacks (payment_id)`.execute(db);
  await sql`ALTER TABLE sandbox_processor_records DROP CONSTRAINT sandbox_processor_records_kind_check`.execute(db);
  await sql`ALTER TABLE sandbox_processor_records ADD CONSTRAINT sandbox_processor_records_kind_check
    CHECK (kind IN ('CHARGE', 'REFUND', 'PAYOUT', 'DISPUTE'))`.execute(db);
}

export async function downChargebacks(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM sandbox_processor_records WHERE kind = 'DISPUTE'`.execute(db);
  await sql`ALTER TABLE sandbox_processor_records DROP CONSTRAINT sandbox_processor_records_kind_check`.execute(db);
  await sql`ALTER TABLE sandbox_processor_records ADD CONSTRAINT sandbox_processor_records_kind_check
    CHECK (kind IN ('CHARGE', 'REFUND', 'PAYOUT'))`.execute(db);
  await sql`DROP TABLE chargebacks`.execute(db);
}
