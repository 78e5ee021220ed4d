import { type Kysely, sql } from 'kysely';

/**
 * Every write sent with an `Idempotency-Key` (server/platform/http/idempotency.ts): one row per caller, key, method and
 * path, claimed before the handler runs, marked `applied_at` in the write's own transaction, and holding the first
 * reply once there is one. Rows expire after a day (`expires_at`, cleaned by a job). It replaces `idempotent_requests`
 * (migration 0013: signed-in callers only), which stays until the next release so that a rolling deploy's older
 * instances keep working; drop it then.
 */
export async function upIdempotencyKeys(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE idempotency_keys (
    caller text NOT NULL,
    key text NOT NULL,
    method text NOT NULL,
    path text NOT NULL,
    request_hash text NOT NULL,
    status_code integer,
    content_type text,
    reply text,
    applied_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (caller, key, method, path)
  )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at)`.execute(db);
}

export async function downIdempotencyKeys(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotency_keys`.execute(db);
}
