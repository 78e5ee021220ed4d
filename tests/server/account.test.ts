/**
 * Your Account over HTTP, for every role: the person's own profile and photo, password change (with the current
 * password, the sign-up rule, other sessions signed out, rate limited like sign-in), their sessions (only their own),
 * and the delegate accesses they gave or hold. A delegate acting for someone manages their own account, never the owner's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, send, signIn, updatedProfile, type Session, type TestApp } from './helpers/app';
import { auditDetails, auditOutcomes } from './helpers/audit';
import { PNG_BYTES } from './helpers/intake';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: 3, OTP_MAX_SENDS: 50 });
});
afterAll(() => t.close());

const get = (url: string, token: string) => call(t.app, { method: 'GET', url, token });
const sessionIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
type SessionItem = { id: string; current: boolean; userAgent: string | null; ip: string | null; actingFor: string | null };
const sessionsOf = async (token: string) => ((await get('/account/sessions', token)).body.data as { sessions: SessionItem[] }).sessions;

describe('GET and PUT /account/profile', () => {
  it.each([
    ['sales@demo.test', 'SALES_PERSON', 'Sam'],
    ['care@demo.test', 'NURSER', 'Casey'],
    ['patient@demo.test', 'PATIENT', 'Pat'],
    ['admin@demo.test', 'SUPER_ADMIN', undefined],
  ])('%s reads their own account', async (email, role, firstName) => {
    const session = await signIn(t.app, email, DEMO_PASSWORD);
    const res = await get('/account/profile', session.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email, role, avatarUrl: null, ...(firstName ? { firstName } : {}) });
  });

  it('changes only the name and phone sent, ignores the email and role, and audits the change', async () => {
    const care = await signIn(t.app, 'support@demo.test', DEMO_PASSWORD);
    const res = await send(t.app, 'PUT', '/account/profile', care.accessToken, {
      lastName: 'Park-Lee',
      phoneNumber: '(512) 555-0100',
      email: 'taken@evil.test',
      role: 'SUPER_ADMIN',
    });
    expect(updatedProfile(res)).toMatchObject({ firstName: 'Sydney', lastName: 'Park-Lee', phoneNumber: '+15125550100' });
    const row = await t.db
      .selectFrom('users')
      .select(['email', 'role'])
      .where('id', '=', care.user.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'support@demo.test', role: 'CUSTOMER_SUPPORT' });
    expect(await auditOutcomes(t.db, { action: 'UPDATE', resource_type: 'user_profile', resource_id: care.user.id as string })).toEqual([
      'SUCCESS',
    ]);
  });

  it('refuses a bad phone and an empty change with 400, changing nothing', async () => {
    const care = await signIn(t.app, 'support@demo.test', DEMO_PASSWORD);
    expect((await send(t.app, 'PUT', '/account/profile', care.accessToken, { phoneNumber: '555-0100' })).status).toBe(400);
    expect((await send(t.app, 'PUT', '/account/profile', care.accessToken, {})).status).toBe(400);
    expect((await get('/account/profile', care.accessToken)).body.data).toMatchObject({ phoneNumber: '+15125550100' });
  });

  it('answers 401 without a session', async () => {
    expect((await call(t.app, { method: 'GET', url: '/account/profile' })).status).toBe(401);
  });

  it("shows a delegate their own account, not the doctor's they act for", async () => {
    const assistant = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD);
    const access = assistant.delegateAccesses[0] as { id: string };
    const chosen = await send(t.app, 'POST', '/auth/select-delegate-access', assistant.accessToken, { delegateAccessId: access.id });
    const token = (chosen.body.data as { delegateAccessToken: string }).delegateAccessToken;
    expect((await get('/account/profile', token)).body.data).toMatchObject({ email: 'assistant@demo.test', role: 'CLIENT_SPECIALIST' });
    const accesses = (await get('/account/delegate-access', token)).body.data as { given: unknown[]; held: { owner: { email: string } }[] };
    expect(accesses.given).toEqual([]);
    expect(accesses.held.map((a) => a.owner.email)).toEqual(['doctor@demo.test']);
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    const given = (await get('/account/delegate-access', doctor.accessToken)).body.data as { given: { delegate: { email: string } }[] };
    expect(given.given.map((a) => a.delegate.email)).toEqual(['assistant@demo.test']);
  });
});

describe('the photo', () => {
  it('gives a signed link to anyone signed in; the PUT image becomes their photo', async () => {
    const sales = await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
    const link = await get('/storage/avatar-upload-link?contentType=image/png&fileName=me.png', sales.accessToken);
    expect(link.status).toBe(200);
    const { uploadUrl, key } = link.body.data as Record<string, string>;
    expect(key).toContain(`users/${sales.user.id as string}/avatar/`);
    expect((await get('/account/profile', sales.accessToken)).body.data).toMatchObject({ avatarUrl: null });
    const put = await t.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'image/png' }, payload: PNG_BYTES });
    expect(put.statusCode).toBe(200);
    const { avatarUrl } = (await get('/account/profile', sales.accessToken)).body.data as { avatarUrl: string };
    expect(avatarUrl).toMatch(/\/avatar\/.+\.png\?expires=\d+&signature=/);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);
    expect(await auditOutcomes(t.db, { action: 'UPLOAD_LINK', resource_id: key })).toEqual(['SUCCESS']);
  });

  it('refuses a PDF as a photo, and answers 401 without a session', async () => {
    const sales = await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
    expect((await get('/storage/avatar-upload-link?contentType=application/pdf&fileName=me.pdf', sales.accessToken)).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/storage/avatar-upload-link?contentType=image/png&fileName=a.png' })).status).toBe(
      401,
    );
  });
});

describe('POST /account/password', () => {
  const NEW = 'A-much-better-passphrase-2';

  it('needs the right current password: a wrong one is 422 with a clear message, changes nothing, and is audited', async () => {
    const medical = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    const res = await send(t.app, 'POST', '/account/password', medical.accessToken, {
      currentPassword: 'wrong-password-1',
      newPassword: NEW,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: 'Your current password is not correct.', code: 'WRONG_PASSWORD' });
    expect(res.body.details).toEqual([{ path: 'currentPassword', message: 'Your current password is not correct.' }]);
    const refused = { action: 'CHANGE_PASSWORD', resource_type: 'user', resource_id: medical.user.id as string };
    expect(await auditOutcomes(t.db, { ...refused, actor_user_id: medical.user.id as string })).toEqual(['FAILURE']);
    expect(await auditDetails(t.db, refused)).toEqual([{ reason: 'wrong current password' }]);
    await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD); // still the old password
  });

  it('checks the new password like sign-up does', async () => {
    const medical = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    const short = await send(t.app, 'POST', '/account/password', medical.accessToken, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Password must be at least 10 characters');
    const same = await send(t.app, 'POST', '/account/password', medical.accessToken, {
      currentPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(JSON.stringify(same.body)).toContain('differs from the current one');
  });

  it('changes it, signs out the other sessions (their tokens stop at once) and keeps this one', async () => {
    const other = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    const mine = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    const res = await send(t.app, 'POST', '/account/password', mine.accessToken, { currentPassword: DEMO_PASSWORD, newPassword: NEW });
    expect(res.status).toBe(200);
    expect((res.body.data as { otherSessionsEnded: number }).otherSessionsEnded).toBeGreaterThanOrEqual(1);
    expect(res.body.message).toMatch(/^Password changed\. \d+ other sessions? (was|were) signed out\.$/);
    expect((await get('/account/profile', other.accessToken)).status).toBe(401);
    expect((await send(t.app, 'POST', '/auth/refresh-token', undefined, { refreshToken: other.refreshToken })).status).toBe(401);
    expect((await get('/account/profile', mine.accessToken)).status).toBe(200);
    expect((await sessionsOf(mine.accessToken)).map((s) => s.current)).toEqual([true]);
    // The old password no longer signs in; the new one does.
    expect((await send(t.app, 'POST', '/auth/login', undefined, { email: 'medical@demo.test', password: DEMO_PASSWORD })).status).toBe(401);
    await signIn(t.app, 'medical@demo.test', NEW);
    expect(
      await auditOutcomes(t.db, { action: 'CHANGE_PASSWORD', actor_user_id: mine.user.id as string, outcome: 'SUCCESS' }),
    ).toHaveLength(1);
    const mail = await call(t.app, { method: 'GET', url: '/dev/outbox?to=medical@demo.test&limit=5' });
    expect(JSON.stringify(mail.body)).toContain('Your password was changed');
  });

  it('counts wrong current passwords like failed sign-ins: 429 after the limit, even with the right one', async () => {
    const care = await signIn(t.app, 'care@demo.test', DEMO_PASSWORD);
    const attempt = (currentPassword: string) =>
      send(t.app, 'POST', '/account/password', care.accessToken, { currentPassword, newPassword: NEW });
    for (let i = 0; i < 3; i += 1) expect((await attempt(`wrong-password-${i}`)).status).toBe(422);
    const limited = await attempt(DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('sessions', () => {
  let a1: Session;
  let a2: Session;
  let b: Session;

  beforeAll(async () => {
    a1 = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
    a2 = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
    b = await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
  });

  it('lists only my live sessions, this one marked current', async () => {
    const list = await sessionsOf(a1.accessToken);
    const ids = list.map((s) => s.id);
    expect(ids).toContain(sessionIdOf(a1.accessToken));
    expect(ids).toContain(sessionIdOf(a2.accessToken));
    expect(ids).not.toContain(sessionIdOf(b.accessToken));
    expect(list.filter((s) => s.current).map((s) => s.id)).toEqual([sessionIdOf(a1.accessToken)]);
    expect(list[0]).toHaveProperty('userAgent');
    expect(list[0]).toHaveProperty('ip');
  });

  it("answers 404 for someone else's session, ends nothing, and audits the refusal", async () => {
    const target = sessionIdOf(b.accessToken);
    const res = await call(t.app, { method: 'DELETE', url: `/account/sessions/${target}`, token: a1.accessToken });
    expect(res.status).toBe(404);
    expect((await get('/account/profile', b.accessToken)).status).toBe(200);
    expect(await auditOutcomes(t.db, { action: 'END_SESSION', resource_id: target })).toEqual(['DENIED']);
  });

  it('ends one of my sessions: its token stops at once; again is 409', async () => {
    const target = sessionIdOf(a2.accessToken);
    const res = await call(t.app, { method: 'DELETE', url: `/account/sessions/${target}`, token: a1.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Session signed out');
    expect((await get('/account/profile', a2.accessToken)).status).toBe(401);
    expect((await call(t.app, { method: 'DELETE', url: `/account/sessions/${target}`, token: a1.accessToken })).status).toBe(409);
    expect(await auditOutcomes(t.db, { action: 'END_SESSION', resource_id: target })).toEqual(['SUCCESS']);
  });

  it("signs out all my other sessions, and no one else's", async () => {
    const a3 = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
    const res = await call(t.app, { method: 'POST', url: '/account/sessions/sign-out-others', token: a1.accessToken });
    expect(res.status).toBe(200);
    expect((res.body.data as { ended: number }).ended).toBeGreaterThanOrEqual(1);
    expect((await get('/account/profile', a3.accessToken)).status).toBe(401);
    expect((await get('/account/profile', a1.accessToken)).status).toBe(200);
    expect((await get('/account/profile', b.accessToken)).status).toBe(200);
    expect((await sessionsOf(a1.accessToken)).map((s) => s.id)).toEqual([sessionIdOf(a1.accessToken)]);
    expect(await auditOutcomes(t.db, { action: 'END_OTHER_SESSIONS', actor_user_id: a1.user.id as string })).toEqual(['SUCCESS']);
  });
});
