// Read-only joins: users (participants' and senders' names, roles and phones) and patients (which participant is a
// patient, for the audit trail), the accounts and patients modules' tables.
import { sql } from 'kysely';
import type { Db } from '#server/platform/db/client';
import { cursorAt, type Cursor } from '#server/platform/db/list';
import { notify } from '#server/platform/db/notifications';

/**
 * Conversations, their participants and messages (migration 0034). Every read is scoped by the caller's
 * participation: the service checks it (participantsOf) before any message is read, and a user's lists start from
 * their own participant rows.
 */

export const CHAT_CHANNEL = 'chat';

/** What a NOTIFY on the chat channel carries: a kind and ids (never a message's text), and whom it concerns. */
export type ChatNotice =
  | { k: 'message'; c: string; m: string; to: string[] }
  | { k: 'read'; c: string; u: string; from: number; upTo: number; to: string[] }
  | { k: 'conversation'; c: string; to: string[] };

/** Delivered to every instance when the caller's transaction commits. */
export const announce = (db: Db, notice: ChatNotice) => notify(db, CHAT_CHANNEL, notice);

/** The participants of a conversation, with their names, roles, phones, patient records and read watermarks. */
export const participantsOf = (db: Db, conversationIds: readonly string[]) =>
  conversationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('conversation_participants as cp')
        .innerJoin('users as u', 'u.id', 'cp.user_id')
        .leftJoin('patients as pt', 'pt.user_id', 'u.id')
        .select([
          'cp.conversation_id',
          'cp.user_id',
          'cp.last_read_seq',
          'u.first_name',
          'u.last_name',
          'u.role',
          'u.phone_number',
          'pt.id as patient_id',
        ])
        .where('cp.conversation_id', '=', sql<string>`any(${[...conversationIds]}::uuid[])`)
        .orderBy('cp.joined_at')
        .orderBy('cp.user_id')
        .execute();

export type ParticipantRow = Awaited<ReturnType<typeof participantsOf>>[number];

const messageColumns = [
  'm.id',
  'm.conversation_id',
  'm.seq',
  'm.sender_id',
  'm.body',
  'm.type',
  'm.created_at',
  sql<string>`(s.first_name || ' ' || s.last_name)`.as('sender_name'),
] as const;

const unreadOf = sql<number>`(select count(*) from chat_messages um
  where um.conversation_id = cp.conversation_id and um.seq > cp.last_read_seq and um.sender_id <> cp.user_id)::int`;

/**
 * One page of a user's conversations, most recent activity first, from their participant rows
 * (conversation_participants_user_idx), each with its last message and the user's unread count: one statement.
 */
export async function conversationPage(db: Db, userId: string, page: { limit: number; before?: Cursor; conversationId?: string }) {
  const { limit, before } = page;
  let query = db
    .selectFrom('conversation_participants as cp')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('chat_messages as m')
          .innerJoin('users as s', 's.id', 'm.sender_id')
          .select(messageColumns)
          .whereRef('m.conversation_id', '=', 'cp.conversation_id')
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'cp.conversation_id',
      'cp.last_message_at',
      cursorAt('cp.last_message_at').as('cursor_at'),
      unreadOf.as('unread'),
      'last.id as last_id',
      'last.seq as last_seq',
      'last.sender_id as last_sender_id',
      'last.sender_name as last_sender_name',
      'last.body as last_body',
      'last.type as last_type',
      'last.created_at as last_created_at',
    ])
    .where('cp.user_id', '=', userId);
  if (page.conversationId) query = query.where('cp.conversation_id', '=', page.conversationId);
  if (before) query = query.where(sql<boolean>`(cp.last_message_at, cp.conversation_id) < (${before.at}::timestamptz, ${before.id}::uuid)`);
  return query.orderBy('cp.last_message_at', 'desc').orderBy('cp.conversation_id', 'desc').limit(limit).execute();
}

export type ConversationRow = Awaited<ReturnType<typeof conversationPage>>[number];

