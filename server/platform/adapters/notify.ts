import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '#server/platform/db/schema';

export type OutgoingMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /**
   * For a message the user waits for (a sign-in code): what to tell them when it cannot be sent now (a 503). Without
   * it a failed message is kept for a retry and the work that sent it goes on.
   */
  failureMessage?: string;
  /** When the message stops being worth sending (a code's lifetime); it is not retried after. */
  expiresAt?: Date;
};

/** What a user waiting for a code is told when it cannot be sent now. */
export const CODE_NOT_SENT = 'We could not send your code. Try again in a minute.';

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Outside production every message lands in the dev outbox table (read through GET /api/v1/dev/outbox)
 * and the server log, so that sign-in codes can be read without a mail server.
 */
export function devOutboxNotifier(db: Kysely<Database>, log: FastifyBaseLogger): Notifier {
  return {
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({ channel: message.channel, recipient: message.to.toLowerCase(), subject: message.subject, body: message.body })
        .execute();
      log.info(
        { outbox: { channel: message.channel, to: message.to, subject: message.subject, body: message.body } },
        'dev outbox message',
      );
    },
  };
}

/**
 * E-mail through SMTP. Text messages need an SMS provider, which is not configured yet: they are logged
 * without their body (which holds a code) and dropped.
 */
export function smtpNotifier(smtpUrl: string, from: string, log: FastifyBaseLogger): Notifier {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      if (message.channel === 'sms') {
        log.warn({ channel: 'sms' }, 'no SMS provider configured: message dropped');
        return;
      }
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
  };
}
