import { type Kysely, sql } from 'kysely';

/**
 * What a payment was asked for, as a keyed hash (payments.service `requestHash`): the same idempotency key with a
 * different request (another plan, product, order or card) is refused instead of answered with the first payment.
 * Rows from before have none and are compared on what they recorded (intake, order, amount).
 */
export async function upPaymentRequestHash(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments ADD COLUMN request_hash text`.execute(db);
}

export async function downPaymentRequestHash(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments DROP COLUMN request_hash`.execute(db);
}
