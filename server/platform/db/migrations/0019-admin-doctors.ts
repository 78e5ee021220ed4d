import { type Kysely, sql } from 'kysely';

/**
 * The super admin's doctors and "act as".
 *
 * - `doctors.license_expiries`: each license state's expiry day (`{"CA": "2027-06-30"}`), beside `license_states`
 *   (the states); a state without an entry has no expiry on record. An expired state stops approvals there.
 * - `doctors (created_at, id)`: the admin's list sorted by date and the summary's "new this month".
 * - Acting sessions: a session whose `user_id` is the admin acting and `acting_for_user_id` the doctor or partner they
 *   act as, ending at `expires_at`. Its one-time hand-over code (hashed, a minute or two) lets the target portal's host
 *   take the session without a token in a URL.
 */
export async function upAdminDoctors(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE doctors ADD COLUMN license_expiries jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
  await sql`CREATE INDEX doctors_created_idx ON doctors (created_at, id)`.execute(db);
  await sql`ALTER TABLE sessions
    ADD COLUMN acting_for_user_id uuid REFERENCES users(id),
    ADD COLUMN expires_at timestamptz,
    ADD COLUMN handover_code_hash text,
    ADD COLUMN handover_expires_at timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX sessions_handover_idx ON sessions (handover_code_hash) WHERE handover_code_hash IS NOT NULL`.execute(db);
}

export async function downAdminDoctors(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS sessions_handover_idx`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN acting_for_user_id, DROP COLUMN expires_at, DROP COLUMN handover_code_hash,
    DROP COLUMN handover_expires_at`.execute(db);
  await sql`DROP INDEX IF EXISTS doctors_created_idx`.execute(db);
  await sql`ALTER TABLE doctors DROP COLUMN license_expiries`.execute(db);
}
