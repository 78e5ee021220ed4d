/**
 * The actor cache (server/platform/auth/actor-cache.ts; README "Benchmarks", throughput): a token's resolved actor is
 * reused for about a second, yet a session signed out or revoked, a password changed, a delegate access revoked or an
 * account disabled is refused at once on the instance that made the change, even while its actor is cached. The
 * other instances hear it over LISTEN/NOTIFY: tests/server/actor-cache-instances.test.ts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '#server/platform/access/actor';
import { ActorCache, actorsChanged } from '#server/platform/auth/actor-cache';
import { heardBy } from './helpers/actor-changes';
import { call, createTestApp, DEMO_PASSWORD, send, signIn, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  // A cache that lives longer than any test below: a refusal can only come from the change being heard.
  t = await createTestApp({ ACTOR_CACHE_MS: 5000 });
});
afterAll(() => t.close());

const orders = (token: string) => call(t.app, { method: 'GET', url: '/doctors/orders?limit=5', token });
const me = (token: string) => call(t.app, { method: 'GET', url: '/auth/me', token });

/** Two calls with the token: the second is served by the cache (the session's row is not read again). */
async function cached(token: string, get = me) {
  expect((await get(token)).status).toBe(200);
  const before = t.app.actorCache.size;
  expect((await get(token)).status).toBe(200);
  expect(t.app.actorCache.size).toBe(before);
}

