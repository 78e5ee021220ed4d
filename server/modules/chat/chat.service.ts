import type {
  ChatEvent,
  ChatMessage,
  ChatUser,
  Conversation,
  ConversationList,
  CustomToken,
  MessageList,
  MessageType,
} from '#contracts/chat';
import { CHAT_SOCKET_PATH } from '#contracts/chat';
import { phoneForDisplay } from '#contracts/phone-display';
import type { Actor } from '#server/platform/access/actor';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { decodeCursor, encodeCursor, type Cursor } from '#server/platform/db/list';
import { badRequest, forbidden, notFound } from '#server/platform/errors';
import * as accounts from '#server/modules/accounts/accounts.service';
import * as patients from '#server/modules/patients/patients.service';
import { signChatToken } from './chat-token';
import { pairRule, TALKS_WITH } from './chat.policy';
import * as messages from './chat-messages.repository';
import * as repo from './chat.repository';
import { chatUserView, conversationView, fullName, isRead, messageView } from './chat.views';

/**
 * Chat (README, "Chat"): the signed-in person's conversations. Who may talk to whom is chat.policy.ts, decided for
 * every pair of people in a conversation; a clinician and a patient by the patients policy. A conversation is read
 * only by its participants (anyone else: 404, audited as DENIED): the repositories apply the chat policies to every
 * read and write, and audit each one, naming the conversation's patient (conversations with a patient are patient
 * data; the others are audited the same way).
 */

/** Someone in chat: the id, role and patient record access rules need. */
type Person = { userId: string; role: Actor['role']; patientId: string | null };
/** The caller, with their own actor (a clinician's reach). */
type Me = Person & { actor: Actor };

const SEARCH_LIMIT = 20;
/** Who may send a `system` message (a notice shown apart from people's words): staff, never a patient or a partner. */
const STAFF_NOTICES: readonly Actor['role'][] = [
  'SUPER_ADMIN',
  'DOCTOR',
  'MEDICAL_PROVIDER',
  'NURSER',
  'CLIENT_SPECIALIST',
  'CUSTOMER_SUPPORT',
];
const READ_EVENT_IDS = 200;

/**
 * Chat is the signed-in person's: a delegate (or an administrator acting as someone) chats as themselves, never as
 * the account they act for.
 */
async function me(ctx: Ctx): Promise<Me> {
  const caller = userOf(ctx);
  const actor = caller.actorId === caller.userId ? caller : await accounts.actorOfAccount(ctx, caller.actorId);
  return { userId: actor.userId, role: actor.role, patientId: actor.patientId, actor };
}

/** Whether two people may share a conversation; `actors` caches the clinicians' actors resolved on the way. */
async function mayTalk(ctx: Ctx, a: Person & { actor?: Actor }, b: Person & { actor?: Actor }, actors = new Map<string, Actor>()) {
  const rule = pairRule(a.role, b.role);
  if (rule !== 'CLINICIAN_AND_PATIENT') return rule === 'YES';
  const [clinician, patient] = a.role === 'PATIENT' ? [b, a] : [a, b];
  if (!patient.patientId) return false;
  let actor = clinician.actor ?? actors.get(clinician.userId);
  if (!actor) {
    const resolved = await accounts.actorOfAccount(ctx, clinician.userId).catch(() => undefined);
    if (!resolved) return false; // a deleted account talks with no one
    actor = resolved;
    actors.set(clinician.userId, actor);
  }
  return patients.actorSeesPatient(ctx, actor, patient.patientId);
}

const personOf = (p: { id: string; role: Actor['role']; patient_id: string | null }): Person => ({
  userId: p.id,
  role: p.role,
  patientId: p.patient_id,
});

function cursorOf(before: string | undefined): Cursor | undefined {
  if (before === undefined) return undefined;
  const cursor = decodeCursor(before);
  if (!cursor) throw badRequest('before is not a cursor from this list: pass the nextBefore of the previous page');
  return cursor;
}

export async function customToken(ctx: Ctx): Promise<CustomToken> {
  const caller = await me(ctx);
  const { token, expiresAt } = await signChatToken(ctx.deps.config.JWT_SECRET, caller.userId);
  await repo.noteSocketToken(ctx);
  return { token, expiresAt: expiresAt.toISOString(), socketPath: CHAT_SOCKET_PATH };
}

