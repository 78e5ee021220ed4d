import { type Kysely, sql } from 'kysely';

/**
 * The sandbox payment processor's own state, as Stripe keeps it on its side (only used when no STRIPE_SECRET_KEY is
 * set): the payment methods its tokenizer made from a test card (`pm_...`: brand, last 4, expiry and how the test card
 * behaves, never the number or the CVC), and the card authentications (3-D Secure) it asked for, keyed by the
 * charge's idempotency key (or `setup:<payment method>` for a saved card) and answered from the browser.
 */
export async function upSandboxCards(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE sandbox_payment_methods (
    id text PRIMARY KEY,
    brand text NOT NULL,
    last4 text NOT NULL,
    exp_month integer NOT NULL,
    exp_year integer NOT NULL,
    behavior text NOT NULL CHECK (behavior IN ('SUCCEEDS', 'DECLINES', 'REFUND_FAILS', 'SAVED_CHARGES_DECLINE', 'REQUIRES_AUTHENTICATION')),
    decline_code text,
    decline_message text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE sandbox_authentications (
    id text PRIMARY KEY,
    client_secret text NOT NULL UNIQUE,
    request_key text NOT NULL UNIQUE,
    payment_method_id text NOT NULL REFERENCES sandbox_payment_methods (id),
    status text NOT NULL CHECK (status IN ('REQUIRES_ACTION', 'SUCCEEDED', 'CANCELED')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function downSandboxCards(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_authentications, sandbox_payment_methods`.execute(db);
}
