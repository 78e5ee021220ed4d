import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '#server/platform/db/client';
import { serviceUnavailable } from '#server/platform/errors';
import type { Notifier, OutgoingMessage } from './notify';

/** Minutes to wait before each retry; after the last one a message is marked failed and kept for an admin. */
const RETRY_MINUTES = [1, 2, 5, 15, 30, 60, 120, 240];
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * A notifier that loses nothing: a message the provider refuses (or cannot be reached for) is logged without its
 * body, kept in `message_retries` and sent again by `retryDueMessages`. A message the user waits for answers 503
 * with its `failureMessage`; any other lets the work that sent it go on.
 */
export function retryingNotifier(provider: Notifier, db: Db, log: FastifyBaseLogger): Notifier {
  return {
    async send(message: OutgoingMessage) {
      try {
        await provider.send(message);
      } catch (error) {
        log.error({ err: error, channel: message.channel, subject: message.subject }, 'message not sent: kept for a retry');
        await db
          .insertInto('message_retries')
          .values({
            channel: message.channel,
            recipient: message.to,
            subject: message.subject,
            body: message.body,
            last_error: reasonOf(error),
            next_attempt_at: later(RETRY_MINUTES[0]),
            expires_at: message.expiresAt ?? null,
          })
          .execute();
        if (message.failureMessage) throw serviceUnavailable(message.failureMessage);
      }
    },
  };
}

/**
 * One retry pass: drops expired messages, then leases up to `limit` due ones (SKIP LOCKED, so that instances never
 * send the same message twice at once), sends each through the provider, deletes the sent ones and schedules the
 * others, marking a message failed after its last attempt.
 */
export async function retryDueMessages(db: Db, provider: Notifier, log: FastifyBaseLogger, limit = 20) {
  await db.deleteFrom('message_retries').where('expires_at', '<=', new Date()).execute();
  const due = await db
    .updateTable('message_retries')
    .set({ next_attempt_at: later(RETRY_MINUTES[0]) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('message_retries')
        .select('id')
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  let sent = 0;
  let failed = 0;
  for (const message of due) {
    try {
      await provider.send({ channel: message.channel, to: message.recipient, subject: message.subject, body: message.body });
      await db.deleteFrom('message_retries').where('id', '=', message.id).execute();
      sent += 1;
    } catch (error) {
      failed += 1;
      const attempts = message.attempts + 1;
      const gaveUp = attempts > RETRY_MINUTES.length;
      log.warn({ err: error, channel: message.channel, attempts, gaveUp }, 'message retry failed');
      await db
        .updateTable('message_retries')
        .set({
          attempts,
          last_error: reasonOf(error),
          next_attempt_at: later(RETRY_MINUTES[Math.min(attempts - 1, RETRY_MINUTES.length - 1)]),
          failed_at: gaveUp ? new Date() : null,
        })
        .where('id', '=', message.id)
        .execute();
    }
  }
  return { sent, failed };
}