/**
 * GET /chat/unread: the caller's unread count, for the navigation's badge on every page. A count of the caller's own
 * unread messages, no conversation or message read: no audit row (opening Messages lists and audits them).
 */
export const unreadTotal = async (ctx: Ctx) => ({ total: await repo.totalUnread(ctx) });

export async function listConversations(ctx: Ctx, query: { limit: number; before?: string }): Promise<ConversationList> {
  const caller = await me(ctx);
  const { rows, more } = await repo.conversationPage(ctx, query.limit, cursorOf(query.before));
  const totalUnread = await repo.totalUnread(ctx);
  const items = rows.map((row) => conversationView(row, caller.userId));
  const last = rows.at(-1);
  const nextBefore = more && last ? encodeCursor({ at: last.cursor_at, id: last.conversation_id }) : null;
  return { items, nextBefore, totalUnread };
}

/** A conversation the caller takes part in; else 404, audited as DENIED (`action`: what was tried). */
async function joined(ctx: Ctx, conversationId: string, action: string) {
  const conversation = await repo.joinedConversation(ctx, conversationId, { action });
  if (!conversation) throw notFound('Conversation not found');
  return conversation;
}

export async function listMessages(ctx: Ctx, conversationId: string, query: { limit: number; before?: string }): Promise<MessageList> {
  const caller = await me(ctx);
  const before = cursorOf(query.before);
  const conversation = await joined(ctx, conversationId, 'READ');
  const { rows, more } = await messages.messagePage(ctx, conversation, query.limit, before);
  const last = rows.at(-1);
  return {
    items: rows.map((m) => messageView(m, isRead(m, caller.userId, conversation.participants))),
    nextBefore: more && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}

export async function send(ctx: Ctx, conversationId: string, body: { body: string; type: MessageType }): Promise<ChatMessage> {
  const caller = await me(ctx);
  const conversation = await joined(ctx, conversationId, 'CREATE');
  const { participants } = conversation;
  if (body.type === 'system' && !STAFF_NOTICES.includes(caller.role)) throw forbidden('Only staff send system messages');
  const actors = new Map<string, Actor>();
  for (const other of participants.filter((p) => p.user_id !== caller.userId)) {
    const person = { userId: other.user_id, role: other.role, patientId: other.patient_id };
    if (!(await mayTalk(ctx, caller, person, actors))) throw forbidden(`You can no longer message ${fullName(other)} here`);
  }
  const message = await inTransaction(ctx, async (tx) => {
    const made = await messages.insertMessage(tx, conversation, body.body, body.type);
    await repo.announce(tx, { k: 'message', c: conversationId, m: made.id, to: participants.map((p) => p.user_id) });
    return made;
  });
  const row = await messages.messageById(ctx, message.id);
  if (!row) throw notFound('Message not found');
  return messageView(row, false);
}

/** Whom the caller may start a conversation with, by name, e-mail or phone: at most 20, by name. */
export async function searchUsers(ctx: Ctx, q: string): Promise<ChatUser[]> {
  const caller = await me(ctx);
  const roles = TALKS_WITH[caller.role];
  const clinician = pairRule(caller.role, 'PATIENT') === 'CLINICIAN_AND_PATIENT';
  let clinicians: string[] = [];
  if (caller.role === 'PATIENT' && caller.patientId) {
    const patientId = caller.patientId;
    const nominated = await accounts.cliniciansNominatedFor(ctx, patientId);
    const seen = await Promise.all(
      nominated.map(async (id) => {
        const person = { userId: id, role: 'DOCTOR' as const, patientId: null };
        return (await mayTalk(ctx, caller, person)) ? id : null;
      }),
    );
    clinicians = seen.filter((id): id is string => id !== null);
  }
  const people = await accounts.findPeople(ctx, {
    search: q,
    roles,
    patients: clinician ? patients.reachOf(caller.actor) : null,
    userIds: clinicians,
    exceptUserId: caller.userId,
    limit: SEARCH_LIMIT,
  });
  await repo.noteUserSearch(ctx, people.length);
  return people.map(chatUserView);
}

/**
 * The conversation of the caller and the people with these phones: the existing one for exactly that set (created:
 * false), else a new one. Each phone must belong to someone the caller may message, and every pair of people in it may
 * talk (never two patients).
 */
export async function createByPhones(ctx: Ctx, phones: readonly string[]): Promise<{ conversation: Conversation; created: boolean }> {
  const caller = await me(ctx);
  const wanted = [...new Set(phones)];
  const found = await accounts.findPeople(ctx, { phones: wanted, limit: 1000 });
  const actors = new Map<string, Actor>();
  const others: (Person & { row: accounts.PersonRow })[] = [];
  for (const phone of wanted) {
    const owners = found.filter((p) => p.phone_number === phone);
    const shown = phoneForDisplay(phone);
    if (owners.some((p) => p.id === caller.userId)) throw badRequest(`${shown} is your own phone number`);
    if (owners.length === 0) throw notFound(`No one you can message has the phone number ${shown}`);
    let chosen: accounts.PersonRow | undefined;
    for (const owner of owners) if (!chosen && (await mayTalk(ctx, caller, personOf(owner), actors))) chosen = owner;
    if (!chosen) throw forbidden(`You cannot message the person with the phone number ${shown}`);
    if (!others.some((o) => o.userId === chosen.id)) others.push({ ...personOf(chosen), row: chosen });
  }
  for (const [i, a] of others.entries())
    for (const b of others.slice(i + 1))
      if (!(await mayTalk(ctx, a, b, actors))) {
        const why =
          a.role === 'PATIENT' && b.role === 'PATIENT' ? 'two patients never share a conversation' : 'they may not message each other';
        throw forbidden(`${fullName(a.row)} and ${fullName(b.row)} cannot be in one conversation: ${why}`);
      }
  const userIds = [caller.userId, ...others.map((o) => o.userId)].sort();
  const key = userIds.join(',');
  const patientId = [caller, ...others].find((p) => p.patientId)?.patientId ?? null;
  const made = await inTransaction(ctx, async (tx) => {
    const id = await repo.insertConversation(tx, key, userIds, patientId);
    if (id) await repo.announce(tx, { k: 'conversation', c: id, to: userIds });
    return id;
  });
  const id = made ?? (await repo.existingConversation(ctx, key, patientId));
  if (!id) throw notFound('Conversation not found');
  const conversation = conversationView(await repo.conversationRow(ctx, id), caller.userId);
  return { conversation, created: Boolean(made) };
}

/**
 * Marks messages read: the caller's watermark moves up to the newest of them (every earlier message of the
 * conversation is read too). Each id must be a message of this conversation.
 */
export async function markRead(ctx: Ctx, conversationId: string, messageIds: readonly string[]) {
  const caller = await me(ctx);
  const conversation = await joined(ctx, conversationId, 'UPDATE');
  const wanted = [...new Set(messageIds)];
  const found = await messages.seqsOf(ctx, conversationId, wanted);
  if (found.length !== wanted.length) {
    const missing = wanted.filter((id) => !found.some((f) => f.id === id));
    throw badRequest(
      'Some of these messages are not in this conversation',
      missing.map((id) => ({ path: `messageIds.${messageIds.indexOf(id)}`, message: 'Not a message of this conversation' })),
    );
  }
  const upTo = Math.max(...found.map((f) => f.seq));
  await inTransaction(ctx, async (tx) => {
    const from = await messages.advanceReadMark(tx, conversation, upTo, wanted.length);
    const to = conversation.participants.map((p) => p.user_id);
    if (upTo > from) await repo.announce(tx, { k: 'read', c: conversationId, u: caller.userId, from, upTo, to });
  });
  return { conversationId, unreadCount: await repo.unreadIn(ctx, conversationId) };
}

/** The socket event of a chat notice (the same for every recipient), or null when what it names is gone. */
export async function eventOf(ctx: Ctx, notice: repo.ChatNotice): Promise<ChatEvent | null> {
  switch (notice.k) {
    case 'message': {
      const row = await messages.messageById(ctx, notice.m);
      return row ? { type: 'message', message: messageView(row, false) } : null;
    }
    case 'read': {
      const messageIds = await messages.messageIdsBetween(ctx, notice.c, notice.from, notice.upTo, READ_EVENT_IDS);
      return { type: 'read', conversationId: notice.c, readerId: notice.u, messageIds };
    }
    case 'conversation':
      return { type: 'conversation', conversationId: notice.c };
  }
}

export type ChatNotice = repo.ChatNotice;
export { CHAT_CHANNEL } from './chat.repository';
export { verifyChatToken } from './chat-token';
