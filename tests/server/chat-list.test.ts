/**
 * The caller's conversation list (README "Chat"): a group conversation's other participants, by when they joined, and
 * its last message read only once every other participant read it; each row's unread count, and the total over every
 * conversation of the caller whatever page is shown, page by page through the nextBefore cursor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#contracts/chat';
import { call, createTestApp, send, signInAll, type TestApp } from './helpers/app';

let t: TestApp;
let tokens: Record<string, string>;
let users: Record<string, string>;
const PHONES = { doctor: '+12025550104', support: '+12025550107' };

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, users } = await signInAll(t.app, { nurse: 'care@demo.test', support: 'support@demo.test', doctor: 'doctor@demo.test' }));
});
afterAll(() => t.close());

type List = { items: Conversation[]; nextBefore: string | null; totalUnread: number };
const list = async (token: string, query = '') => {
  const res = await call(t.app, { method: 'GET', url: `/chat/conversations${query}`, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as List;
};
const post = async (token: string, conversationId: string, body: string) => {
  const res = await send(t.app, 'POST', `/chat/conversations/${conversationId}/messages`, token, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as unknown as ChatMessage;
};
const read = async (token: string, conversationId: string, messageIds: string[]) => {
  const res = await send(t.app, 'POST', `/chat/conversations/${conversationId}/read`, token, { messageIds });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const rowOf = async (token: string, conversationId: string) =>
  (await list(token, '?limit=100')).items.find((c) => c.id === conversationId)!;

describe('the conversation list', () => {
  let group = '';

  it('shows a group conversation’s other participants by when they joined, and its last message read once all read it', async () => {
    const made = await send(t.app, 'POST', '/chat/conversations', tokens.nurse, { phones: [PHONES.support, PHONES.doctor] });
    expect(made.status).toBe(201);
    group = (made.body.data as { id: string }).id;
    // Added in one statement, so at one time: by user id.
    const others = [users.doctor, users.support].sort();
    const nurseRow = await rowOf(tokens.nurse, group);
    expect(nurseRow.participants.map((p) => p.id)).toEqual(others);
    expect(nurseRow.title).toBe(nurseRow.participants.map((p) => p.fullName).join(', '));
    expect((await rowOf(tokens.doctor, group)).participants.map((p) => p.id)).toEqual([users.nurse, users.support].sort());

    await post(tokens.doctor, group, 'From the doctor');
    const fromSupport = await post(tokens.support, group, 'From support');
    const first = (await list(tokens.nurse)).items[0];
    expect(first).toMatchObject({ id: group, unreadCount: 2, lastMessage: { id: fromSupport.id, senderId: users.support, read: false } });

    const mine = await post(tokens.nurse, group, 'From the nurse');
    expect((await rowOf(tokens.nurse, group)).lastMessage).toMatchObject({ id: mine.id, read: false });
    await read(tokens.doctor, group, [mine.id]);
    expect((await rowOf(tokens.nurse, group)).lastMessage?.read).toBe(false); // support has not read it
    await read(tokens.support, group, [mine.id]);
    expect((await rowOf(tokens.nurse, group)).lastMessage?.read).toBe(true);
    // The nurse's own message is never unread for them; the two before it still are.
    expect((await rowOf(tokens.nurse, group)).unreadCount).toBe(2);
  });

  it('counts the unread of every conversation in the total on every page, and pages most recent first', async () => {
    const made = await send(t.app, 'POST', '/chat/conversations', tokens.nurse, { phones: [PHONES.support] });
    const pair = (made.body.data as { id: string }).id;
    for (const body of ['One', 'Two', 'Three']) await post(tokens.support, pair, body);

    const walk = async () => {
      const seen: List[] = [];
      let before: string | null = null;
      do {
        const page = await list(tokens.nurse, `?limit=1${before ? `&before=${before}` : ''}`);
        seen.push(page);
        before = page.nextBefore;
      } while (before);
      return seen;
    };
    const pages = await walk();
    const items = pages.flatMap((p) => p.items);
    expect(items.map((c) => c.id)).toEqual((await list(tokens.nurse, '?limit=100')).items.map((c) => c.id));
    expect(items.slice(0, 2).map((c) => [c.id, c.unreadCount])).toEqual([
      [pair, 3],
      [group, 2],
    ]);
    const times = items.map((c) => c.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    const total = items.reduce((sum, c) => sum + c.unreadCount, 0);
    expect(total).toBeGreaterThan(3);
    expect(pages.map((p) => p.totalUnread)).toEqual(pages.map(() => total));

    // Reading one conversation takes its count out of the total and leaves the others'.
    const newest = (await call(t.app, { method: 'GET', url: `/chat/conversations/${pair}/messages`, token: tokens.nurse })).body
      .data as unknown as { items: ChatMessage[] };
    await read(tokens.nurse, pair, [newest.items[0].id]);
    const after = await list(tokens.nurse, '?limit=1');
    expect(after.totalUnread).toBe(total - 3);
    expect((await rowOf(tokens.nurse, pair)).unreadCount).toBe(0);
    expect((await rowOf(tokens.nurse, group)).unreadCount).toBe(2);
  });
});
