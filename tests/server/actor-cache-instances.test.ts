import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/platform/db/seed';
import { freePort, Instance } from './helpers/instances';

/**
 * Two API instances on one PostgreSQL database, each caching resolved actors (server/platform/auth/actor-cache.ts):
 * a session signed out, or a session ended from another one, on instance A is refused at once on A and, through the
 * triggers' NOTIFY (migration 0042), on B well before B's cache entry would have expired. Needs TEST_POSTGRES_URL
 * (see tests/server/chat-instances.test.ts); without it this file is skipped.
 */
const ADMIN_URL = process.env.TEST_POSTGRES_URL;
/** Longer than the test waits for B: a refusal on B can only come from the notification. */
const CACHE_MS = '5000';

async function signIn(instance: Instance, email: string): Promise<{ token: string; refreshToken: string }> {
  expect((await instance.send('POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } })).status).toBe(200);
  const outbox = await instance.send('GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const code = /\b(\d{6})\b/.exec((outbox.body.data as unknown as { body: string }[])[0].body)![1];
  const verified = await instance.send('POST', '/auth/verify-otp', { body: { email, code } });
  const data = verified.body.data as { accessToken: string; refreshToken: string };
  return { token: data.accessToken, refreshToken: data.refreshToken };
}

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
  const name = `actor_cache_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    a = new Instance('A', await freePort(), { DATABASE_URL: url.toString(), ACTOR_CACHE_MS: CACHE_MS });
    b = new Instance('B', await freePort(), { DATABASE_URL: url.toString(), ACTOR_CACHE_MS: CACHE_MS, MIGRATE_ON_START: 'false' });
    await a.start(); // migrates and seeds
    await b.start();
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  }, 60_000);

  it('a token signed out on A is refused at once on A, and on B within the notification, not the cache’s life', async () => {
    const session = await signIn(a, 'doctor@demo.test');
    for (const instance of [a, b, a, b])
      expect((await instance.send('GET', '/doctors/orders?limit=5', { token: session.token })).status).toBe(200);
    const out = await a.send('POST', '/auth/logout', { token: session.token, body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(200);
    expect((await a.send('GET', '/doctors/orders?limit=5', { token: session.token })).status, 'on A, at once').toBe(401);
    expect(await refusedWithin(b, session.token), 'on B, ms').toBeLessThan(1000);
  });

  it('a session ended from another session on A is refused on B too', async () => {
    const ended = await signIn(b, 'doctor@demo.test');
    const other = await signIn(a, 'doctor@demo.test');
    for (const instance of [a, b, b])
      expect((await instance.send('GET', '/doctors/orders?limit=5', { token: ended.token })).status).toBe(200);
    const result = await a.send('POST', '/account/sessions/sign-out-others', { token: other.token });
    expect(result.status).toBe(200);
    expect((await a.send('GET', '/doctors/orders?limit=5', { token: ended.token })).status, 'on A, at once').toBe(401);
    expect(await refusedWithin(b, ended.token), 'on B, ms').toBeLessThan(1000);
    expect((await b.send('GET', '/doctors/orders?limit=5', { token: other.token })).status, 'the session that ended it').toBe(200);
  });
});
