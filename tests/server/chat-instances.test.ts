import { WebSocket } from 'undici';
import { describe, expect, it } from 'vitest';
import { chatEventSchema, type ChatEvent } from '#contracts/chat';
import { Instance, signIn, twoInstances } from './helpers/instances';
import { adminQuery } from './helpers/postgres';

/**
 * Two API instances on one PostgreSQL database (README "Chat": fan-out): a message POSTed on instance A reaches a
 * socket held by instance B, through LISTEN/NOTIFY; and B's listener comes back after its connection is cut. Needs
 * TEST_POSTGRES_URL (a role that may create databases; `.ci/run` sets it, see scripts/ci-postgres.sh); without it this
 * file is skipped. Locally: `eval "$(scripts/ci-postgres.sh)"`, then `npx vitest run tests/server/chat-instances.test.ts`.
 */
const ADMIN_URL = process.env.TEST_POSTGRES_URL;

/** A socket on `instance`, opened with a custom token that instance gives; its events, and a wait for one. */
async function listen(instance: Instance, token: string) {
  const { body } = await instance.send('GET', '/chat/custom-token', { token });
  const { token: custom, socketPath } = body.data as { token: string; socketPath: string };
  const socket = new WebSocket(`ws://127.0.0.1:${instance.port}${socketPath}?token=${encodeURIComponent(custom)}`);
  const events: ChatEvent[] = [];
  socket.addEventListener('message', (m) => events.push(chatEventSchema.parse(JSON.parse(String(m.data)))));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('socket failed')));
  });
  const next = async (match: (e: ChatEvent) => boolean, ms = 10_000) => {
    for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      const found = events.find(match);
      if (found) return found;
    }
    throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`);
  };
  return { socket, events, next };
}

describe.skipIf(!ADMIN_URL)('chat across two instances on PostgreSQL (TEST_POSTGRES_URL)', () => {
  const running = twoInstances('chat_instances');

  it('delivers a message sent on A to a socket on B, also after B’s listener lost its connection', async () => {
    const { a, b, database } = running;
    const patient = await signIn(a, 'patient@demo.test');
    const nurse = await signIn(b, 'care@demo.test');
    const onB = await listen(b, nurse.accessToken);
    const list = await a.send('GET', '/chat/conversations', { token: patient.accessToken });
    const conversationId = (list.body.data as { items: { id: string; title: string }[] }).items.find((c) => c.title === 'Casey Nguyen')!.id;

    const sent = await a.send('POST', `/chat/conversations/${conversationId}/messages`, {
      token: patient.accessToken,
      body: { body: 'Sent on A' },
    });
    expect(sent.status).toBe(201);
    const id = (sent.body.data as { id: string }).id;
    expect(await onB.next((e) => e.type === 'message' && e.message.id === id)).toMatchObject({
      type: 'message',
      message: { body: 'Sent on A', senderId: patient.user.id, conversationId },
    });

    // Cut every listening connection (both instances'): each listener reconnects and LISTENs again.
    const cut = await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'`, [
      database.name,
    ]);
    expect(cut.rowCount).toBe(2);
    for (let i = 0; ; i++) {
      const back = await adminQuery(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'`, [
        database.name,
      ]);
      if (back.rows[0].n === 2) break;
      if (i > 100) throw new Error('the listeners did not reconnect');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const again = await a.send('POST', `/chat/conversations/${conversationId}/messages`, {
      token: patient.accessToken,
      body: { body: 'After the cut' },
    });
    const againId = (again.body.data as { id: string }).id;
    await onB.next((e) => e.type === 'message' && e.message.id === againId);
    onB.socket.close();
  }, 120_000);
});
