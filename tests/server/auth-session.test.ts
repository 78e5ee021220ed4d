import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, send, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { auditDetails, auditOutcomes } from './helpers/audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => call(t.app, { method: 'POST', url: '/auth/refresh-token', payload: { refreshToken } });
const me = (token: string) => call(t.app, { method: 'GET', url: '/auth/me', token });

describe('refresh tokens', () => {
  it('rotates: each refresh returns a new access and refresh token', async () => {
    const session = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    const data = first.body.data as { accessToken: string; refreshToken: string };
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expect((await me(data.accessToken)).status).toBe(200);
    const second = await refresh(data.refreshToken);
    expect(second.status).toBe(200);
  });

  it('treats a spent token used again after the grace window as theft and ends the whole session', async () => {
    const session = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
    const rotated = (await refresh(session.refreshToken)).body.data as { accessToken: string; refreshToken: string };
    // Move the spent token's use out of the grace window.
    await t.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - 60_000) })
      .where('used_at', 'is not', null)
      .execute();

    const replay = await refresh(session.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('REFRESH_REUSED');
    // The family is revoked: the newest refresh token and the access token die with it.
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    expect((await me(rotated.accessToken)).status).toBe(401);
    const audit = await auditOutcomes(t.db, { action: 'REFRESH_TOKEN_REUSE' });
    expect(audit).toEqual(['DENIED']);
  });

  it('lets two tabs refresh with the same token at once (grace window) without ending the session', async () => {
    const session = await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
    const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await me((a.body.data as { accessToken: string }).accessToken)).status).toBe(200);
  });

  it('rejects an unknown refresh token', async () => {
    const res = await refresh('x'.repeat(43));
    expect(res.status).toBe(401);
  });

  it('logout ends the session: its access and refresh tokens stop working', async () => {
    const session = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    const out = await send(t.app, 'POST', '/auth/logout', session.accessToken, { refreshToken: session.refreshToken });
    expect(out.status).toBe(200);
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });
});

describe('access tokens', () => {
  const secret = () => new TextEncoder().encode(t.config.JWT_SECRET);
  const claimsOf = async () => {
    const session = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const payload = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    return { session, payload };
  };

  it('refuses a request without a token', async () => {
    const res = await call(t.app, { method: 'GET', url: '/auth/me' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Authentication required', code: 'UNAUTHORIZED' });
  });

  it("refuses a token with alg 'none'", async () => {
    const { payload } = await claimsOf();
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const res = await me(`${header}.${body}.`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('refuses a token signed with another key', async () => {
    const { payload } = await claimsOf();
    const forged = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(forged)).status).toBe(401);
  });

  it('refuses a tampered token (role changed, signature kept)', async () => {
    const { session, payload } = await claimsOf();
    const [header, , signature] = session.accessToken.split('.');
    const body = Buffer.from(JSON.stringify({ ...payload, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url');
    expect((await me(`${header}.${body}.${signature}`)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { payload } = await claimsOf();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ ...payload, iat: past - 900, exp: past }).setProtectedHeader({ alg: 'HS256' }).sign(secret());
    const res = await me(expired);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_EXPIRED');
  });
});

describe('sign-up', () => {
  const applicant = (firstName: string, lastName: string, email: string, phoneNumber: string) => ({
    firstName,
    lastName,
    email,
    password: 'long-enough-password',
    phoneNumber,
  });

  it('creates a patient with its patient sub-record and signs in through the code', async () => {
    const payload = applicant('Nora', 'Quinn', 'nora@example.test', '+12025550199');
    const res = await call(t.app, { method: 'POST', url: '/auth/sign-up/patients', payload });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ otpRequired: true, email: 'nora@example.test' });
    const session = await signIn(t.app, 'nora@example.test', 'long-enough-password');
    expect(session.user).toMatchObject({ role: 'PATIENT', firstName: 'Nora', patient: { city: null }, firstSignIn: true });
    // The whole first session is the first (a reload reads it again); the next sign-in is a return.
    const me = await call(t.app, { method: 'GET', url: '/auth/me', token: session.accessToken });
    expect(me.body.data).toMatchObject({ user: { firstSignIn: true } });
    expect((await signIn(t.app, 'nora@example.test', 'long-enough-password')).user).toMatchObject({ firstSignIn: false });
    // A taken e-mail answers like a new one (tests/server/auth-limits.test.ts): nothing is created.
    const dup = await call(t.app, { method: 'POST', url: '/auth/sign-up/patients', payload });
    expect(dup.status).toBe(201);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'nora@example.test').execute()).toHaveLength(1);
    // ...beside the sign-up's own row, the refusal is audited on the account, with why.
    const refused = { action: 'SIGN_UP', resource_type: 'user', resource_id: session.user.id as string };
    expect((await auditOutcomes(t.db, refused)).sort()).toEqual(['DENIED', 'SUCCESS']);
    expect(await auditDetails(t.db, { ...refused, outcome: 'DENIED' })).toEqual([{ reason: 'EMAIL_TAKEN' }]);
  });

  it('creates a sales person', async () => {
    const payload = { ...applicant('Sal', 'Vega', 'sal@example.test', '+12025550198'), desireIncome: 5000000 };
    const res = await call(t.app, { method: 'POST', url: '/auth/sign-up/sales-person', payload });
    expect(res.status).toBe(201);
    const row = await t.db
      .selectFrom('users')
      .innerJoin('sales_people', 'sales_people.user_id', 'users.id')
      .select(['users.role', 'users.desire_income'])
      .where('users.email', '=', 'sal@example.test')
      .executeTakeFirst();
    expect(row).toEqual({ role: 'SALES_PERSON', desire_income: 5000000 });
  });

  it('rejects a short password and changes nothing', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/auth/sign-up/patients',
      payload: { ...applicant('A', 'B', 'short@example.test', '+12025550197'), password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'body.password' })]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'short@example.test').executeTakeFirst()).toBeUndefined();
  });
});

