import { type Kysely, sql } from 'kysely';

/**
 * Every instance keeps the resolved actor of an access token for about a second (platform/auth/actor-cache.ts). What
 * makes one stale is announced on the `actor_changes` channel by these triggers, whoever writes it (the app, another
 * instance, an operator in psql): a session ended, moved or re-pointed (`s`), a user's status, role, deletion or
 * password (`u`), a delegate access's status (`d`), a partner's assigned doctor or account (`p`). PostgreSQL delivers
 * the NOTIFY when the writing transaction commits (identical ones once), and never if it rolls back.
 */
export async function upActorChanges(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_actor_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      key text := TG_ARGV[0];
      row_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
    BEGIN
      PERFORM pg_notify('actor_changes', json_build_object(key, row_id)::text);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER sessions_actor_change AFTER UPDATE OF revoked_at, expires_at, delegate_access_id, user_id, acting_for_user_id
    ON sessions FOR EACH ROW
    WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
      OR OLD.delegate_access_id IS DISTINCT FROM NEW.delegate_access_id OR OLD.user_id IS DISTINCT FROM NEW.user_id
      OR OLD.acting_for_user_id IS DISTINCT FROM NEW.acting_for_user_id)
    EXECUTE FUNCTION notify_actor_change('s')`.execute(db);
  await sql`CREATE TRIGGER sessions_actor_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_actor_change('s')`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER users_actor_change AFTER UPDATE OF status, role, deleted_at, password_hash ON users FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role
      OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
    EXECUTE FUNCTION notify_actor_change('u')`.execute(db);
  await sql`CREATE TRIGGER users_actor_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_actor_change('u')`.execute(db);
  await sql`
    CREATE TRIGGER delegate_accesses_actor_change AFTER UPDATE OR DELETE ON delegate_accesses FOR EACH ROW
    EXECUTE FUNCTION notify_actor_change('d')`.execute(db);
  await sql`
    CREATE TRIGGER partners_actor_change AFTER UPDATE OF doctor_id, user_id ON partners FOR EACH ROW
    WHEN (OLD.doctor_id IS DISTINCT FROM NEW.doctor_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
    EXECUTE FUNCTION notify_actor_change('p')`.execute(db);
  await sql`CREATE TRIGGER partners_actor_delete AFTER DELETE ON partners FOR EACH ROW EXECUTE FUNCTION notify_actor_change('p')`.execute(
    db,
  );
}

export async function downActorChanges(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER partners_actor_delete ON partners`.execute(db);
  await sql`DROP TRIGGER partners_actor_change ON partners`.execute(db);
  await sql`DROP TRIGGER delegate_accesses_actor_change ON delegate_accesses`.execute(db);
  await sql`DROP TRIGGER users_actor_delete ON users`.execute(db);
  await sql`DROP TRIGGER users_actor_change ON users`.execute(db);
  await sql`DROP TRIGGER sessions_actor_delete ON sessions`.execute(db);
  await sql`DROP TRIGGER sessions_actor_change ON sessions`.execute(db);
  await sql`DROP FUNCTION notify_actor_change()`.execute(db);
}
