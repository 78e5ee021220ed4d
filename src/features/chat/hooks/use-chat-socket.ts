import { useEffect, useRef, useState } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { chatEventSchema, type ChatEvent } from '@contracts/chat';
import { selectIsSignedIn, useSessionSelector } from '@/lib/session';
import { getChatCustomToken } from '@/api/chat/get-custom-token';
import { addMessage, bumpConversation, markMessagesRead, refreshConversations, refreshMessages } from '@/api/chat/chat-cache';

/** 'closed': dropped, reconnecting soon; 'off': nobody is signed in. */
export type ChatSocketStatus = 'connecting' | 'open' | 'closed' | 'off';

/** Waits before the n-th reconnection (from 0): 1 s, 2 s, 4 s ... up to 30 s, with up to 20% jitter. */
export function reconnectDelay(attempt: number) {
  const base = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(base * (1 + Math.random() * 0.2));
}

/** ws: or wss: (as the page is http: or https:) on the page's own host. */
export function chatSocketUrl(socketPath: string, token: string, location: Location = window.location) {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${socketPath}?token=${encodeURIComponent(token)}`;
}

/** Applies one event to the cached lists: the socket never fetches more than a list the cache cannot work out. */
export function applyChatEvent(mutate: ScopedMutator, event: ChatEvent, myId: string | null) {
  switch (event.type) {
    case 'message': {
      const received = event.message.senderId !== myId;
      return Promise.all([addMessage(mutate, event.message), bumpConversation(mutate, event.message, { received })]);
    }
    case 'read':
      // The caller read them elsewhere (another tab): mark them here too and take the counts from the server. Someone
      // else read them: whether everyone has is the server's to say, so fetch the conversation's messages again.
      return event.readerId === myId
        ? Promise.all([markMessagesRead(mutate, event.conversationId, event.messageIds), refreshConversations(mutate)])
        : refreshMessages(mutate, event.conversationId);
    case 'conversation':
      return refreshConversations(mutate);
  }
}

interface ChatSocketOptions {
  /** The signed-in user's id: tells received messages from the caller's own. */
  myId: string | null;
  /** The open conversation: its messages are fetched again after a reconnection (events may have been missed). */
  openConversationId?: string | null;
  /** Milliseconds before the n-th reconnection; reconnectDelay by default. */
  retryDelay?: (attempt: number) => number;
}

/**
 * The chat's realtime feed while the page is open and someone is signed in: fetches a fresh custom token, opens the
 * socket, applies each event (checked by the contract's schema; anything else is ignored) to the SWR caches, and
 * reconnects with backoff and a new token when the connection drops. Closes on unmount and on sign-out.
 */
export function useChatSocket({ myId, openConversationId = null, retryDelay = reconnectDelay }: ChatSocketOptions): ChatSocketStatus {
  const signedIn = useSessionSelector(selectIsSignedIn);
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<ChatSocketStatus>('connecting');
  const latest = useRef({ mutate, myId, openConversationId, retryDelay });
  useEffect(() => {
    latest.current = { mutate, myId, openConversationId, retryDelay };
  });

  useEffect(() => {
    if (!signedIn) return;
    let stopped = false;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let connectedBefore = false;

    const retry = () => {
      if (stopped) return;
      setStatus('closed');
      timer = setTimeout(() => void connect(), latest.current.retryDelay(attempt));
      attempt += 1;
    };

    const connect = async () => {
      setStatus('connecting');
      let url: string;
      try {
        const { token, socketPath } = await getChatCustomToken();
        url = chatSocketUrl(socketPath, token);
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      const ws = new WebSocket(url);
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        setStatus('open');
        if (connectedBefore) {
          // Whatever happened while the socket was down: fetch the list and the open conversation again.
          const { mutate: update, openConversationId: open } = latest.current;
          void refreshConversations(update);
          if (open) void refreshMessages(update, open);
        }
        connectedBefore = true;
      };
      ws.onmessage = (message: MessageEvent) => {
        let parsed: ReturnType<typeof chatEventSchema.safeParse>;
        try {
          parsed = chatEventSchema.safeParse(JSON.parse(String(message.data)));
        } catch {
          return;
        }
        if (parsed.success) void applyChatEvent(latest.current.mutate, parsed.data, latest.current.myId);
      };
      ws.onclose = () => {
        if (socket === ws) socket = null;
        retry();
      };
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      if (socket) {
        socket.onclose = null;
        socket.close(1000, 'Closed by the page');
      }
    };
  }, [signedIn]);

  return signedIn ? status : 'off';
}
