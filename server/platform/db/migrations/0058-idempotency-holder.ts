import { type Kysely, sql } from 'kysely';

/**
 * Who holds an idempotency claim (server/platform/http/idempotency.ts): the instance (`holder`, its process id, which
 * names its database connections through `application_name`) and the claim itself (`claim_token`). A claim whose
 * instance has no connection left died with it (a crash, a SIGKILL) and is taken over at once instead of after two
 * minutes; the token fences the old claim, so that work of a request taken over can never commit after all.
 * Rows from before this migration have neither and keep the two-minute rule.
 */
export async function upIdempotencyHolder(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys ADD COLUMN holder text, ADD COLUMN claim_token uuid`.execute(db);
}

export async function downIdempotencyHolder(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys DROP COLUMN holder, DROP COLUMN claim_token`.execute(db);
}
