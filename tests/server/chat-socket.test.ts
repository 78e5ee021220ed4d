/**
 * The chat socket in process (README "Chat"): the server listens on a free port, a client opens CHAT_SOCKET_PATH with
 * the custom token and receives the events of its conversations as another user writes over HTTP: a new message, a
 * read receipt, being added to a conversation. A bad or expired token is closed with 4401; an access token too.
 */
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, chatEventSchema, type ChatEvent } from '#contracts/chat';
import { signChatToken } from '#server/modules/chat/chat-token';
import { call, createTestApp, DEMO_PASSWORD, send, signIn, type TestApp } from './helpers/app';

let t: TestApp;
let base = '';
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};
const open: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email] of Object.entries({ patient: 'patient@demo.test', care: 'care@demo.test', support: 'support@demo.test' })) {
    const session = await signIn(t.app, email, DEMO_PASSWORD);
    tok[name] = session.accessToken;
    ids[name] = session.user.id as string;
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await t.close();
});

type Client = { events: ChatEvent[]; next: (match: (e: ChatEvent) => boolean) => Promise<ChatEvent>; socket: WebSocket };

/** A socket opened with a fresh custom token; resolves once it is open. */
async function connect(token: string): Promise<Client> {
  const { body } = await call(t.app, { method: 'GET', url: '/chat/custom-token', token });
  const { token: custom, socketPath } = body.data as { token: string; socketPath: string };
  const socket = new WebSocket(`${base}${socketPath}?token=${encodeURIComponent(custom)}`);
  open.push(socket);
  const events: ChatEvent[] = [];
  const waiting: { match: (e: ChatEvent) => boolean; resolve: (e: ChatEvent) => void }[] = [];
  socket.addEventListener('message', (message) => {
    const event = chatEventSchema.parse(JSON.parse(String(message.data)));
    events.push(event);
    for (const w of waiting.splice(0))
      if (w.match(event)) w.resolve(event);
      else waiting.push(w);
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('socket failed')));
  });
  const next = (match: (e: ChatEvent) => boolean) =>
    new Promise<ChatEvent>((resolve, reject) => {
      const found = events.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no matching event; got ${JSON.stringify(events)}`)), 5000);
      waiting.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  return { events, next, socket };
}

/** The close code a socket opened with this token gets. */
function closeCodeOf(url: string): Promise<number> {
  const socket = new WebSocket(url);
  return new Promise((resolve) => socket.addEventListener('close', (e) => resolve(e.code)));
}

describe('the chat socket', () => {
  it('delivers a message POSTed over HTTP to the other participant, and the read receipt back to its sender', async () => {
    const nurse = await connect(tok.care);
    const patient = await connect(tok.patient);
    const list = await call(t.app, { method: 'GET', url: '/chat/conversations', token: tok.patient });
    const conversationId = (list.body.data as { items: { id: string; title: string }[] }).items.find((c) => c.title === 'Casey Nguyen')!.id;

    const sent = await send(t.app, 'POST', `/chat/conversations/${conversationId}/messages`, tok.patient, { body: 'Are you there?' });
    expect(sent.status).toBe(201);
    const messageId = (sent.body.data as { id: string }).id;
    const received = await nurse.next((e) => e.type === 'message' && e.message.id === messageId);
    expect(received).toMatchObject({
      type: 'message',
      message: { conversationId, senderId: ids.patient, senderName: 'Pat Jordan', body: 'Are you there?', type: 'text', read: false },
    });
    // The sender's own sockets (another tab) get it too.
    await patient.next((e) => e.type === 'message' && e.message.id === messageId);

    await send(t.app, 'POST', `/chat/conversations/${conversationId}/read`, tok.care, { messageIds: [messageId] });
    const receipt = await patient.next((e) => e.type === 'read');
    // Every message up to the one named is read now: this one, and the patient's seeded answer the nurse had not read.
    expect(receipt).toMatchObject({ type: 'read', conversationId, readerId: ids.care });
    expect(receipt.type === 'read' && receipt.messageIds[0]).toBe(messageId);
    expect(receipt.type === 'read' && receipt.messageIds.length).toBe(2);
  });

  it('tells a user they were added to a conversation', async () => {
    const support = await connect(tok.support);
    const made = await send(t.app, 'POST', '/chat/conversations', tok.care, { phones: ['+12025550107'] });
    expect(made.status).toBe(201);
    const id = (made.body.data as { id: string }).id;
    expect(await support.next((e) => e.type === 'conversation')).toEqual({ type: 'conversation', conversationId: id });
  });

  it('sends nothing of a conversation to someone outside it', async () => {
    const support = await connect(tok.support);
    const list = await call(t.app, { method: 'GET', url: '/chat/conversations', token: tok.patient });
    const conversationId = (list.body.data as { items: { id: string; title: string }[] }).items.find((c) => c.title === 'Casey Nguyen')!.id;
    const nurse = await connect(tok.care);
    const sent = await send(t.app, 'POST', `/chat/conversations/${conversationId}/messages`, tok.patient, { body: 'Only for Casey' });
    const id = (sent.body.data as { id: string }).id;
    await nurse.next((e) => e.type === 'message' && e.message.id === id);
    expect(support.events.some((e) => e.type === 'message' && e.message.id === id)).toBe(false);
  });

  it('closes with 4401 a missing, bad or expired token, or an access token', async () => {
    const url = `${base}${CHAT_SOCKET_PATH}`;
    expect(await closeCodeOf(url)).toBe(4401);
    expect(await closeCodeOf(`${url}?token=nonsense`)).toBe(4401);
    expect(await closeCodeOf(`${url}?token=${tok.patient}`)).toBe(4401);
    const expired = await signChatToken(t.config.JWT_SECRET, ids.patient, Date.now() - 10 * 60_000);
    expect(await closeCodeOf(`${url}?token=${expired.token}`)).toBe(4401);
    const otherSecret = await signChatToken('another-secret-of-at-least-32-characters!', ids.patient);
    expect(await closeCodeOf(`${url}?token=${otherSecret.token}`)).toBe(4401);
  });
});
