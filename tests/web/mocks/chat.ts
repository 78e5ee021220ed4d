import { ws } from 'msw';
import { CHAT_SOCKET_PATH, type ChatEvent, type ChatMessage, type ChatUser, type Conversation } from '@contracts/chat';
import { patientUser } from '../support/fixtures';
import { apiError, mockApi } from './http';

// Chat: one in-memory store of people, conversations and messages behind every chat call, seen by `me`; and the
// realtime socket (msw's `ws.link`), through which a test pushes events.

export const CARE_ID = 'c4a70000-0000-4000-8000-000000000001';
export const DOCTOR_ID = 'c4a70000-0000-4000-8000-000000000002';
export const NURSE_ID = 'c4a70000-0000-4000-8000-000000000003';

export const chatUser = (overrides: Partial<ChatUser> = {}): ChatUser => ({
  id: CARE_ID,
  fullName: 'Casey Care',
  role: 'NURSER',
  phone: '+12025550101',
  ...overrides,
});

export const me: ChatUser = { id: patientUser.id, fullName: 'Pat Patient', role: 'PATIENT', phone: '+12025550100' };
export const careUser = chatUser();
export const doctorChatUser = chatUser({ id: DOCTOR_ID, fullName: 'Dana Doctor', role: 'DOCTOR', phone: '+12025550102' });
export const nurseUser = chatUser({ id: NURSE_ID, fullName: 'Nico Nurse', role: 'NURSER', phone: '+12025550103' });

let serial = 0;
const uuid = (prefix: string) => `${prefix}-0000-4000-8000-${String(++serial).padStart(12, '0')}`;
/** Minutes after a fixed start, as ISO: messages made in order sort in order. */
const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute)).toISOString();

export interface StoredConversation {
  id: string;
  participants: ChatUser[];
  /** Oldest first. */
  messages: ChatMessage[];
  /** Ids `me` has read. */
  readByMe: Set<string>;
}

/** The realtime socket as the page opens it: `chatSocket.broadcast(JSON.stringify(event))` pushes an event. */
export const chatSocket = ws.link(`*${CHAT_SOCKET_PATH}`);
export const sendChatEvent = (event: ChatEvent) => chatSocket.broadcast(JSON.stringify(event));

export interface ChatStoreOptions {
  people?: ChatUser[];
  /** The socket's handler; false leaves the socket unhandled (a test that stubs WebSocket). */
  socket?: boolean;
}

