/**
 * A session follows its account at once: parallel refreshes with one refresh token rotate it once and sign no one
 * out; disabling or deleting a user, or changing their role, takes effect on the next request of every access token
 * already issued (the actor is read from the database, not from the token's claims; a cached actor is dropped as soon
 * as the change is heard: helpers/actor-changes.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, send, signIn, type TestApp } from './helpers/app';
import { heardBy } from './helpers/actor-changes';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tokens = { accessToken: string; refreshToken: string };
const refresh = (refreshToken: string) => call(t.app, { method: 'POST', url: '/auth/refresh-token', payload: { refreshToken } });
const me = (token: string) => call(t.app, { method: 'GET', url: '/auth/me', token });
const setUser = (
  email: string,
  values: { status?: 'ACTIVE' | 'INACTIVE'; role?: 'CUSTOMER_SUPPORT' | 'MEDICAL_PROVIDER'; deleted_at?: Date | null },
) => heardBy(t.app, () => t.db.updateTable('users').set(values).where('email', '=', email).execute());
const sessionOf = async (email: string) =>
  t.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.revoked_at'])
    .where('users.email', '=', email)
    .orderBy('sessions.created_at', 'desc')
    .executeTakeFirstOrThrow();
const refreshTokensOf = async (sessionId: string) =>
  t.db.selectFrom('refresh_tokens').select(['token_hash', 'used_at']).where('session_id', '=', sessionId).execute();

describe('parallel refreshes', () => {
  it('five refreshes with one token at once rotate it once: one successor, every caller signed in, nothing revoked', async () => {
    const session = await signIn(t.app, 'support@demo.test', DEMO_PASSWORD);
    const { id } = await sessionOf('support@demo.test');
    const before = await refreshTokensOf(id);

    const replies = await Promise.all(Array.from({ length: 5 }, () => refresh(session.refreshToken)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const tokens = replies.map((r) => r.body.data as unknown as Tokens);
    expect(new Set(tokens.map((x) => x.refreshToken)).size, 'one successor').toBe(1);
    const after = await refreshTokensOf(id);
    expect(after.length, 'one new refresh token').toBe(before.length + 1);
    expect(after.filter((r) => r.used_at !== null).length, 'the old token spent once').toBe(1);

    for (const x of tokens) expect((await me(x.accessToken)).status).toBe(200);
    expect((await sessionOf('support@demo.test')).revoked_at).toBeNull();
    expect(await auditOutcomes(t.db, { action: 'REFRESH_TOKEN_REUSE' })).toEqual([]);
    // The successor goes on rotating as any refresh token does.
    const next = await refresh(tokens[0].refreshToken);
    expect(next.status).toBe(200);
    expect((next.body.data as unknown as Tokens).refreshToken).not.toBe(tokens[0].refreshToken);
  });
});

describe('account changes take effect on tokens already issued', () => {
  it('disabling a user ends their access and refresh tokens at once; enabling restores them', async () => {
    const session = await signIn(t.app, 'care@demo.test', DEMO_PASSWORD);
    expect((await me(session.accessToken)).status).toBe(200);
    await setUser('care@demo.test', { status: 'INACTIVE' });
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    await setUser('care@demo.test', { status: 'ACTIVE' });
    expect((await me(session.accessToken)).status).toBe(200);
  });

  it('deleting a user ends their tokens at once', async () => {
    const session = await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
    await setUser('sales@demo.test', { deleted_at: new Date() });
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('a role change applies to the next request, whatever role the token names', async () => {
    const session = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    const orders = () => call(t.app, { method: 'GET', url: '/doctors/orders', token: session.accessToken });
    expect((await orders()).status).toBe(200);
    await setUser('medical@demo.test', { role: 'CUSTOMER_SUPPORT' });
    expect((await orders()).status).toBe(403);
    expect((await me(session.accessToken)).body.data).toMatchObject({ user: { role: 'CUSTOMER_SUPPORT' } });
    await setUser('medical@demo.test', { role: 'MEDICAL_PROVIDER' });
    expect((await orders()).status).toBe(200);
  });

  it('a delegate token stops at once when either the delegate or the owner is disabled', async () => {
    const assistant = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD);
    const selected = await send(t.app, 'POST', '/auth/select-delegate-access', assistant.accessToken, {
      delegateAccessId: (assistant.delegateAccesses[0] as { id: string }).id,
    });
    const token = (selected.body.data as { delegateAccessToken: string }).delegateAccessToken;
    const orders = () => call(t.app, { method: 'GET', url: '/doctors/orders', token });
    expect((await orders()).status).toBe(200);

    await setUser('assistant@demo.test', { status: 'INACTIVE' });
    expect((await orders()).status, 'delegate disabled').toBe(401);
    await setUser('assistant@demo.test', { status: 'ACTIVE' });
    expect((await orders()).status).toBe(200);

    await setUser('doctor@demo.test', { status: 'INACTIVE' });
    expect((await orders()).status, 'owner disabled').toBe(401);
    await setUser('doctor@demo.test', { status: 'ACTIVE' });
    expect((await orders()).status).toBe(200);
  });
});
