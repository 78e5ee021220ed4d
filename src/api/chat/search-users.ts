import useSWR from 'swr';
import { userSearchReplySchema } from '@contracts/chat';
import { apiClient } from '@/lib/api-client';

export const chatUserSearchKey = (q: string) => ['/chat/users/search', q] as const;

/** GET /chat/users/search?q=: the people the caller may talk to whose name, e-mail or phone matches. */
export async function searchChatUsers(q: string) {
  return userSearchReplySchema.parse((await apiClient.get('/chat/users/search', { params: { q } })).data).data;
}

/** Searches once `q` (already debounced by the caller) has something in it. */
export function useChatUserSearch(q: string) {
  const query = q.trim();
  return useSWR(query ? chatUserSearchKey(query) : null, ([, text]) => searchChatUsers(text), { keepPreviousData: true });
}
