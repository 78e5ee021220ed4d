// Read-only reads: users (senders' names, chat.repository's messageColumns), the accounts module's table.
import { sql } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, noteRead, userOf, type Ctx } from '#server/platform/context';
import { cursorAt, type Cursor } from '#server/platform/db/list';
import { conversationsPolicy, messagesPolicy, participantsPolicy } from './chat.policy';
import { messageColumns, type Joined } from './chat.repository';

/**
 * The messages of conversations (migration 0034): every read and write goes through the chat policies, so that a
 * person reaches the messages of the conversations they take part in only, and each one notes or records its audit
 * row here, naming the conversation's patient.
 */

const messages = (ctx: Ctx) => ctx.db.selectFrom('chat_messages as m').where(policyFilter(messagesPolicy, ctx.actor));

/** Messages of a conversation the caller takes part in, newest first (chat_messages_conversation_created_idx). */
function messageRows(ctx: Ctx, conversationId: string, limit: number, before?: Cursor) {
  let query = messages(ctx)
    .select([...messageColumns, cursorAt('m.created_at').as('cursor_at')])
    .where('m.conversation_id', '=', conversationId);
  if (before) query = query.where(sql<boolean>`(m.created_at, m.id) < (${before.at}::timestamptz, ${before.id}::uuid)`);
  return query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
}

export type MessageRow = Awaited<ReturnType<typeof messageRows>>[number];

/** One page of a conversation's messages (and whether more follow), noted as a READ of the conversation. */
export async function messagePage(ctx: Ctx, conversation: Joined, limit: number, before?: Cursor) {
  const rows = await messageRows(ctx, conversation.id, limit + 1, before);
  const page = rows.slice(0, limit);
  await noteRead(ctx, {
    action: 'READ',
    resourceType: 'conversation',
    resourceId: conversation.id,
    patientId: conversation.patientId,
    details: { messages: page.length },
  });
  return { rows: page, more: rows.length > limit };
}

/** One message the caller reaches (the socket's fan-out, as the system, reaches every one). */
export const messageById = (ctx: Ctx, messageId: string) =>
  messages(ctx).select(messageColumns).where('m.id', '=', messageId).executeTakeFirst();

/** The ids of a conversation's messages in (from, upTo] of its sequence, newest first, at most `limit`. */
export const messageIdsBetween = async (ctx: Ctx, conversationId: string, from: number, upTo: number, limit: number) =>
  (
    await messages(ctx)
      .select('m.id')
      .where('m.conversation_id', '=', conversationId)
      .where('m.seq', '>', from)
      .where('m.seq', '<=', upTo)
      .orderBy('m.seq', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => r.id);

/** The sequence numbers of these messages, when all are in the conversation. */
export const seqsOf = (ctx: Ctx, conversationId: string, messageIds: readonly string[]) =>
  ctx.db
    .selectFrom('chat_messages as m')
    .select(['m.id', 'm.seq'])
    .where(policyFilter(messagesPolicy, ctx.actor))
    .where('m.conversation_id', '=', conversationId)
    .where('m.id', '=', sql<string>`any(${[...messageIds]}::uuid[])`)
    .execute();

/**
 * The caller's message in one of their conversations, and its CREATE row, in one transaction (the caller's, when
 * open): the conversation's row lock hands out its sequence number (so numbers follow commit order) and every
 * participant's list moves it to the top. Sending reads nothing: only advanceReadMark moves the sender's own watermark
 * (their own messages never count as unread for them).
 */
export const insertMessage = (ctx: Ctx, conversation: Joined, body: string, type: 'text' | 'system') =>
  auditedChange(
    ctx,
    async (db) => {
      const { last_seq: seq } = await db
        .updateTable('conversations as c')
        .set({ last_seq: sql<number>`last_seq + 1`, updated_at: sql<Date>`now()` })
        .where('c.id', '=', conversation.id)
        .where(policyFilter(conversationsPolicy, ctx.actor))
        .returning('c.last_seq')
        .executeTakeFirstOrThrow();
      const { id } = await db
        .insertInto('chat_messages')
        .values({ conversation_id: conversation.id, seq, sender_id: userOf(ctx).actorId, body, type })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('conversation_participants as cp')
        .set({ last_message_at: sql<Date>`now()` })
        .where('cp.conversation_id', '=', conversation.id)
        .where(policyFilter(participantsPolicy, ctx.actor))
        .execute();
      return { id, seq: Number(seq) };
    },
    ({ id }) => ({
      action: 'CREATE',
      resourceType: 'chat_message',
      resourceId: id,
      patientId: conversation.patientId,
      details: { conversationId: conversation.id, type },
    }),
  );

/**
 * Moves the caller's read watermark in one of their conversations up to `seq` (never down), and its MARK_READ row
 * (how many messages were marked); the watermark before, locked for the transaction.
 */
export const advanceReadMark = (ctx: Ctx, conversation: Joined, seq: number, marked: number) =>
  auditedChange(
    ctx,
    async (db) => {
      const own = db
        .updateTable('conversation_participants as cp')
        .where('cp.conversation_id', '=', conversation.id)
        .where('cp.user_id', '=', userOf(ctx).actorId)
        .where(policyFilter(participantsPolicy, ctx.actor));
      const current = await db
        .selectFrom('conversation_participants as cp')
        .select('cp.last_read_seq')
        .where('cp.conversation_id', '=', conversation.id)
        .where('cp.user_id', '=', userOf(ctx).actorId)
        .where(policyFilter(participantsPolicy, ctx.actor))
        .forUpdate()
        .executeTakeFirstOrThrow();
      const from = Number(current.last_read_seq);
      if (seq > from) await own.set({ last_read_seq: seq, last_read_at: sql<Date>`now()` }).execute();
      return from;
    },
    {
      action: 'MARK_READ',
      resourceType: 'conversation',
      resourceId: conversation.id,
      patientId: conversation.patientId,
      details: { messages: marked },
    },
  );
