import { type Kysely, sql } from 'kysely';

/**
 * The patients list sorted by name, read in index order (issue 8). The names live in `users` (the accounts module's)
 * while the list's scope (doctor_id, partner_id) lives in `patients`, so no index could serve
 * `WHERE p.doctor_id = $1 ORDER BY u.last_name, u.first_name`: at 1,000,000 orders the doctor's first page read and
 * sorted every user. Here `patients` gets copies of what the list filters and sorts on:
 *
 *   sort_last_name, sort_first_name   = users.last_name, users.first_name (the same values: the same order)
 *   account_deleted_at                = users.deleted_at (the list shows live accounts only)
 *
 * and two partial B-trees over the live patients, matching the doctor's and the partner's branches:
 *
 *   WHERE doctor_id = $1 AND account_deleted_at IS NULL ORDER BY sort_last_name, sort_first_name, id   (either direction)
 *   WHERE partner_id = $1 AND account_deleted_at IS NULL ORDER BY sort_last_name, sort_first_name, id
 *
 * (the query must carry `account_deleted_at IS NULL` for the planner to use them; they also serve the list's count as
 * index-only scans; the partner's includes doctor_id, so that a partner's patient also assigned to the doctor is
 * left out of the partner's branch, from the index alone).
 *
 * The copies are kept by the database, whatever code writes: users are written by the accounts module, patients by
 * the patients module, and neither has to know. A patient row takes its account's values whenever it is written
 * (BEFORE INSERT OR UPDATE), and a change of an account's names or deletion is copied to its patient row in the same
 * statement (AFTER UPDATE OF ... on users). An account inserted after its patient row in the same statement (a
 * set-based seed with data-modifying CTEs) is copied AFTER INSERT. So at every commit patients' copies equal users'.
 * Existing rows are backfilled here.
 */
const up = [
  `ALTER TABLE patients ADD COLUMN sort_last_name text, ADD COLUMN sort_first_name text, ADD COLUMN account_deleted_at timestamptz`,
  // The backfill, before the triggers exist.
  `UPDATE patients p SET sort_last_name = u.last_name, sort_first_name = u.first_name, account_deleted_at = u.deleted_at
   FROM users u WHERE u.id = p.user_id`,
  `CREATE FUNCTION patients_copy_account() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     SELECT u.last_name, u.first_name, u.deleted_at INTO NEW.sort_last_name, NEW.sort_first_name, NEW.account_deleted_at
     FROM users u WHERE u.id = NEW.user_id;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER patients_copy_account BEFORE INSERT OR UPDATE ON patients FOR EACH ROW EXECUTE FUNCTION patients_copy_account()`,
  `CREATE FUNCTION users_copy_to_patients() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE patients SET sort_last_name = NEW.last_name, sort_first_name = NEW.first_name, account_deleted_at = NEW.deleted_at
     WHERE user_id = NEW.id;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER users_copy_to_patients_update AFTER UPDATE OF first_name, last_name, deleted_at ON users FOR EACH ROW
   WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
         OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
   EXECUTE FUNCTION users_copy_to_patients()`,
  `CREATE TRIGGER users_copy_to_patients_insert AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION users_copy_to_patients()`,
  `CREATE INDEX patients_doctor_name_idx ON patients (doctor_id, sort_last_name, sort_first_name, id) WHERE account_deleted_at IS NULL`,
  `CREATE INDEX patients_partner_name_idx ON patients (partner_id, sort_last_name, sort_first_name, id) INCLUDE (doctor_id)
   WHERE account_deleted_at IS NULL`,
];

const down = [
  `DROP INDEX patients_partner_name_idx`,
  `DROP INDEX patients_doctor_name_idx`,
  `DROP TRIGGER users_copy_to_patients_insert ON users`,
  `DROP TRIGGER users_copy_to_patients_update ON users`,
  `DROP FUNCTION users_copy_to_patients()`,
  `DROP TRIGGER patients_copy_account ON patients`,
  `DROP FUNCTION patients_copy_account()`,
  `ALTER TABLE patients DROP COLUMN account_deleted_at, DROP COLUMN sort_first_name, DROP COLUMN sort_last_name`,
];

export async function upPatientSortNames(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downPatientSortNames(db: Kysely<unknown>): Promise<void> {
  for (const statement of down) await sql.raw(statement).execute(db);
}
