import { type Kysely, sql } from 'kysely';

/**
 * API keys (server-to-server calls acting as their owner, limited to their scopes: only the SHA-256 of the secret is
 * kept, found by its visible prefix) and short links to partners' intake URLs (one code per URL, clicks counted).
 * A failed API key is a rate-limited attempt like a failed sign-in.
 */
export async function upApiKeysShortLinks(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE api_keys (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users(id),
    name text NOT NULL,
    prefix text NOT NULL UNIQUE,
    secret_hash text NOT NULL,
    scopes text[] NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at timestamptz,
    revoked_by uuid REFERENCES users(id)
  )`.execute(db);
  await sql`CREATE INDEX api_keys_owner_idx ON api_keys (user_id, created_at, id)`.execute(db);
  await sql`CREATE INDEX api_keys_owner_active_idx ON api_keys (user_id, created_at, id) WHERE revoked_at IS NULL`.execute(db);
  await sql`CREATE INDEX api_keys_created_idx ON api_keys (created_at, id)`.execute(db);
  await sql`CREATE TABLE short_links (
    code text PRIMARY KEY,
    target_url text NOT NULL UNIQUE,
    partner_id uuid NOT NULL REFERENCES partners(id),
    created_by uuid REFERENCES users(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    clicks integer NOT NULL DEFAULT 0,
    last_clicked_at timestamptz
  )`.execute(db);
  await sql`ALTER TABLE auth_attempts DROP CONSTRAINT auth_attempts_kind_check`.execute(db);
  await sql`ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_kind_check
    CHECK (kind IN ('LOGIN_FAILURE','OTP_SENT','OTP_FAILURE','SIGN_UP','API_KEY_FAILURE'))`.execute(db);
}

export async function downApiKeysShortLinks(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM auth_attempts WHERE kind = 'API_KEY_FAILURE'`.execute(db);
  await sql`ALTER TABLE auth_attempts DROP CONSTRAINT auth_attempts_kind_check`.execute(db);
  await sql`ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_kind_check
    CHECK (kind IN ('LOGIN_FAILURE','OTP_SENT','OTP_FAILURE','SIGN_UP'))`.execute(db);
  await sql`DROP TABLE short_links`.execute(db);
  await sql`DROP TABLE api_keys`.execute(db);
}
