import useSWR from 'swr';
import { unreadTotalReplySchema } from '@contracts/chat';
import { apiClient } from '@/lib/api-client';

/** How often the count is fetched again while the tab is visible (SWR skips the interval while it is hidden). */
export const UNREAD_REFRESH_MS = 15_000;

export const UNREAD_KEY = '/chat/unread';

/** GET /chat/unread: the caller's unread messages across conversations. */
export async function getUnreadTotal(): Promise<number> {
  return unreadTotalReplySchema.parse((await apiClient.get(UNREAD_KEY)).data).data.total;
}

/**
 * The "Messages" badge's count, from its own small read (no conversation is listed, so no page load lists the
 * caller's conversations, or audits a list they never opened). The socket's and the writes' cache updates fetch it
 * again (chat-cache.ts), and it is fetched again every 15 seconds while the tab is visible, and on focus. Undefined
 * while loading, on error and when `enabled` is false.
 */
export function useUnreadTotal(enabled = true): number | undefined {
  const { data, error } = useSWR(enabled ? UNREAD_KEY : null, getUnreadTotal, { refreshInterval: UNREAD_REFRESH_MS });
  return error ? undefined : data;
}
