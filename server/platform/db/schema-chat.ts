import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** In-app chat (migration 0034): conversations, their participants (read watermark, list order) and messages. */
export interface ConversationsTable {
  id: Generated<string>;
  /** The participants' user ids, sorted and joined: one conversation per set of people. */
  participant_key: string;
  created_by: string | null;
  /** The sequence number of the conversation's newest message. */
  last_seq: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ConversationParticipantsTable {
  conversation_id: string;
  user_id: string;
  /** Every message of the conversation up to this sequence number is read by this participant. */
  last_read_seq: ColumnType<number, number | undefined, number>;
  last_read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The conversation's last activity, copied here so that a user's list is one index range. */
  last_message_at: ColumnType<Date, Date | string | undefined, Date | string>;
  joined_at: CreatedAt;
  /** The others' messages past `last_read_seq` (migration 0057): kept by the database, never written by the application. */
  unread_count: ColumnType<number, never, never>;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  seq: ColumnType<number, number, never>;
  sender_id: string;
  body: string;
  type: ColumnType<'text' | 'system', 'text' | 'system' | undefined, never>;
  created_at: CreatedAt;
}
