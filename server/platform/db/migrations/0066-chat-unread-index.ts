import { type Kysely, sql } from 'kysely';

/**
 * A user's participant rows with unread messages, with their counts (README "Chat"): the unread total (the list's
 * `totalUnread`, the navigation badge) sums them from this index alone. The care team takes part in every patient's
 * conversation; their total read all of their rows (1,801 at the bench's volume), now only those with unread messages.
 */
export async function upChatUnreadIndex(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX conversation_participants_unread_idx ON conversation_participants (user_id) INCLUDE (unread_count)
    WHERE unread_count > 0`.execute(db);
}

export async function downChatUnreadIndex(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX conversation_participants_unread_idx`.execute(db);
}
