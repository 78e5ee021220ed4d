// Read-only joins: users (participants' and senders' names, roles and phones) and patients (which participant is a
// patient, for the audit trail), the accounts and patients modules' tables.
import { expressionBuilder, sql, type ExpressionBuilder } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { ConversationParticipantsTable, Database } from '#server/platform/db/schema';
import { policyFilter } from '#server/platform/access/policy';
import { inTransaction, noteListRead, noteLookup, noteRead, userOf, type Ctx, type DeniedAs } from '#server/platform/context';
import { cursorAt, type Cursor } from '#server/platform/db/list';
import { notify } from '#server/platform/db/notifications';
import { conversationsPolicy, messagesPolicy, ownRowsPolicy, participantsPolicy } from './chat.policy';
import { fullName } from '#server/platform/db/names';

/**
 * Conversations and their participants (migration 0034); their messages are chat-messages.repository.ts. Every read
 * and write goes through the chat policies (chat.policy.ts: the conversations the caller takes part in), a user's
 * lists start from their own participant rows, and each function notes or records its audit row here. Conversations
 * with a patient are patient data: every row names that patient.
 */

export const CHAT_CHANNEL = 'chat';

/** What a NOTIFY on the chat channel carries: a kind and ids (never a message's text), and whom it concerns. */
export type ChatNotice =
  | { k: 'message'; c: string; m: string; to: string[] }
  | { k: 'read'; c: string; u: string; from: number; upTo: number; to: string[] }
  | { k: 'conversation'; c: string; to: string[] };

/** Delivered to every instance when the caller's transaction commits. */
export const announce = (ctx: Ctx, notice: ChatNotice) => notify(ctx.db, CHAT_CHANNEL, notice);

/** Chat is the signed-in person's own: the actor, never the account a delegate acts for. */
const me = (ctx: Ctx) => userOf(ctx).actorId;

const participants = (ctx: Ctx) => ctx.db.selectFrom('conversation_participants as cp').where(policyFilter(participantsPolicy, ctx.actor));

/**
 * The caller's own participant rows (`own`): their list, their unread counts, their read watermark. A signed-in
 * person's only: userOf refuses any other caller (for the system, a policy filter is every row).
 */
const ownRows = (ctx: Ctx) => ctx.db.selectFrom('conversation_participants as own').where(policyFilter(ownRowsPolicy, userOf(ctx)));

/**
 * The participants of a conversation the caller takes part in, with names, roles, phones, patient records and
 * watermarks, by when they joined (conversation_participants_pkey).
 */
export const participantsIn = (ctx: Ctx, conversationId: string) =>
  participants(ctx)
    .select(['cp.conversation_id', 'cp.user_id', 'cp.last_read_seq'])
    .innerJoin('users as u', 'u.id', 'cp.user_id')
    .leftJoin('patients as pt', 'pt.user_id', 'u.id')
    .select(['u.first_name', 'u.last_name', 'u.role', 'u.phone_number', 'pt.id as patient_id'])
    .where('cp.conversation_id', '=', conversationId)
    .orderBy('cp.joined_at')
    .orderBy('cp.user_id')
    .execute();

export type ParticipantRow = Awaited<ReturnType<typeof participantsIn>>[number];

/** A conversation the caller takes part in: its participants, and the patient it is about (for its audit rows). */
export type Joined = { id: string; participants: ParticipantRow[]; patientId: string | null };

/** The patient a conversation is about (at most one: two patients never share one). */
const patientIn = (people: readonly ParticipantRow[]) => people.find((p) => p.patient_id)?.patient_id ?? null;

/**
 * A conversation the caller takes part in, with its participants; undefined, noted as DENIED (`deniedAs`: what was
 * tried), when they do not or it does not exist.
 */
export async function joinedConversation(ctx: Ctx, conversationId: string, deniedAs: DeniedAs): Promise<Joined | undefined> {
  const people = await participantsIn(ctx, conversationId);
  if (people.length === 0) {
    await noteLookup(ctx, { action: 'READ', resourceType: 'conversation', resourceId: conversationId, patientId: null }, false, deniedAs);
    return undefined;
  }
  return { id: conversationId, participants: people, patientId: patientIn(people) };
}

export const messageColumns = [
  'm.id',
  'm.conversation_id',
  'm.seq',
  'm.sender_id',
  'm.body',
  'm.type',
  'm.created_at',
  // The sender's name for the rows read only (never a join that the planner could walk the users for).
  expressionBuilder<Database & { m: Database['chat_messages'] }, 'm'>()
    .selectFrom('users as s')
    .select(fullName('s').as('name'))
    .whereRef('s.id', '=', 'm.sender_id')
    .$asScalar()
    .$notNull()
    .as('sender_name'),
] as const;

/**
 * The caller's unread messages in their conversation (`own`): the others' messages past their watermark, which the
 * database keeps on the participant's row (migration 0057).
 */
const unreadOf = sql<number>`own.unread_count`;

/**
 * The other participants of the caller's conversation `own` as a JSON array, by when they joined: ids, names, roles,
 * phones and read watermarks. A subquery per row of the page, so that it reads that conversation's few participant
 * rows (conversation_participants_pkey) and their users, never the caller's other conversations.
 */
