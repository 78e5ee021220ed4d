import { type Kysely, sql } from 'kysely';

/**
 * The administrator's product catalog (issue 14):
 * - product_variations: the supply one month's price buys (text), when the variation was last changed, and who last
 *   changed its price and when (every change is also in the audit log, with the price before and after). A price
 *   applies to new orders only: orders.amount_cents is the amount the order was sold at.
 * - product_details: per-product sections (a description, side effects, storage, questions and answers), each a title
 *   and a body, in order.
 * - Indexes for the most-ordered medications: orders of a date range (all products), and the orders of chosen
 *   variations in a date range, each covering the columns the counts and sums read (index-only scans).
 */
export async function upProductCatalog(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_variations
    ADD COLUMN supply text NOT NULL DEFAULT '4 weekly doses (a 28-day supply)',
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN price_changed_at timestamptz,
    ADD COLUMN price_changed_by uuid REFERENCES users(id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX products_name_idx ON products (name, id)`.execute(db);
  await sql`CREATE INDEX product_variations_price_idx ON product_variations (monthly_price_cents, key)`.execute(db);
  await sql`CREATE TABLE product_details (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    section text NOT NULL CHECK (section IN ('DESCRIPTION','SIDE_EFFECTS','STORAGE','FAQ','OTHER')),
    title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    body text NOT NULL CHECK (length(body) <= 10000),
    position integer NOT NULL DEFAULT 0,
    created_by uuid REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX product_details_product_idx ON product_details (product_id, position, id)`.execute(db);
  await sql`CREATE INDEX orders_created_stats_idx ON orders (created_at)
    INCLUDE (product_variation_key, patient_id, amount_cents, payment_status)`.execute(db);
  await sql`CREATE INDEX orders_variation_created_idx ON orders (product_variation_key, created_at)
    INCLUDE (patient_id, amount_cents, payment_status)`.execute(db);
}

export async function downProductCatalog(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX orders_variation_created_idx`.execute(db);
  await sql`DROP INDEX orders_created_stats_idx`.execute(db);
  await sql`DROP TABLE product_details`.execute(db);
  await sql`DROP INDEX product_variations_price_idx`.execute(db);
  await sql`DROP INDEX products_name_idx`.execute(db);
  await sql`ALTER TABLE product_variations DROP COLUMN supply, DROP COLUMN updated_at, DROP COLUMN price_changed_at,
    DROP COLUMN price_changed_by`.execute(db);
}
