import { type Kysely, sql } from 'kysely';

/**
 * The super admin's oversight lists.
 * - HIPAA audit log: filtered by action or outcome and read newest first (`(action|outcome, timestamp, id)`); the
 *   unfiltered list and a date range read `(timestamp, id)`. Actor and patient filters use the indexes of 0001
 *   (`(actor_user_id, timestamp)`, `(patient_id, timestamp)`); a name filter finds the users first through the
 *   trigram indexes of 0004.
 * - Users, admins and health professionals: live accounts, newest first, of every role or of some roles.
 */
const up = [
  `CREATE INDEX audit_logs_timestamp_id_idx ON audit_logs (timestamp, id)`,
  `CREATE INDEX audit_logs_action_timestamp_idx ON audit_logs (action, timestamp, id)`,
  `CREATE INDEX audit_logs_outcome_timestamp_idx ON audit_logs (outcome, timestamp, id)`,
  `CREATE INDEX users_live_created_idx ON users (created_at, id) WHERE deleted_at IS NULL`,
  `CREATE INDEX users_live_role_created_idx ON users (role, created_at, id) WHERE deleted_at IS NULL`,
];

export async function upAdminOversight(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downAdminOversight(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'users_live_role_created_idx',
    'users_live_created_idx',
    'audit_logs_outcome_timestamp_idx',
    'audit_logs_action_timestamp_idx',
    'audit_logs_timestamp_id_idx',
  ])
    await sql.raw(`DROP INDEX ${name}`).execute(db);
}
