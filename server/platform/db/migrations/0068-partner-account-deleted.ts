import { type Kysely, sql } from 'kysely';

/**
 * The partners lists read `partners` alone (issue 34), as the patients lists do since migration 0006: whether a
 * partner's account is deleted lives in `users` (the accounts module's), so the administrator's list joined all 1,002
 * partners to their accounts and sorted them for every page, and counted them the same way (1.5 ms of database time
 * at 1,000,000 orders). Here `partners` gets a copy of `users.deleted_at`, kept by the database whatever code writes:
 * a partner row takes its account's when written (BEFORE INSERT OR UPDATE OF user_id), and an account's deletion or
 * restoration is copied to its partner row in the same statement (AFTER UPDATE OF deleted_at on users). Partial
 * B-trees over the live partners serve the list's two sorts and its count.
 */
const up = [
  `ALTER TABLE partners ADD COLUMN account_deleted_at timestamptz`,
  `UPDATE partners pa SET account_deleted_at = u.deleted_at FROM users u WHERE u.id = pa.user_id AND u.deleted_at IS NOT NULL`,
  `CREATE FUNCTION partners_copy_account() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     SELECT u.deleted_at INTO NEW.account_deleted_at FROM users u WHERE u.id = NEW.user_id;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER partners_copy_account BEFORE INSERT OR UPDATE OF user_id ON partners FOR EACH ROW
   EXECUTE FUNCTION partners_copy_account()`,
  `CREATE FUNCTION users_copy_to_partners() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE partners SET account_deleted_at = NEW.deleted_at WHERE user_id = NEW.id;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER users_copy_to_partners AFTER UPDATE OF deleted_at ON users FOR EACH ROW
   WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) EXECUTE FUNCTION users_copy_to_partners()`,
  `CREATE INDEX partners_live_created_idx ON partners (created_at, id) WHERE account_deleted_at IS NULL`,
  `CREATE INDEX partners_live_name_idx ON partners (business_name, id) WHERE account_deleted_at IS NULL`,
  // Statistics of the new column at once: without them the planner read every partner for a page by name (2.1 ms
  // against 0.7 at 1,000 partners) until autovacuum's next analyze.
  `ANALYZE partners`,
];

const down = [
  `DROP INDEX partners_live_name_idx`,
  `DROP INDEX partners_live_created_idx`,
  `DROP TRIGGER users_copy_to_partners ON users`,
  `DROP FUNCTION users_copy_to_partners()`,
  `DROP TRIGGER partners_copy_account ON partners`,
  `DROP FUNCTION partners_copy_account()`,
  `ALTER TABLE partners DROP COLUMN account_deleted_at`,
];

export async function upPartnerAccountDeleted(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downPartnerAccountDeleted(db: Kysely<unknown>): Promise<void> {
  for (const statement of down) await sql.raw(statement).execute(db);
}
