import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesPage } from '@/features/chat';
import { sessionStarted } from '@/lib/session';
import { careUser, chatStore, doctorChatUser, me, sendChatEvent } from '../mocks/chat';
import { apiError, mockApi } from '../mocks/http';
import { doctorUser, tokens } from '../support/fixtures';
import { renderPortalPage, renderSignedInPage } from '../support/render-page';
import { server, setupMswLifecycle } from '../support/msw';
import { touchScreen } from '../support/viewport';

setupMswLifecycle();

let chat: ReturnType<typeof chatStore>;
beforeEach(() => {
  chat = chatStore();
  server.use(...chat.all);
});
afterEach(() => vi.unstubAllGlobals());

/** The page with the patient signed in (with tokens: the realtime socket connects). */
async function open(entry = '/messages') {
  const view = await renderPortalPage(<MessagesPage />, '/messages', entry);
  act(() => void view.store.dispatch(sessionStarted(tokens)));
  return view;
}
const conversationsNav = () => screen.findByRole('navigation', { name: 'Conversations' });
const rowOf = async (name: RegExp) => within(await conversationsNav()).findByRole('button', { name });
const log = () => screen.findByRole('log');

/** A window `width` px wide as media queries see it (jsdom has no matchMedia). */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

describe('Messages page', () => {
  it('lists conversations with their last message and unread count', async () => {
    chat.seed(
      [careUser],
      [
        [me, 'Hi, I have a question'],
        [careUser, 'Sure, ask away'],
        [careUser, 'See you Monday'],
      ],
    );
    chat.seed([doctorChatUser], [[doctorChatUser, 'Your dose is ready', true]]);
    await open();

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const care = await rowOf(/Casey Care/);
    expect(care).toHaveTextContent('See you Monday');
    expect(care).toHaveTextContent('2 unread');
    const doctor = await rowOf(/Dana Doctor/);
    expect(doctor).toHaveTextContent('Your dose is ready');
    expect(doctor).not.toHaveTextContent('unread');
    expect(screen.getByText('2 unread', { selector: 'p' })).toBeInTheDocument();
  });

  it('opening a conversation shows its messages newest last and marks the unread ones read', async () => {
    const c = chat.seed(
      [careUser],
      [
        [me, 'Hi, I have a question'],
        [careUser, 'Sure, ask away'],
        [careUser, 'See you Monday'],
      ],
    );
    const { router } = await open();
    await userEvent.click(await rowOf(/Casey Care/));

    expect(router.state.location.search).toBe(`?c=${c.id}`);
    const messages = await log();
    expect(messages).toHaveAttribute('aria-live', 'polite');
    await within(messages).findByText('See you Monday');
    const bodies = within(messages)
      .getAllByRole('article')
      .map((a) => a.textContent);
    expect(bodies[0]).toContain('Hi, I have a question');
    expect(bodies.at(-1)).toContain('See you Monday');

    await waitFor(() => expect(chat.handlers.read.bodies).toEqual([{ messageIds: [c.messages[1].id, c.messages[2].id] }]));
    await waitFor(async () => expect(await rowOf(/Casey Care/)).not.toHaveTextContent('unread'));
    expect(screen.queryByText('2 unread', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('Enter sends the message and clears the composer; Shift+Enter adds a line', async () => {
    const c = chat.seed([careUser], [[careUser, 'How are you feeling?', true]]);
    await open(`/messages?c=${c.id}`);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(composer, 'Much better{Shift>}{Enter}{/Shift}thanks');
    expect(composer).toHaveValue('Much better\nthanks');
    expect(chat.handlers.send.calls).toHaveLength(0);

    await userEvent.type(composer, '{Enter}');
    await waitFor(() => expect(composer).toHaveValue(''));
    expect(chat.handlers.send.bodies).toEqual([{ body: 'Much better\nthanks' }]);
    expect(within(await log()).getByText(/Much better/)).toBeInTheDocument();
    expect(await rowOf(/Casey Care/)).toHaveTextContent('You: Much better');
  });

  it('on a touch screen Enter adds a line and only the Send button sends', async () => {
    touchScreen();
    const c = chat.seed([careUser]);
    await open(`/messages?c=${c.id}`);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByText('Enter sends, Shift+Enter adds a line')).not.toBeInTheDocument();
    await userEvent.type(composer, 'Much better{Enter}thanks');
    expect(composer).toHaveValue('Much better\nthanks');
    expect(chat.handlers.send.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(chat.handlers.send.bodies).toEqual([{ body: 'Much better\nthanks' }]));
  });

  it('the Send button sends; a failed send shows the server message and keeps the text', async () => {
    const c = chat.seed([careUser]);
    server.use(mockApi('post', '/chat/conversations/:conversationId/messages', () => apiError(503, 'Chat is resting, try again')));
    await open(`/messages?c=${c.id}`);
    expect(within(await log()).getByText('No messages yet')).toBeInTheDocument();
    const composer = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(composer, 'Hello?');
    await userEvent.click(send);

    expect(await screen.findByText('Chat is resting, try again')).toBeInTheDocument();
    expect(composer).toHaveValue('Hello?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('tells care staff with no conversation whom they can start one with', async () => {
    const view = await renderSignedInPage(<MessagesPage />, '/messages', '/messages', { user: doctorUser });
    act(() => void view.store.dispatch(sessionStarted(tokens)));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Start one with a patient or a colleague.')).toBeInTheDocument();
  });

  it('a new conversation found by search becomes the open one', async () => {
    await open();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Start one with your care team.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'New conversation' })[0]);

    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search people' }), 'dana');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Dana Doctor/ }));
    await waitFor(() => expect(chat.handlers.search.queries.at(-1)).toEqual({ q: 'dana' }));
    expect(chat.handlers.search.calls).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));

    expect(chat.handlers.create.bodies).toEqual([{ phones: [doctorChatUser.phone] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Doctor' })).toBeInTheDocument();
    expect(await rowOf(/Dana Doctor/)).toHaveAttribute('aria-current', 'true');
    expect(within(await log()).getByText('No messages yet')).toBeInTheDocument();
  });

  it('a message from the socket appears in the open conversation (read) and bumps another one (unread)', async () => {
    const open1 = chat.seed([careUser], [[careUser, 'Morning!', true]]);
    const other = chat.seed([doctorChatUser], [[doctorChatUser, 'Lab results are in', true]]);
    await open(`/messages?c=${open1.id}`);
    await within(await log()).findByText('Morning!');
    await waitFor(() => expect(chat.handlers.customToken.calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/Reconnecting/)).not.toBeInTheDocument());

    sendChatEvent({ type: 'message', message: chat.send(open1, careUser, 'Did you log your weight?') });
    expect(await within(await log()).findByText('Did you log your weight?')).toBeInTheDocument();
    await waitFor(() => expect(chat.handlers.read.bodies.at(-1)).toEqual({ messageIds: [open1.messages.at(-1)!.id] }));

    sendChatEvent({ type: 'message', message: chat.send(other, doctorChatUser, 'Please call the office') });
    const row = await rowOf(/Dana Doctor/);
    await waitFor(() => expect(row).toHaveTextContent('1 unread'));
    expect(row).toHaveTextContent('Please call the office');
    // The conversation with the newest message comes first.
    const rows = within(await conversationsNav()).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Dana Doctor');
  });

  it('loads older conversations and older messages with nextBefore', async () => {
    for (let i = 1; i <= 22; i++) chat.seed([chatUserNamed(`Person ${String(i).padStart(2, '0')}`)], [[careUser, `Note ${i}`, true]]);
    const long = chat.seed(
      [careUser],
      Array.from({ length: 35 }, (_, i) => [careUser, `Line ${i + 1}`, true] as [typeof careUser, string, boolean]),
    );
    await open(`/messages?c=${long.id}`);
    const nav = await conversationsNav();
    await within(nav).findByRole('button', { name: /Person 04/ });
    expect(within(nav).queryByRole('button', { name: /Person 03/ })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Load older conversations' }));
    expect(await within(nav).findByRole('button', { name: /Person 01/ })).toBeInTheDocument();
    expect(chat.handlers.conversations.queries.at(-1)).toEqual({ limit: '20', before: '20' });

    const messages = await log();
    await within(messages).findByText('Line 35');
    expect(within(messages).queryByText('Line 5')).not.toBeInTheDocument();
    await userEvent.click(within(messages).getByRole('button', { name: 'Load older messages' }));
    expect(await within(messages).findByText('Line 5')).toBeInTheDocument();
    expect(within(messages).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the conversations fail to load', async () => {
    server.use(mockApi('get', '/chat/conversations', () => apiError(500, 'Database unavailable')));
    await open();
    expect(await screen.findByText('Error fetching conversations')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('on a phone, the list and the conversation are two views with a Back button', async () => {
    viewport(400);
    chat.seed([careUser], [[careUser, 'Hello from care', true]]);
    await open();
    await userEvent.click(await rowOf(/Casey Care/));
    expect(await log()).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await rowOf(/Casey Care/)).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });
});

let named = 0;
function chatUserNamed(fullName: string) {
  named += 1;
  return { ...careUser, id: `d0000000-0000-4000-8000-${String(named).padStart(12, '0')}`, fullName, phone: null };
}
