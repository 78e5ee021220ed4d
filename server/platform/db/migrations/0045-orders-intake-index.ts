import { type Kysely, sql } from 'kysely';

/** The order an intake made, found by the intake (an intake's page shows it; a checkout's replay answers it). */
export async function upOrdersIntakeIndex(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX orders_intake_idx ON orders (intake_id, created_at DESC) WHERE intake_id IS NOT NULL`.execute(db);
}

export async function downOrdersIntakeIndex(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX orders_intake_idx`.execute(db);
}
