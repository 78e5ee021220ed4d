import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { messageListReplySchema, type MessageList } from '@contracts/chat';
import { apiClient } from '@/lib/api-client';

export const MESSAGES_PAGE_SIZE = 30;

const messagesPath = (conversationId: string) => `/chat/conversations/${encodeURIComponent(conversationId)}/messages`;

/** The page keys of one conversation's messages (newest page first); null for no conversation or past the last page. */
export const messagesPageKey = (conversationId: string | null) => (index: number, previous: MessageList | null) =>
  !conversationId || (index > 0 && !previous?.nextBefore)
    ? null
    : (['/chat/conversations/:id/messages', conversationId, previous?.nextBefore ?? null] as const);

/** The key of a conversation's (paged) messages in the SWR cache, for a global `mutate`. */
export const messagesKey = (conversationId: string) => unstable_serialize(messagesPageKey(conversationId));

/** GET /chat/conversations/{id}/messages?limit=&before=: newest first; `nextBefore` reaches older ones. */
export async function getMessages(conversationId: string, before: string | null, limit = MESSAGES_PAGE_SIZE) {
  const params = before ? { limit, before } : { limit };
  return messageListReplySchema.parse((await apiClient.get(messagesPath(conversationId), { params })).data).data;
}

/** One conversation's messages page by page, newest page first ("Load older" calls `setSize(size + 1)`). */
export const useMessages = (conversationId: string | null) =>
  useSWRInfinite(messagesPageKey(conversationId), ([, id, before]) => getMessages(id, before), { revalidateFirstPage: false });
