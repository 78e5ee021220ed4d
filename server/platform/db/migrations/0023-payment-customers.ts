import { type Kysely, sql } from 'kysely';

/**
 * The account's customer record at the payments processor (Stripe: a Customer), one per account and processor.
 * Saved cards are attached to it, which is what lets Stripe charge them later without the card holder present (a
 * partner's invoice); a PaymentMethod used without a Customer cannot be used again.
 */
export async function upPaymentCustomers(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE payment_customers (
    user_id uuid NOT NULL REFERENCES users(id),
    provider text NOT NULL,
    customer_ref text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, provider)
  )`.execute(db);
}

export async function downPaymentCustomers(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_customers`.execute(db);
}
