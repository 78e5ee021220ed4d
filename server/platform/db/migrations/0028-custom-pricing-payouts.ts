import { type Kysely, sql } from 'kysely';

/**
 * Custom pricing: a partner's own monthly price (integer cents) for a product variation, one per (partner, variation),
 * used for the orders billed to that partner. Payouts: the commission sent to a partner's payout account, each with
 * its processor reference; PENDING and SENT ones count against what the partner is still owed.
 */
export async function upCustomPricingPayouts(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE custom_prices (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    partner_id uuid NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    product_variation_key text NOT NULL REFERENCES product_variations(key),
    monthly_price_cents integer NOT NULL CHECK (monthly_price_cents > 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT custom_prices_partner_variation_key UNIQUE (partner_id, product_variation_key)
  )`.execute(db);
  await sql`CREATE INDEX custom_prices_created_idx ON custom_prices (created_at DESC, id)`.execute(db);
  await sql`CREATE TABLE payouts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    partner_id uuid NOT NULL REFERENCES partners(id),
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
    provider text NOT NULL,
    provider_ref text,
    failure_reason text,
    created_by uuid REFERENCES users(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX payouts_partner_created_idx ON payouts (partner_id, created_at DESC, id)`.execute(db);
}

export async function downCustomPricingPayouts(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payouts`.execute(db);
  await sql`DROP TABLE custom_prices`.execute(db);
}
