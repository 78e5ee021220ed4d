import type { ScopedMutator } from 'swr';
import type { ChatMessage, Conversation, ConversationList, MessageList } from '@contracts/chat';
import { conversationsKey } from './get-conversations';
import { messagesKey } from './get-messages';
import { UNREAD_KEY } from './get-unread-total';

/**
 * Local updates of the chat's SWR caches, shared by the writes (send, create, mark read) and the realtime socket.
 * They change what is cached without fetching; where the cache cannot know the answer (a conversation it has not
 * loaded) they fetch the list again instead.
 */

type Pages<T> = T[] | undefined;
const quiet = { revalidate: false, populateCache: true } as const;

/** Adds a message to its conversation's newest page (once: the socket echoes the caller's own sends). */
export function addMessage(mutate: ScopedMutator, message: ChatMessage) {
  return mutate<MessageList[]>(
    messagesKey(message.conversationId),
    (pages: Pages<MessageList>) => {
      if (!pages?.length || pages.some((p) => p.items.some((m) => m.id === message.id))) return pages;
      const [newest, ...older] = pages;
      return [{ ...newest, items: [message, ...newest.items] }, ...older];
    },
    quiet,
  );
}

/** Marks messages of a conversation read in its cached pages. */
export function markMessagesRead(mutate: ScopedMutator, conversationId: string, messageIds: readonly string[]) {
  const ids = new Set(messageIds);
  return mutate<MessageList[]>(
    messagesKey(conversationId),
    (pages: Pages<MessageList>) =>
      pages?.map((p) => ({ ...p, items: p.items.map((m) => (ids.has(m.id) && !m.read ? { ...m, read: true } : m)) })),
    quiet,
  );
}

function findConversation(pages: ConversationList[], id: string): Conversation | undefined {
  for (const page of pages) {
    const found = page.items.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Rewrites the cached list: `change` gets the conversation (or undefined) and returns it changed; the list's total follows. */
function updateConversation(
  pages: ConversationList[],
  id: string,
  change: (c: Conversation) => Conversation,
  { toTop }: { toTop: boolean },
): ConversationList[] {
  const before = findConversation(pages, id);
  if (!before) return pages;
  const after = change(before);
  const delta = after.unreadCount - before.unreadCount;
  return pages.map((page, index) => {
    const rest = toTop ? page.items.filter((c) => c.id !== id) : page.items.map((c) => (c.id === id ? after : c));
    return {
      ...page,
      items: toTop && index === 0 ? [after, ...rest] : rest,
      totalUnread: Math.max(0, page.totalUnread + delta),
    };
  });
}

/**
 * A new message in the list: the conversation moves to the top with it as its last message and, when someone else
 * sent it, one more unread. A conversation the list has not loaded makes the list fetch again.
 */
export function bumpConversation(mutate: ScopedMutator, message: ChatMessage, { received }: { received: boolean }) {
  let missing = false;
  const update = mutate<ConversationList[]>(
    conversationsKey,
    (pages: Pages<ConversationList>) => {
      if (!pages?.length) return pages;
      if (!findConversation(pages, message.conversationId)) {
        missing = true;
        return pages;
      }
      return updateConversation(
        pages,
        message.conversationId,
        (c) => ({
          ...c,
          lastMessage: message,
          updatedAt: message.createdAt,
          unreadCount: received && c.lastMessage?.id !== message.id ? c.unreadCount + 1 : c.unreadCount,
        }),
        { toTop: true },
      );
    },
    quiet,
  );
  return Promise.all([update.then(() => (missing ? refreshConversations(mutate) : undefined)), received && refreshUnread(mutate)]);
}

/** Sets a conversation's unread count (the reply of mark read), and the list's total with it. */
export function setUnreadCount(mutate: ScopedMutator, conversationId: string, unreadCount: number) {
  return Promise.all([
    mutate<ConversationList[]>(
      conversationsKey,
      (pages: Pages<ConversationList>) =>
        pages && updateConversation(pages, conversationId, (c) => ({ ...c, unreadCount }), { toTop: false }),
      quiet,
    ),
    refreshUnread(mutate),
  ]);
}

/** Puts a conversation (just created, or found again) at the top of the list unless it is there already. */
export function addConversation(mutate: ScopedMutator, conversation: Conversation) {
  return mutate<ConversationList[]>(
    conversationsKey,
    (pages: Pages<ConversationList>) => {
      if (!pages?.length) return pages;
      if (findConversation(pages, conversation.id)) return pages;
      const [first, ...rest] = pages;
      return [{ ...first, items: [conversation, ...first.items], totalUnread: first.totalUnread + conversation.unreadCount }, ...rest];
    },
    quiet,
  );
}

/** Fetches the navigation badge's unread count again (a message came in, some were read). */
export const refreshUnread = (mutate: ScopedMutator) => mutate(UNREAD_KEY);

/** Fetches the conversation list again. */
export const refreshConversations = (mutate: ScopedMutator) => mutate(conversationsKey);

/** Fetches a conversation's messages again (a read receipt the cache cannot work out alone). */
export const refreshMessages = (mutate: ScopedMutator, conversationId: string) => mutate(messagesKey(conversationId));
