import { type Kysely, sql } from 'kysely';

/**
 * The partner's commission rate as it was when the order was made (basis points), so that an administrator changing
 * a partner's rate changes what later orders earn, never what earlier ones did. A trigger copies it from the partner
 * on every insert, and again when an order moves to another partner, whatever path makes or moves the order; the
 * orders made before this migration take their partner's current rate.
 */
export async function upOrderCommissionRate(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN commission_rate_bps integer CHECK (commission_rate_bps BETWEEN 0 AND 10000)`.execute(db);
  await sql`UPDATE orders o SET commission_rate_bps = pa.commission_rate_bps FROM partners pa WHERE pa.id = o.partner_id`.execute(db);
  await sql`CREATE FUNCTION orders_commission_rate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.partner_id IS NULL THEN
        NEW.commission_rate_bps := NULL;
      ELSIF TG_OP = 'INSERT' OR NEW.partner_id IS DISTINCT FROM OLD.partner_id THEN
        SELECT commission_rate_bps INTO NEW.commission_rate_bps FROM partners WHERE id = NEW.partner_id;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER orders_commission_rate BEFORE INSERT OR UPDATE OF partner_id ON orders
    FOR EACH ROW EXECUTE FUNCTION orders_commission_rate()`.execute(db);
}

export async function downOrderCommissionRate(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER orders_commission_rate ON orders`.execute(db);
  await sql`DROP FUNCTION orders_commission_rate()`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN commission_rate_bps`.execute(db);
}
