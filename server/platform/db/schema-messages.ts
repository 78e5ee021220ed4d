import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** What was sent to whom (the dev outbox), and the messages a provider refused, waiting for a retry. */
export interface OutboxMessagesTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

export interface MessageRetriesTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  attempts: Generated<number>;
  last_error: string;
  next_attempt_at: Date;
  expires_at: Date | null;
  failed_at: Date | null;
  created_at: CreatedAt;
}
