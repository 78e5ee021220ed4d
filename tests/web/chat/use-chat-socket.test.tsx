import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SOCKET_PATH } from '@contracts/chat';
import { useChatSocket } from '@/features/chat/hooks/use-chat-socket';
import { loggedOut, sessionStarted } from '@/lib/session';
import { chatStore } from '../mocks/chat';
import { tokens } from '../support/fixtures';
import { renderPortalPage } from '../support/render-page';
import { server, setupMswLifecycle } from '../support/msw';

setupMswLifecycle();

/** A WebSocket that connects only when the test says so; every instance is kept. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  /** The server side: connection made, or dropped. */
  opened() {
    act(() => this.onopen?.());
  }
  dropped() {
    act(() => this.onclose?.());
  }
}

function Probe() {
  const status = useChatSocket({ myId: 'me', retryDelay: () => 10 });
  return <p>Socket {status}</p>;
}

let chat: ReturnType<typeof chatStore>;
beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  chat = chatStore({ socket: false });
  server.use(...chat.all);
});
afterEach(() => vi.unstubAllGlobals());

async function start() {
  const view = await renderPortalPage(<Probe />, '/');
  act(() => void view.store.dispatch(sessionStarted(tokens)));
  return view;
}

describe('useChatSocket', () => {
  it('opens the socket on this host with a fresh custom token', async () => {
    await start();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(FakeSocket.all[0].url).toBe(`ws://${window.location.host}${CHAT_SOCKET_PATH}?token=chat-token-1`);
    expect(screen.getByText('Socket connecting')).toBeInTheDocument();
    FakeSocket.all[0].opened();
    expect(screen.getByText('Socket open')).toBeInTheDocument();
  });

  it('reconnects after a drop with a new token', async () => {
    await start();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0].opened();
    FakeSocket.all[0].dropped();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(chat.handlers.customToken.calls).toHaveLength(2);
    expect(FakeSocket.all[1].url).toMatch(/\?token=chat-token-2$/);
    FakeSocket.all[1].opened();
    expect(screen.getByText('Socket open')).toBeInTheDocument();
  });

  it('retries when the token cannot be had', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/chat/custom-token', () => {
        if (!fail) return undefined;
        fail = false;
        return HttpResponse.json({ message: 'Try later', code: 'ERROR' }, { status: 503 });
      }),
    );
    await start();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(FakeSocket.all[0].url).toMatch(/\?token=chat-token-1$/);
  });

  it('ignores what is not a chat event', async () => {
    await start();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0].opened();
    act(() => {
      FakeSocket.all[0].onmessage?.({ data: 'not json' });
      FakeSocket.all[0].onmessage?.({ data: JSON.stringify({ type: 'unknown' }) });
    });
    expect(screen.getByText('Socket open')).toBeInTheDocument();
  });

  it('closes on sign-out and on unmount, and does not reconnect', async () => {
    const { store, unmount } = await start();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0].opened();
    act(() => void store.dispatch(loggedOut()));
    expect(FakeSocket.all[0].closedWith).toBe(1000);
    expect(await screen.findByText('Socket off')).toBeInTheDocument();

    act(() => void store.dispatch(sessionStarted(tokens)));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    unmount();
    expect(FakeSocket.all[1].closedWith).toBe(1000);
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeSocket.all).toHaveLength(2);
  });
});
