import { type Kysely, sql } from 'kysely';

/**
 * The shared account pages: a person's photo (`users.avatar_key`, set when the upload arrives), the list of a
 * person's live sessions (newest use first), and the training and resources an administrator writes for staff roles.
 */
export async function upAccountAndTraining(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN avatar_key text`.execute(db);
  await sql`CREATE INDEX sessions_user_live_idx ON sessions (user_id, last_used_at DESC) WHERE revoked_at IS NULL`.execute(db);
  await sql`CREATE TABLE training_items (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    kind text NOT NULL CHECK (kind IN ('TRAINING','RESOURCE')),
    title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    summary text NOT NULL DEFAULT '' CHECK (length(summary) <= 500),
    body text NOT NULL DEFAULT '' CHECK (length(body) <= 20000),
    url text CHECK (url IS NULL OR url ~ '^https?://'),
    audience_roles text[] NOT NULL CHECK (cardinality(audience_roles) > 0),
    position integer NOT NULL,
    created_by uuid REFERENCES users(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (body <> '' OR url IS NOT NULL)
  )`.execute(db);
  await sql`CREATE INDEX training_items_kind_position_idx ON training_items (kind, position, id)`.execute(db);
  await sql`CREATE INDEX training_items_roles_idx ON training_items USING gin (audience_roles)`.execute(db);
}

export async function downAccountAndTraining(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE training_items`.execute(db);
  await sql`DROP INDEX sessions_user_live_idx`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN avatar_key`.execute(db);
}
