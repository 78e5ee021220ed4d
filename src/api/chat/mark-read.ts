import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { markReadReplySchema } from '@contracts/chat';
import { apiClient } from '@/lib/api-client';
import { markMessagesRead, setUnreadCount } from './chat-cache';

/** At most this many ids per call (the contract's limit). */
export const MARK_READ_MAX = 200;

/** POST /chat/conversations/{id}/read: marks the caller's received messages read; answers the conversation's unread count. */
export async function markRead(conversationId: string, messageIds: string[]) {
  const reply = await apiClient.post(`/chat/conversations/${encodeURIComponent(conversationId)}/read`, { messageIds });
  return markReadReplySchema.parse(reply.data).data;
}

/** Marks read (in batches of MARK_READ_MAX), then shows them read and the unread counts lowered. Throws on failure. */
export function useMarkRead() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (conversationId: string, messageIds: string[]) => {
      let unreadCount: number | null = null;
      for (let i = 0; i < messageIds.length; i += MARK_READ_MAX) {
        unreadCount = (await markRead(conversationId, messageIds.slice(i, i + MARK_READ_MAX))).unreadCount;
      }
      if (unreadCount === null) return;
      await Promise.all([markMessagesRead(mutate, conversationId, messageIds), setUnreadCount(mutate, conversationId, unreadCount)]);
    },
    [mutate],
  );
}
