import { type Kysely, sql } from 'kysely';

/**
 * Messages an e-mail or SMS provider refused or could not be reached for: kept, with when to try again, until they
 * are sent (then deleted), expire (a sign-in code after its lifetime), or run out of attempts (kept, `failed_at`,
 * for an admin to see).
 */
export async function upMessageRetries(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE message_retries (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    channel text NOT NULL CHECK (channel IN ('email','sms')),
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    attempts integer NOT NULL DEFAULT 1,
    last_error text NOT NULL,
    next_attempt_at timestamptz NOT NULL,
    expires_at timestamptz,
    failed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX message_retries_due_idx ON message_retries (next_attempt_at) WHERE failed_at IS NULL`.execute(db);
}

export async function downMessageRetries(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE message_retries`.execute(db);
}
