import type { OutboxMessage } from '../../../contracts/system';
import type { Ctx } from '../../platform/context';
import { listOutbox, ping } from './system.repository';

export async function health(ctx: Ctx) {
  await ping(ctx.db);
  return { status: 'ok' as const, db: 'ok' as const };
}

/** The dev outbox (not in production): what the dev notifier kept instead of sending. */
export async function outbox(ctx: Ctx, to: string | undefined, limit: number): Promise<OutboxMessage[]> {
  const rows = await listOutbox(ctx.db, to?.toLowerCase(), limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at.toISOString(),
  }));
}
