import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { conversationListReplySchema, type ConversationList } from '@contracts/chat';
import { apiClient } from '@/lib/api-client';

export const CONVERSATIONS_PAGE_SIZE = 20;

/** The key of one page: the first has no cursor, the next ones the previous reply's `nextBefore`; null past the last. */
export const conversationsPageKey = (index: number, previous: ConversationList | null) =>
  index > 0 && !previous?.nextBefore ? null : (['/chat/conversations', previous?.nextBefore ?? null] as const);

/** The key of the whole (paged) list in the SWR cache, for a global `mutate` (the socket, the writes). */
export const conversationsKey = unstable_serialize(conversationsPageKey);

/** GET /chat/conversations?limit=&before=: the caller's conversations, most recent first, with the total unread. */
export async function getConversations(before: string | null, limit = CONVERSATIONS_PAGE_SIZE) {
  const params = before ? { limit, before } : { limit };
  return conversationListReplySchema.parse((await apiClient.get('/chat/conversations', { params })).data).data;
}

/** The fetcher of one page under `conversationsPageKey` (every hook on the list's key fetches the same way). */
export const fetchConversationsPage = ([, before]: ReturnType<typeof conversationsPageKey> & object) => getConversations(before);

/** The conversation list page by page ("Load older" calls `setSize(size + 1)`). */
export const useConversations = () => useSWRInfinite(conversationsPageKey, fetchConversationsPage, { revalidateFirstPage: true });
