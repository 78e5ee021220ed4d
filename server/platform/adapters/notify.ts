import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';

export type OutgoingMessage = { channel: 'email' | 'sms'; to: string; subject: string; body: string };

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