const othersOf = (ctx: Ctx) => (eb: ExpressionBuilder<Database & { own: ConversationParticipantsTable }, 'own'>) =>
  eb
    .selectFrom('conversation_participants as cp')
    .innerJoin('users as u', 'u.id', 'cp.user_id')
    .select((others) => {
      const person = jsonBuildObject({
        user_id: others.ref('cp.user_id'),
        last_read_seq: others.ref('cp.last_read_seq'),
        first_name: others.ref('u.first_name'),
        last_name: others.ref('u.last_name'),
        role: others.ref('u.role'),
        phone_number: others.ref('u.phone_number'),
      });
      return sql<Other[]>`coalesce(${others.fn.jsonAgg(person).orderBy('cp.joined_at').orderBy('cp.user_id')}, '[]')`.as('people');
    })
    .where(policyFilter(participantsPolicy, ctx.actor))
    .whereRef('cp.conversation_id', '=', 'own.conversation_id')
    .whereRef('cp.user_id', '<>', 'own.user_id')
    .$asScalar()
    .$notNull();

/** Another participant of a conversation, as a row of the caller's list shows them. */
export type Other = Pick<ParticipantRow, 'user_id' | 'last_read_seq' | 'first_name' | 'last_name' | 'role' | 'phone_number'>;

/**
 * Conversations of the caller, most recent activity first, from their participant rows
 * (conversation_participants_user_idx), each with its last message, the other participants and the caller's unread
 * count and watermark: one statement.
 */
function conversationRows(ctx: Ctx, page: { limit: number; before?: Cursor; conversationId?: string }) {
  const { limit, before } = page;
  let query = ownRows(ctx)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('chat_messages as m')
          .select(messageColumns)
          .where(policyFilter(messagesPolicy, ctx.actor))
          .whereRef('m.conversation_id', '=', 'own.conversation_id')
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'own.conversation_id',
      'own.last_message_at',
      cursorAt('own.last_message_at').as('cursor_at'),
      unreadOf.as('unread'),
      'own.last_read_seq',
      othersOf(ctx)(eb).as('others'),
      'last.id as last_id',
      'last.seq as last_seq',
      'last.sender_id as last_sender_id',
      'last.sender_name as last_sender_name',
      'last.body as last_body',
      'last.type as last_type',
      'last.created_at as last_created_at',
    ]);
  if (page.conversationId) query = query.where('own.conversation_id', '=', page.conversationId);
  if (before)
    query = query.where(sql<boolean>`(own.last_message_at, own.conversation_id) < (${before.at}::timestamptz, ${before.id}::uuid)`);
  return query.orderBy('own.last_message_at', 'desc').orderBy('own.conversation_id', 'desc').limit(limit).execute();
}

export type ConversationRow = Awaited<ReturnType<typeof conversationRows>>[number];

/** One page of the caller's conversations (and whether more follow), noted as a LIST. */
export async function conversationPage(ctx: Ctx, limit: number, before?: Cursor) {
  const rows = await conversationRows(ctx, { limit: limit + 1, before });
  const page = rows.slice(0, limit);
  await noteListRead(ctx, 'conversation', { count: page.length });
  return { rows: page, more: rows.length > limit };
}

/** One conversation of the caller as a row of their list (after it was made or found: noted there). */
export const conversationRow = async (ctx: Ctx, conversationId: string) => (await conversationRows(ctx, { limit: 1, conversationId }))[0];

/**
 * Unread messages over every conversation of the caller (the navigation badge): the counts of their rows with unread
 * messages, summed from conversation_participants_unread_idx (migration 0066; its predicate written out, `> 0`, as a
 * parameter would not match it).
 */
export const totalUnread = async (ctx: Ctx): Promise<number> =>
  (
    await ownRows(ctx)
      .select(sql<number>`coalesce(sum(${unreadOf}), 0)::int`.as('n'))
      .where(sql<boolean>`${unreadOf} > 0`)
      .executeTakeFirstOrThrow()
  ).n;

/** The caller's unread messages in one of their conversations. */
export const unreadIn = async (ctx: Ctx, conversationId: string): Promise<number> =>
  (await ownRows(ctx).select(unreadOf.as('n')).where('own.conversation_id', '=', conversationId).executeTakeFirstOrThrow()).n;

/**
 * A new conversation of exactly these people (the caller among them), with its participants and its CREATE row; or
 * undefined, and no row, when that set already has one (then `existingConversation`).
 */
export const insertConversation = (ctx: Ctx, participantKey: string, userIds: readonly string[], patientId: string | null) =>
  inTransaction(ctx, async (tx) => {
    const made = await tx.db
      .insertInto('conversations')
      .values({ participant_key: participantKey, created_by: me(tx) })
      .onConflict((oc) => oc.column('participant_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!made) return undefined;
    await tx.db
      .insertInto('conversation_participants')
      .values(userIds.map((user_id) => ({ conversation_id: made.id, user_id })))
      .execute();
    await tx.audit.record(tx.db, {
      action: 'CREATE',
      resourceType: 'conversation',
      resourceId: made.id,
      patientId,
      details: { participants: userIds.length },
    });
    return made.id;
  });

/** The conversation of exactly these people, the caller among them, noted as a READ when found. */
export async function existingConversation(ctx: Ctx, participantKey: string, patientId: string | null) {
  const found = await ctx.db
    .selectFrom('conversations as c')
    .select('c.id')
    .where('c.participant_key', '=', participantKey)
    .where(policyFilter(conversationsPolicy, ctx.actor))
    .executeTakeFirst();
  if (found) await noteRead(ctx, { action: 'READ', resourceType: 'conversation', resourceId: found.id, patientId });
  return found?.id;
}

/** Notes the caller's search of people to message (how many it showed: never whom). */
export const noteUserSearch = (ctx: Ctx, count: number) => noteListRead(ctx, 'chat_user', { count }, { details: { searched: true } });

/** Notes the short-lived token that opens the caller's chat socket. */
export const noteSocketToken = (ctx: Ctx) => noteRead(ctx, { action: 'CHAT_TOKEN', resourceType: 'chat_socket', resourceId: me(ctx) });
