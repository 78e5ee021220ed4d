import { type Kysely, sql } from 'kysely';

/**
 * Requests sent with an `Idempotency-Key` header (server/platform/http/idempotency.ts): one row per person and key,
 * claimed before the work starts, holding the first answer once there is one.
 */
export async function upIdempotentRequests(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE idempotent_requests (
    user_id uuid NOT NULL REFERENCES users(id),
    key text NOT NULL,
    request_hash text NOT NULL,
    status_code integer,
    reply text,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, key)
  )`.execute(db);
}

export async function downIdempotentRequests(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotent_requests`.execute(db);
}