describe('the actor cache over HTTP', () => {
  it('serves a token from the cache: a session ended by SQL with its trigger disabled is still accepted until the entry expires', async () => {
    const session = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    await cached(session.accessToken, orders);
    // Without the trigger's NOTIFY (and not through the app), nothing tells the cache: it answers from memory.
    await t.db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE sessions DISABLE TRIGGER sessions_actor_change`.execute(trx);
      await trx
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', (session.user as { id: string }).id)
        .execute();
      await sql`ALTER TABLE sessions ENABLE TRIGGER sessions_actor_change`.execute(trx);
    });
    expect((await orders(session.accessToken)).status, 'served from the cache').toBe(200);
    // Any change naming the session drops it: the next call reads the session, ended.
    actorsChanged({ u: (session.user as { id: string }).id });
    expect((await orders(session.accessToken)).status).toBe(401);
  });

  it('refuses a signed-out token at once, though its actor was cached', async () => {
    const session = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    await cached(session.accessToken, orders);
    expect((await send(t.app, 'POST', '/auth/logout', session.accessToken, { refreshToken: session.refreshToken })).status).toBe(200);
    expect((await orders(session.accessToken)).status).toBe(401);
    expect((await me(session.accessToken)).body.code).toBe('SESSION_INVALID');
  });

  it('refuses a session ended from another session at once, and the other sessions after a password change', async () => {
    const first = await signIn(t.app, 'care@demo.test', DEMO_PASSWORD);
    const second = await signIn(t.app, 'care@demo.test', DEMO_PASSWORD);
    await cached(first.accessToken);
    await cached(second.accessToken);
    const list = await call(t.app, { method: 'GET', url: '/account/sessions', token: second.accessToken });
    const sessions = (list.body.data as { sessions: { id: string; current: boolean }[] }).sessions;
    const others = sessions.filter((s) => !s.current);
    for (const s of others)
      expect((await send(t.app, 'DELETE', `/account/sessions/${s.id}`, second.accessToken, undefined)).status).toBe(200);
    expect((await me(first.accessToken)).status, 'the ended session').toBe(401);
    expect((await me(second.accessToken)).status, 'the session that ended it').toBe(200);
  });

  it('refuses every other session of the user at once after a password change', async () => {
    const other = await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
    const current = await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
    await cached(other.accessToken);
    const changed = await send(t.app, 'POST', '/account/password', current.accessToken, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Another-password-2',
    });
    expect(changed.status).toBe(200);
    expect((await me(other.accessToken)).status).toBe(401);
    expect((await me(current.accessToken)).status).toBe(200);
  });

  it('refuses a disabled account at once, and takes it back when enabled', async () => {
    const session = await signIn(t.app, 'support@demo.test', DEMO_PASSWORD);
    await cached(session.accessToken);
    const support = (session.user as { id: string }).id;
    // By SQL, as an operator would: the trigger's NOTIFY is what the cache hears.
    await heardBy(t.app, () => t.db.updateTable('users').set({ status: 'INACTIVE' }).where('id', '=', support).execute());
    expect((await me(session.accessToken)).status).toBe(401);
    await t.db.updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', support).execute();
    expect((await me(session.accessToken)).status, 'a refusal is not cached').toBe(200);
  });
});

const actor = (over: Partial<Actor> = {}): Actor => ({
  kind: 'user',
  userId: 'u1',
  role: 'DOCTOR',
  actorId: 'u1',
  sessionId: 's1',
  delegateAccessId: null,
  patientId: null,
  doctorId: 'doc1',
  partnerId: null,
  partnerIdsOfDoctor: ['p1'],
  salesPersonId: null,
  ...over,
});
const later = () => Date.now() + 60_000;

describe('ActorCache', () => {
  it('loads once per token, and is bounded: the least recently used entry goes first', async () => {
    const cache = new ActorCache(1000, 2);
    let loads = 0;
    const load = (a: Actor) => async () => ((loads += 1), { actor: a, expiresAt: later() });
    await cache.resolve('a', load(actor()));
    await cache.resolve('b', load(actor({ sessionId: 's2' })));
    await cache.resolve('a', load(actor())); // a hit: `a` is now the most recent
    expect(loads).toBe(2);
    await cache.resolve('c', load(actor({ sessionId: 's3' })));
    expect(cache.size).toBe(2);
    await cache.resolve('a', load(actor()));
    expect(loads, '`a` stayed').toBe(3);
    await cache.resolve('b', load(actor({ sessionId: 's2' })));
    expect(loads, '`b` was dropped').toBe(4);
  });

  it('keeps an entry no longer than its token (or acting session), and a failed load not at all', async () => {
    const cache = new ActorCache(60_000);
    let loads = 0;
    await cache.resolve('t', async () => ((loads += 1), { actor: actor(), expiresAt: Date.now() - 1 }));
    await cache.resolve('t', async () => ((loads += 1), { actor: actor(), expiresAt: later() }));
    expect(loads).toBe(2);
    await expect(cache.resolve('x', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(cache.size).toBe(1);
  });

  it('drops what a change names: a session, a user (as either side), a delegate access, a partner of a doctor', async () => {
    const cache = new ActorCache();
    const fill = async () => {
      await cache.resolve('s', async () => ({ actor: actor(), expiresAt: later() }));
      await cache.resolve('d', async () => ({
        actor: actor({ sessionId: 's9', actorId: 'delegate', delegateAccessId: 'd1' }),
        expiresAt: later(),
      }));
      await cache.resolve('o', async () => ({
        actor: actor({ sessionId: 's8', userId: 'u8', actorId: 'u8', partnerIdsOfDoctor: [] }),
        expiresAt: later(),
      }));
    };
    for (const [change, left] of [
      [{ s: 's1' }, 2],
      [{ u: 'delegate' }, 2],
      [{ u: 'u1' }, 1],
      [{ d: 'd1' }, 2],
      [{ p: 'p1' }, 1],
      [{ s: 'other' }, 3],
    ] as const) {
      await fill();
      cache.invalidate(change);
      expect(cache.size, JSON.stringify(change)).toBe(left);
      cache.invalidate({ u: 'u1' });
      cache.invalidate({ u: 'u8' });
    }
  });

  it('does not store a load that a change overtook, nor, for a while, an actor a change made here named', async () => {
    const cache = new ActorCache();
    let release!: () => void;
    const slow = cache.resolve('t', async () => {
      await new Promise<void>((r) => (release = r));
      return { actor: actor({ sessionId: 'other' }), expiresAt: later() };
    });
    await Promise.resolve();
    cache.invalidate({ s: 'unrelated' });
    release();
    await slow;
    expect(cache.size, 'overtaken by a change').toBe(0);

    // A change made on this instance, whose transaction has not committed: a load that read the old row is not kept.
    cache.invalidate({ s: 's1' }, true);
    await cache.resolve('t', async () => ({ actor: actor(), expiresAt: later() }));
    expect(cache.size, 'named by a tombstone').toBe(0);
    await cache.resolve('u', async () => ({ actor: actor({ sessionId: 's2' }), expiresAt: later() }));
    expect(cache.size, 'another session').toBe(1);
  });
});
