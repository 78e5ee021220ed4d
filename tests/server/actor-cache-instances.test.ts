import { describe, expect, it } from 'vitest';
import { Instance, signIn, twoInstances } from './helpers/instances';

/**
 * Two API instances on one PostgreSQL database, each caching resolved actors (server/platform/auth/actor-cache.ts):
 * a session signed out, or a session ended from another one, on instance A is refused at once on A and, through the
 * triggers' NOTIFY (migration 0042), on B well before B's cache entry would have expired. Needs TEST_POSTGRES_URL
 * (see tests/server/chat-instances.test.ts); without it this file is skipped.
 */
const ADMIN_URL = process.env.TEST_POSTGRES_URL;
/** Longer than the test waits for B: a refusal on B can only come from the notification. */
const CACHE_MS = '5000';

/** The milliseconds until `instance` refuses `token` (at most 2 s: then it fails). */
async function refusedWithin(instance: Instance, token: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = (await instance.send('GET', '/doctors/orders?limit=5', { token })).status;
    if (status === 401) return Date.now() - started;
    expect(status).toBe(200);
    if (Date.now() - started > 2000) throw new Error('still accepted after 2 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!ADMIN_URL)('the actor cache across two instances on PostgreSQL (TEST_POSTGRES_URL)', () => {
  const running = twoInstances('actor_cache', { ACTOR_CACHE_MS: CACHE_MS });

  it('a token signed out on A is refused at once on A, and on B within the notification, not the cache’s life', async () => {
    const { a, b } = running;
    const session = await signIn(a, 'doctor@demo.test');
    for (const instance of [a, b, a, b])
      expect((await instance.send('GET', '/doctors/orders?limit=5', { token: session.accessToken })).status).toBe(200);
    const out = await a.send('POST', '/auth/logout', { token: session.accessToken, body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(200);
    expect((await a.send('GET', '/doctors/orders?limit=5', { token: session.accessToken })).status, 'on A, at once').toBe(401);
    expect(await refusedWithin(b, session.accessToken), 'on B, ms').toBeLessThan(1000);
  });

  it('a session ended from another session on A is refused on B too', async () => {
    const { a, b } = running;
    const ended = await signIn(b, 'doctor@demo.test');
    const other = await signIn(a, 'doctor@demo.test');
    for (const instance of [a, b, b])
      expect((await instance.send('GET', '/doctors/orders?limit=5', { token: ended.accessToken })).status).toBe(200);
    const result = await a.send('POST', '/account/sessions/sign-out-others', { token: other.accessToken });
    expect(result.status).toBe(200);
    expect((await a.send('GET', '/doctors/orders?limit=5', { token: ended.accessToken })).status, 'on A, at once').toBe(401);
    expect(await refusedWithin(b, ended.accessToken), 'on B, ms').toBeLessThan(1000);
    expect((await b.send('GET', '/doctors/orders?limit=5', { token: other.accessToken })).status, 'the session that ended it').toBe(200);
  });
});