/** The chat endpoints over one in-memory store; `seed` adds a conversation, `send` a message someone sent. */
export function chatStore({ people = [careUser, doctorChatUser, nurseUser], socket = true }: ChatStoreOptions = {}) {
  const conversations: StoredConversation[] = [];
  let minute = 0;
  let tokens = 0;

  const message = (c: StoredConversation, sender: ChatUser, body: string, read = false): ChatMessage => {
    const m: ChatMessage = {
      id: uuid('a0000000'),
      conversationId: c.id,
      senderId: sender.id,
      senderName: sender.fullName,
      body,
      type: 'text',
      read,
      createdAt: at(minute++),
    };
    c.messages.push(m);
    if (sender.id === me.id || read) c.readByMe.add(m.id);
    return m;
  };
  const view = (c: StoredConversation): Conversation => {
    const others = c.participants.filter((p) => p.id !== me.id);
    const last = c.messages.at(-1) ?? null;
    return {
      id: c.id,
      title: others.map((p) => p.fullName).join(', '),
      participants: c.participants,
      lastMessage: last && asSeen(last),
      unreadCount: c.messages.filter((m) => m.senderId !== me.id && !c.readByMe.has(m.id)).length,
      updatedAt: last?.createdAt ?? at(0),
    };
  };
  const asSeen = (m: ChatMessage): ChatMessage => {
    const c = conversations.find((x) => x.id === m.conversationId)!;
    return { ...m, read: m.senderId === me.id ? m.read : c.readByMe.has(m.id) };
  };
  const sorted = () =>
    [...conversations].sort((a, b) => (view(b).updatedAt > view(a).updatedAt ? 1 : view(b).updatedAt < view(a).updatedAt ? -1 : 0));
  /** `before` is an offset in the newest-first list (the real server's cursor is opaque). */
  const pageOf = <T>(all: T[], query: Record<string, string>) => {
    const start = Number(query.before ?? 0);
    const limit = Number(query.limit ?? 20);
    const items = all.slice(start, start + limit);
    return { items, nextBefore: start + limit < all.length ? String(start + limit) : null };
  };
  const find = (id: string) => conversations.find((c) => c.id === id);
  const notFound = () => apiError(404, 'Conversation not found', 'NOT_FOUND');

  /** A conversation of `me` with `others`; `messages` are [sender, body, read?] oldest first. */
  const seed = (others: ChatUser[], messages: [ChatUser, string, boolean?][] = []) => {
    const c: StoredConversation = { id: uuid('b0000000'), participants: [me, ...others], messages: [], readByMe: new Set() };
    conversations.push(c);
    for (const [sender, body, read] of messages) message(c, sender, body, read);
    return c;
  };

  const handlers = {
    customToken: mockApi('get', '/chat/custom-token', () => ({
      token: `chat-token-${++tokens}`,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      socketPath: CHAT_SOCKET_PATH,
    })),
    unread: mockApi('get', '/chat/unread', () => ({
      total: sorted()
        .map(view)
        .reduce((s, c) => s + c.unreadCount, 0),
    })),
    conversations: mockApi('get', '/chat/conversations', ({ query }) => {
      const all = sorted().map(view);
      return { ...pageOf(all, query), totalUnread: all.reduce((s, c) => s + c.unreadCount, 0) };
    }),
    messages: mockApi('get', '/chat/conversations/:conversationId/messages', ({ params, query }) => {
      const c = find(params.conversationId);
      return c ? pageOf([...c.messages].reverse().map(asSeen), query) : notFound();
    }),
    send: mockApi<ChatMessage, { body: string }>(
      'post',
      '/chat/conversations/:conversationId/messages',
      ({ params, body }) => {
        const c = find(params.conversationId);
        return c ? message(c, me, body.body.trim()) : notFound();
      },
      { status: 201 },
    ),
    search: mockApi('get', '/chat/users/search', ({ query }) => {
      const q = (query.q ?? '').toLowerCase();
      return people.filter((p) => p.fullName.toLowerCase().includes(q) || (p.phone ?? '').includes(q));
    }),
    create: mockApi<Conversation, { phones: string[] }>('post', '/chat/conversations', ({ body }) => {
      const others = body.phones.map((phone) => people.find((p) => p.phone === phone));
      if (others.some((p) => !p)) return apiError(404, 'No one with that phone number', 'NOT_FOUND');
      const ids = new Set(others.map((p) => p!.id));
      const existing = conversations.find(
        (c) => c.participants.length === ids.size + 1 && c.participants.every((p) => p.id === me.id || ids.has(p.id)),
      );
      return view(existing ?? seed(others as ChatUser[]));
    }),
    read: mockApi<{ conversationId: string; unreadCount: number }, { messageIds: string[] }>(
      'post',
      '/chat/conversations/:conversationId/read',
      ({ params, body }) => {
        const c = find(params.conversationId);
        if (!c) return notFound();
        body.messageIds.forEach((id) => c.readByMe.add(id));
        return { conversationId: c.id, unreadCount: view(c).unreadCount };
      },
    ),
  };

  const socketHandler = chatSocket.addEventListener('connection', () => undefined);

  return {
    conversations,
    seed,
    /** `sender` sends `body` in `c` (as the server would store it): push it with `sendChatEvent({ type: 'message', message })`. */
    send: (c: StoredConversation, sender: ChatUser, body: string) => asSeen(message(c, sender, body)),
    handlers,
    all: [...Object.values(handlers), ...(socket ? [socketHandler] : [])],
  };
}