/** Unread messages over every conversation of the user (the navigation badge). */
export const totalUnread = async (db: Db, userId: string): Promise<number> =>
  (
    await db
      .selectFrom('conversation_participants as cp')
      .select(sql<number>`coalesce(sum(${unreadOf}), 0)::int`.as('n'))
      .where('cp.user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n;

/** One page of a conversation's messages, newest first (chat_messages_conversation_created_idx). */
export async function messagePage(db: Db, conversationId: string, limit: number, before?: Cursor) {
  let query = db
    .selectFrom('chat_messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .select([...messageColumns, cursorAt('m.created_at').as('cursor_at')])
    .where('m.conversation_id', '=', conversationId);
  if (before) query = query.where(sql<boolean>`(m.created_at, m.id) < (${before.at}::timestamptz, ${before.id}::uuid)`);
  return query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
}

export type MessageRow = Awaited<ReturnType<typeof messagePage>>[number];

export const messageById = (db: Db, messageId: string) =>
  db
    .selectFrom('chat_messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .select(messageColumns)
    .where('m.id', '=', messageId)
    .executeTakeFirst();

/** The ids of a conversation's messages in (from, upTo] of its sequence, newest first, at most `limit`. */
export const messageIdsBetween = async (db: Db, conversationId: string, from: number, upTo: number, limit: number) =>
  (
    await db
      .selectFrom('chat_messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('seq', '>', from)
      .where('seq', '<=', upTo)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => r.id);

/** A new conversation of exactly these people, or undefined when that set already has one (then `conversationByKey`). */
export const insertConversation = async (db: Db, participantKey: string, createdBy: string) =>
  (
    await db
      .insertInto('conversations')
      .values({ participant_key: participantKey, created_by: createdBy })
      .onConflict((oc) => oc.column('participant_key').doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;

export const conversationByKey = async (db: Db, participantKey: string) =>
  (await db.selectFrom('conversations').select('id').where('participant_key', '=', participantKey).executeTakeFirst())?.id;

export const insertParticipants = (db: Db, conversationId: string, userIds: readonly string[]) =>
  db
    .insertInto('conversation_participants')
    .values(userIds.map((user_id) => ({ conversation_id: conversationId, user_id })))
    .execute();

/**
 * A message, in the caller's transaction: the conversation's row lock hands out its sequence number (so numbers
 * follow commit order) and every participant's list moves it to the top. Sending reads nothing: only markRead moves
 * the sender's own watermark (their own messages never count as unread for them).
 */
export async function insertMessage(db: Db, conversationId: string, senderId: string, body: string, type: 'text' | 'system') {
  const { last_seq: seq } = await db
    .updateTable('conversations')
    .set({ last_seq: sql<number>`last_seq + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', conversationId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('chat_messages')
    .values({ conversation_id: conversationId, seq, sender_id: senderId, body, type })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversation_participants')
    .set({ last_message_at: sql<Date>`now()` })
    .where('conversation_id', '=', conversationId)
    .execute();
  return { id, seq: Number(seq) };
}

/** The sequence numbers of these messages, when all are in the conversation. */
export const seqsOf = (db: Db, conversationId: string, messageIds: readonly string[]) =>
  db
    .selectFrom('chat_messages')
    .select(['id', 'seq'])
    .where('conversation_id', '=', conversationId)
    .where('id', '=', sql<string>`any(${[...messageIds]}::uuid[])`)
    .execute();

/** Moves the reader's watermark up to `seq` (never down); the watermark before, locked for the transaction. */
export async function advanceReadMark(db: Db, conversationId: string, userId: string, seq: number) {
  const current = await db
    .selectFrom('conversation_participants')
    .select('last_read_seq')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const from = Number(current.last_read_seq);
  if (seq > from)
    await db
      .updateTable('conversation_participants')
      .set({ last_read_seq: seq, last_read_at: sql<Date>`now()` })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .execute();
  return from;
}

/** The reader's unread messages in one conversation. */
export const unreadIn = async (db: Db, conversationId: string, userId: string): Promise<number> =>
  (
    await db
      .selectFrom('conversation_participants as cp')
      .select(unreadOf.as('n'))
      .where('cp.conversation_id', '=', conversationId)
      .where('cp.user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n;
