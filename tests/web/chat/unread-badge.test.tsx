import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router-dom';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NavItem } from '@/components/app-shell';
import { createAppStore } from '@/app/store';
import { SignedInShell } from '@/features/auth';
import { MessagesPage } from '@/features/chat';
import { loggedIn, sessionStarted } from '@/lib/session';
import { bumpConversation, setUnreadCount } from '@/api/chat/chat-cache';
import { patientNav } from '@/portals/patient/layout';
import { careUser, chatStore, doctorChatUser, me, sendChatEvent } from '../mocks/chat';
import { apiError, mockApi } from '../mocks/http';
import { patientUser, tokens } from '../support/fixtures';
import { server, setupMswLifecycle } from '../support/msw';
import { renderRouter } from '../support/render';

setupMswLifecycle();

let chat: ReturnType<typeof chatStore>;
beforeEach(() => {
  chat = chatStore();
  server.use(...chat.all);
});

/** The page under the shell hands the test the app's SWR mutate, as the chat's writes and socket use it. */
let mutate: ScopedMutator;
function MutateProbe() {
  mutate = useSWRConfig().mutate;
  return <Outlet />;
}

/** The patient portal's signed-in shell with its real navigation. */
async function openShell(navItems: readonly NavItem[] = patientNav, entry = '/') {
  const { store, persistor } = createAppStore();
  store.dispatch(loggedIn({ user: patientUser }));
  store.dispatch(sessionStarted(tokens));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <SignedInShell portal="patient" navItems={navItems} />,
        children: [
          { index: true, element: <MutateProbe /> },
          { path: 'messages', element: <MessagesPage /> },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  await renderRouter(router, { store, persistor });
}
const nav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));
/** The Messages link, once its description says `unread` ("2 unread"), or nothing without a count. */
async function messagesLink(unread?: number) {
  const link = await nav().findByRole('link', { name: 'Messages' });
  await waitFor(() => expect(link).toHaveAccessibleDescription(unread ? `${unread} unread` : ''));
  return link;
}

describe('the unread badge on Messages', () => {
  it('shows the total unread on the link and in its description, without listing the conversations', async () => {
    chat.seed(
      [careUser],
      [
        [me, 'Hi'],
        [careUser, 'Hello'],
        [careUser, 'How are you?'],
      ],
    );
    chat.seed([doctorChatUser], [[doctorChatUser, 'Your dose is ready', true]]);
    await openShell();
    const link = await messagesLink(2);
    expect(link).toHaveAttribute('href', '/messages');
    expect(within(link).getByText('2')).toBeInTheDocument();
    // On a phone the navigation is closed: the button that opens it carries the count.
    expect(screen.getByRole('button', { name: 'Open navigation, 2 unread' })).toBeInTheDocument();
    // A page other than Messages asks for the count only (listing them would audit a list the user never opened).
    expect(chat.handlers.conversations.calls).toHaveLength(0);
  });

  it('shows nothing at zero', async () => {
    chat.seed([doctorChatUser], [[doctorChatUser, 'Your dose is ready', true]]);
    await openShell();
    await waitFor(() => expect(chat.handlers.unread.calls).toHaveLength(1));
    const link = await messagesLink();
    expect(link).toHaveTextContent(/^Messages$/);
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
  });

  it('says 99+ above 99', async () => {
    server.use(mockApi('get', '/chat/unread', { total: 120 }));
    await openShell();
    const link = await messagesLink(120);
    expect(within(link).getByText('99+')).toBeInTheDocument();
  });

  it('follows the cache: a received message adds one, reading the conversation clears it', async () => {
    const c = chat.seed([careUser], [[careUser, 'Hello']]);
    await openShell();
    await messagesLink(1);

    await act(() => bumpConversation(mutate, chat.send(c, careUser, 'Are you there?'), { received: true }));
    await messagesLink(2);

    // As after POST .../read: the server counts them read, and the cache is told.
    c.messages.forEach((m) => c.readByMe.add(m.id));
    await act(() => setUnreadCount(mutate, c.id, 0));
    const link = await messagesLink();
    expect(link).toHaveTextContent(/^Messages$/);
  });

  it('on the Messages page: reading a conversation clears it, a message over the socket adds one', async () => {
    const c = chat.seed(
      [careUser],
      [
        [careUser, 'Hello'],
        [careUser, 'Are you there?'],
      ],
    );
    const other = chat.seed([doctorChatUser], [[doctorChatUser, 'Your dose is ready']]);
    await openShell(patientNav, `/messages?c=${c.id}`);
    await waitFor(() => expect(chat.handlers.read.bodies).toHaveLength(1));
    await messagesLink(1);

    await waitFor(() => expect(chat.handlers.customToken.calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/Reconnecting/)).not.toBeInTheDocument());
    sendChatEvent({ type: 'message', message: chat.send(other, doctorChatUser, 'Please call the office') });
    await messagesLink(2);
  });

  it('shows no badge when the count fails to load', async () => {
    const failing = mockApi('get', '/chat/unread', () => apiError(500, 'Something went wrong'));
    server.use(failing);
    await openShell();
    await waitFor(() => expect(failing.calls.length).toBeGreaterThan(0));
    expect(await messagesLink()).toHaveTextContent(/^Messages$/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a navigation without Messages does not ask for the count', async () => {
    await openShell(patientNav.filter((item) => item.to !== '/messages'));
    await act(async () => undefined);
    expect(chat.handlers.unread.calls).toHaveLength(0);
  });
});
