import { Migrator, sql } from 'kysely';
import type { Db } from '#server/platform/db/client';
import { migrationProvider } from '#server/platform/db/migrations/index';

export const ping = (db: Db) => sql`select 1`.execute(db);

export function listOutbox(db: Db, to: string | undefined, limit: number) {
  let query = db.selectFrom('outbox_messages').selectAll().orderBy('created_at', 'desc').limit(limit);
  if (to) query = query.where('recipient', '=', to);
  return query.execute();
}

/** Every migration this build knows, in order, and whether the database has applied it (Kysely's migration table). */
export async function migrationsState(db: Db) {
  const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  return migrations.map((m) => ({ name: m.name, applied: m.executedAt !== undefined }));
}
