import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export function listOutbox(db: Kysely<Database>, to: string | undefined, limit: number) {
  let query = db.selectFrom('outbox_messages').selectAll().orderBy('created_at', 'desc').limit(limit);
  if (to) query = query.where('recipient', '=', to);
  return query.execute();
}
