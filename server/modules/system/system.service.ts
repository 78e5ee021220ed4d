import type { OutboxMessage } from '#contracts/system';
import type { Ctx } from '#server/platform/context';
import { AppError } from '#server/platform/errors';
import { listOutbox, migrationsState, ping } from './system.repository';

export async function health(ctx: Ctx) {
  await ping(ctx.db);
  return { status: 'ok' as const, db: 'ok' as const };
}

const notReady = (reason: string) => new AppError(503, 'NOT_READY', reason);

/**
 * Readiness for a load balancer: 503 with the reason while the instance shuts down, when the database does not
 * answer, or when a migration of this build is not applied yet (deploys run them once, before the instances start).
 */
export async function ready(ctx: Ctx, shuttingDown: boolean) {
  if (shuttingDown) throw notReady('Shutting down');
  let migrations;
  try {
    await ping(ctx.db);
    migrations = await migrationsState(ctx.db);
  } catch {
    throw notReady('The database is unreachable');
  }
  const pending = migrations.filter((m) => !m.applied).map((m) => m.name);
  if (pending.length > 0) throw notReady(`Migrations not applied: ${pending.join(', ')}`);
  return { status: 'ready' as const, db: 'ok' as const, migration: migrations.at(-1)?.name ?? '' };
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
