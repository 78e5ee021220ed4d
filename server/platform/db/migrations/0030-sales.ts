import { type Kysely, sql } from 'kysely';

/**
 * Sales people's money and reach (README, "Sales portal"):
 * - each order names the sales person of its partner when it was made (`orders.sales_person_id`) and that sales
 *   person's commission rate then (`orders.sales_commission_rate_bps`), copied by a trigger on insert and when the
 *   order moves to another partner, as migration 0024 does for the partner's rate: a new rate (or a partner handed
 *   to another sales person) changes only later orders. The orders made before take their partner's current ones;
 * - the indexes a sales person's lists read in order: their orders by date, their partners by date;
 * - a sales person's payout account, as partners have one (migration 0016).
 */
export async function upSales(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders
    ADD COLUMN sales_person_id uuid REFERENCES sales_people(id) ON DELETE SET NULL,
    ADD COLUMN sales_commission_rate_bps integer CHECK (sales_commission_rate_bps BETWEEN 0 AND 10000)`.execute(db);
  await sql`UPDATE orders o SET sales_person_id = sp.id, sales_commission_rate_bps = sp.commission_rate_bps
    FROM partners pa JOIN sales_people sp ON sp.id = pa.sales_person_id WHERE pa.id = o.partner_id`.execute(db);
  await sql`CREATE FUNCTION orders_sales_commission() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.partner_id IS NULL THEN
        NEW.sales_person_id := NULL;
        NEW.sales_commission_rate_bps := NULL;
      ELSIF TG_OP = 'INSERT' OR NEW.partner_id IS DISTINCT FROM OLD.partner_id THEN
        SELECT sp.id, sp.commission_rate_bps INTO NEW.sales_person_id, NEW.sales_commission_rate_bps
          FROM partners pa LEFT JOIN sales_people sp ON sp.id = pa.sales_person_id WHERE pa.id = NEW.partner_id;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER orders_sales_commission BEFORE INSERT OR UPDATE OF partner_id ON orders
    FOR EACH ROW EXECUTE FUNCTION orders_sales_commission()`.execute(db);
  await sql`CREATE INDEX orders_sales_person_created_idx ON orders (sales_person_id, created_at DESC, id)
    WHERE sales_person_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX partners_sales_person_created_idx ON partners (sales_person_id, created_at DESC, id)
    WHERE sales_person_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE sales_people
    ADD COLUMN payout_account_ref text,
    ADD COLUMN payout_account_status text NOT NULL DEFAULT 'NOT_CONNECTED'
      CHECK (payout_account_status IN ('NOT_CONNECTED', 'ONBOARDING', 'ACTIVE')),
    ADD COLUMN payout_connected_at timestamptz,
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`.execute(db);
}

export async function downSales(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sales_people DROP COLUMN payout_account_ref, DROP COLUMN payout_account_status,
    DROP COLUMN payout_connected_at, DROP COLUMN updated_at`.execute(db);
  await sql`DROP INDEX partners_sales_person_created_idx`.execute(db);
  await sql`DROP INDEX orders_sales_person_created_idx`.execute(db);
  await sql`DROP TRIGGER orders_sales_commission ON orders`.execute(db);
  await sql`DROP FUNCTION orders_sales_commission()`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN sales_person_id, DROP COLUMN sales_commission_rate_bps`.execute(db);
}
