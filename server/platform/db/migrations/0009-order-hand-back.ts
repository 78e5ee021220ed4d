import { type Kysely, sql } from 'kysely';

/**
 * A doctor who cannot approve an order under review (the patient lives outside their license states) hands it back
 * for reassignment: who, when and why are kept on the order. A handed-back order leaves the review queue and waits
 * for an administrator to assign it; until the admin portal exists, the unassigned queue is these orders, read in
 * hand-back order from the partial index below (it holds only the few handed-back orders).
 */
export async function upOrderHandBack(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders
    ADD COLUMN handed_back_at timestamptz,
    ADD COLUMN handed_back_by uuid REFERENCES doctors(id),
    ADD COLUMN hand_back_reason text,
    ADD CONSTRAINT orders_hand_back_complete CHECK (
      (handed_back_at IS NULL AND handed_back_by IS NULL AND hand_back_reason IS NULL)
      OR (handed_back_at IS NOT NULL AND handed_back_by IS NOT NULL AND hand_back_reason IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX orders_handed_back_idx ON orders (handed_back_at, id) WHERE handed_back_at IS NOT NULL`.execute(db);
}

export async function downOrderHandBack(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX orders_handed_back_idx`.execute(db);
  await sql`ALTER TABLE orders
    DROP CONSTRAINT orders_hand_back_complete,
    DROP COLUMN hand_back_reason,
    DROP COLUMN handed_back_by,
    DROP COLUMN handed_back_at`.execute(db);
}