describe('delegate access', () => {
  it('asks a delegate to choose, then acts for the owner and audits as both', async () => {
    const session = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD, 'medical.localhost');
    expect(session.requiresDelegateSelection).toBe(true);
    const access = session.delegateAccesses[0] as { id: string; owner: { email: string } };
    expect(access.owner.email).toBe('doctor@demo.test');

    const selected = await send(t.app, 'POST', '/auth/select-delegate-access', session.accessToken, { delegateAccessId: access.id });
    expect(selected.status).toBe(200);
    const delegateToken = (selected.body.data as { delegateAccessToken: string }).delegateAccessToken;
    const who = await me(delegateToken);
    expect(who.body.data).toMatchObject({
      user: { email: 'assistant@demo.test' },
      delegateAccess: { id: access.id, owner: { email: 'doctor@demo.test' } },
    });

    const logoutAudit = () =>
      t.db
        .selectFrom('audit_logs')
        .innerJoin('users as actor', 'actor.id', 'audit_logs.actor_user_id')
        .innerJoin('users as owner', 'owner.id', 'audit_logs.acting_for_user_id')
        .select(['actor.email as actor', 'owner.email as owner', 'audit_logs.role'])
        .where('audit_logs.action', '=', 'LOGOUT')
        .execute();
    const audit = await logoutAudit();
    expect(audit).toEqual([]);
    const out = await call(t.app, { method: 'POST', url: '/auth/logout', token: delegateToken });
    expect(out.body).toEqual({ data: null, message: 'Signed out' });
    const after = await logoutAudit();
    expect(after).toEqual([{ actor: 'assistant@demo.test', owner: 'doctor@demo.test', role: 'DOCTOR' }]);
  });

  it('refreshing a delegate session also renews the delegate token; a revoked access stops it', async () => {
    const session = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD);
    const access = session.delegateAccesses[0] as { id: string };
    await send(t.app, 'POST', '/auth/select-delegate-access', session.accessToken, { delegateAccessId: access.id });
    const refreshed = (await refresh(session.refreshToken)).body.data as { delegateAccessToken: string | null };
    expect(refreshed.delegateAccessToken).toEqual(expect.any(String));
    expect((await me(refreshed.delegateAccessToken as string)).status).toBe(200);

    await t.db.updateTable('delegate_accesses').set({ status: 'INACTIVE', revoked_at: new Date() }).where('id', '=', access.id).execute();
    expect((await me(refreshed.delegateAccessToken as string)).status).toBe(401);
  });

  it('refuses a delegate access that is not yours with 404, and clearing the choice works', async () => {
    const session = await signIn(t.app, 'care@demo.test', DEMO_PASSWORD);
    const other = await t.db.selectFrom('delegate_accesses').select('id').executeTakeFirstOrThrow();
    const res = await send(t.app, 'POST', '/auth/select-delegate-access', session.accessToken, { delegateAccessId: other.id });
    expect(res.status).toBe(404);
    const cleared = await send(t.app, 'POST', '/auth/select-delegate-access', session.accessToken, { delegateAccessId: null });
    expect(cleared.body.data).toEqual({ delegateAccessToken: null, delegateAccess: null });
  });
});
