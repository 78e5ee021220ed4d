import { type Kysely, sql } from 'kysely';

/**
 * A version of the staff directory (every partner's business name and every live doctor's name: the administrator's
 * order filters), raised by the database whenever a write could change it, whoever writes (the app, another instance,
 * an operator in psql). Each instance keeps the directory in memory and reads only this row per request
 * (staff-directory.repository.ts `staffDirectory`): a 1,200-row directory read, sent and checked on every page of the
 * administrator's orders was most of its 3.8 ms of server CPU (bench, 10,000 orders). The version is a row, not a
 * sequence, so a reader sees a change only once it has committed.
 */
export async function upStaffDirectoryVersion(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE staff_directory_version (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    version bigint NOT NULL DEFAULT 0
  )`.execute(db);
  await sql`INSERT INTO staff_directory_version DEFAULT VALUES`.execute(db);
  await sql`CREATE FUNCTION staff_directory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE staff_directory_version SET version = version + 1;
      RETURN NULL;
    END $$`.execute(db);
  // A user's name or deletion matters only for a doctor's row: a patient editing their name leaves the version alone.
  await sql`CREATE FUNCTION staff_directory_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM doctors WHERE user_id = NEW.id) THEN
        UPDATE staff_directory_version SET version = version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['partners', 'doctors']) {
    const columns = table === 'partners' ? 'business_name' : 'user_id';
    await sql
      .raw(
        `CREATE TRIGGER ${table}_staff_directory AFTER INSERT OR DELETE OR UPDATE OF ${columns} OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION staff_directory_changed()`,
      )
      .execute(db);
  }
  await sql`CREATE TRIGGER users_staff_directory AFTER UPDATE OF first_name, last_name, deleted_at ON users FOR EACH ROW
    WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
      OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
    EXECUTE FUNCTION staff_directory_user_changed()`.execute(db);
}

export async function downStaffDirectoryVersion(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER users_staff_directory ON users`.execute(db);
  await sql`DROP TRIGGER doctors_staff_directory ON doctors`.execute(db);
  await sql`DROP TRIGGER partners_staff_directory ON partners`.execute(db);
  await sql`DROP FUNCTION staff_directory_user_changed()`.execute(db);
  await sql`DROP FUNCTION staff_directory_changed()`.execute(db);
  await sql`DROP TABLE staff_directory_version`.execute(db);
}
