import { z } from 'zod';
import { envelope, roleSchema } from './common';

/**
 * In-app chat (SPEC §3 Chat, §7 Chat; endpoints.tsv `chat.*`). Writes go over HTTP; a WebSocket at CHAT_SOCKET_PATH,
 * opened with the short-lived custom token, delivers what happens in the caller's conversations as it happens.
 * Lists page backwards with an opaque cursor: pass a reply's `nextBefore` as `before` to get older entries.
 */

export const MESSAGE_TYPES = ['text', 'system'] as const;
export const messageTypeSchema = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageTypeSchema>;

export const MESSAGE_MAX_LENGTH = 4000;
/** Where the realtime socket listens; `?token=` carries the custom token. */
export const CHAT_SOCKET_PATH = '/api/v1/chat/ws';

export const chatUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  role: roleSchema,
  /** E.164; what `POST /chat/conversations` takes. */
  phone: z.string().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  senderName: z.string(),
  body: z.string(),
  type: messageTypeSchema,
  /** For a message the caller received: whether the caller read it. For one the caller sent: whether every other participant read it. */
  read: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  /** The other participants' names, for a list row and a heading. */
  title: z.string(),
  participants: z.array(chatUserSchema),
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number().int().min(0),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const cursorQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.string().trim().min(1).max(200).optional(),
};

export const conversationListQuerySchema = z.object(cursorQuery);
export const conversationListReplySchema = envelope(
  z.object({
    items: z.array(conversationSchema),
    nextBefore: z.string().nullable(),
    /** Unread messages over all the caller's conversations (the navigation badge). */
    totalUnread: z.number().int().min(0),
  }),
);
export type ConversationList = z.infer<typeof conversationListReplySchema>['data'];

/** GET /chat/unread: how many messages the caller has not read, across their conversations (the navigation's badge). */
export const unreadTotalReplySchema = envelope(z.object({ total: z.number().int().min(0) }));

export const conversationParamsSchema = z.object({ conversationId: z.uuid() });

export const messageListQuerySchema = z.object(cursorQuery);
/** Newest first; `nextBefore` reaches older ones. */
export const messageListReplySchema = envelope(z.object({ items: z.array(chatMessageSchema), nextBefore: z.string().nullable() }));
export type MessageList = z.infer<typeof messageListReplySchema>['data'];

export const sendMessageBodySchema = z.object({
  body: z.string().trim().min(1, 'Write a message first').max(MESSAGE_MAX_LENGTH, `A message is at most ${MESSAGE_MAX_LENGTH} characters`),
  type: messageTypeSchema.default('text'),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;
export const chatMessageReplySchema = envelope(chatMessageSchema);

export const userSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type a name, email or phone').max(100, 'A search is at most 100 characters'),
});
/** Only the people the caller may talk to (a patient: their care team and their doctors). */
export const userSearchReplySchema = envelope(z.array(chatUserSchema));

// The body that starts a conversation checks phone numbers: it lives in ./chat-create (libphonenumber stays out of here).
export type { CreateConversationBody } from './chat-create';
export const conversationReplySchema = envelope(conversationSchema);

export const markReadBodySchema = z.object({
  messageIds: z.array(z.uuid()).min(1, 'Name the messages read').max(200, 'At most 200 messages at once'),
});
export const markReadReplySchema = envelope(z.object({ conversationId: z.uuid(), unreadCount: z.number().int().min(0) }));

export const customTokenReplySchema = envelope(
  z.object({ token: z.string(), expiresAt: z.string(), socketPath: z.literal(CHAT_SOCKET_PATH) }),
);
export type CustomToken = z.infer<typeof customTokenReplySchema>['data'];

/** What the socket sends. The client sends nothing but pings; every write goes over HTTP. */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('read'), conversationId: z.uuid(), readerId: z.uuid(), messageIds: z.array(z.uuid()) }),
  /** A conversation the caller was added to: fetch the list again (title and unread count are per reader). */
  z.object({ type: z.literal('conversation'), conversationId: z.uuid() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
