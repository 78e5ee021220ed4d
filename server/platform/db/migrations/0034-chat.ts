import { type Kysely, sql } from 'kysely';

/**
 * In-app chat (README, "Chat"). A conversation is a set of users (`participant_key`: their ids sorted, so that one set
 * has one conversation); each participant keeps the time of the conversation's last message (their list's order) and
 * a read watermark (`last_read_seq`): every message of the conversation up to that sequence number is read by them.
 * A message's `seq` is its place in its conversation, taken under the conversation's row lock, so that sequence
 * numbers follow commit order and a watermark never skips a message committed late.
 * Indexes: a user's conversations newest first (user_id, last_message_at desc, conversation_id desc); a
 * conversation's messages newest first (conversation_id, created_at desc, id desc); unread counts and receipts by
 * (conversation_id, seq).
 */
export async function upChat(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE conversations (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    participant_key text NOT NULL UNIQUE,
    created_by uuid REFERENCES users(id) ON DELETE SET NULL,
    last_seq integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE conversation_participants (
    conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    last_read_seq integer NOT NULL DEFAULT 0,
    last_read_at timestamptz,
    last_message_at timestamptz NOT NULL DEFAULT now(),
    joined_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (conversation_id, user_id)
  )`.execute(db);
  await sql`CREATE INDEX conversation_participants_user_idx
    ON conversation_participants (user_id, last_message_at DESC, conversation_id DESC)`.execute(db);
  await sql`CREATE TABLE chat_messages (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    seq integer NOT NULL,
    sender_id uuid NOT NULL REFERENCES users(id),
    body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
    type text NOT NULL DEFAULT 'text' CHECK (type IN ('text', 'system')),
    created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    UNIQUE (conversation_id, seq)
  )`.execute(db);
  await sql`CREATE INDEX chat_messages_conversation_created_idx ON chat_messages (conversation_id, created_at DESC, id DESC)`.execute(db);
}

export async function downChat(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE chat_messages`.execute(db);
  await sql`DROP TABLE conversation_participants`.execute(db);
  await sql`DROP TABLE conversations`.execute(db);
}
