import useSWRInfinite from 'swr/infinite';
import { conversationsPageKey, fetchConversationsPage } from './get-conversations';

/** How often the total is fetched again while the tab is visible (SWR skips the interval while it is hidden). */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The caller's unread messages across conversations (the first page's `totalUnread`), for the "Messages" badge. It
 * shares the conversation list's SWR key, so the socket's and the writes' cache updates (chat-cache.ts) move it too;
 * elsewhere it is fetched again every minute. Undefined while loading, on error and when `enabled` is false.
 */
export function useUnreadTotal(enabled = true): number | undefined {
  const { data, error } = useSWRInfinite((i, prev) => (enabled ? conversationsPageKey(i, prev) : null), fetchConversationsPage, {
    revalidateFirstPage: true,
    refreshInterval: UNREAD_REFRESH_MS,
  });
  return error ? undefined : data?.[0]?.totalUnread;
}
