import { sql, type Kysely } from 'kysely';
import type { OutboxMessage } from '../../../contracts/system';
import type { Database } from '../../platform/db/schema';
import { listOutbox } from './system.repository';

export async function health(db: Kysely<Database>) {
  await sql`select 1`.execute(db);
  return { status: 'ok' as const, db: 'ok' as const };
}

export async function outbox(db: Kysely<Database>, to: string | undefined, limit: number): Promise<OutboxMessage[]> {
  const rows = await listOutbox(db, to?.toLowerCase(), limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at.toISOString(),
  }));
}
