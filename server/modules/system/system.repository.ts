import { sql } from 'kysely';
import type { Db } from '../../platform/db/client';

export const ping = (db: Db) => sql`select 1`.execute(db);

export function listOutbox(db: Db, to: string | undefined, limit: number) {
  let query = db.selectFrom('outbox_messages').selectAll().orderBy('created_at', 'desc').limit(limit);
  if (to) query = query.where('recipient', '=', to);
  return query.execute();
}
