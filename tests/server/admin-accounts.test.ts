/**
 * Super admins managing accounts: the users list, resetting a user's OTP, creating and deleting admins (never the
 * last, never oneself) and the health professionals (the care team's accounts). Every other role gets 403 on each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAdmin } from '#server/modules/accounts/staff-accounts.service';
import type { Actor } from '#server/platform/access/actor';
import { createContext } from '#server/platform/context';
import { depsOf } from '#server/platform/http/context';
import { call, createTestApp, DEMO_PASSWORD, latestCode, signIn, type TestApp } from './helpers/app';
import { adminTestApp } from './helpers/admins';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let admin: string;
let adminId: string;
let others: Record<string, string>;
const ANY_ID = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  ({ t, admin, adminId, others } = await adminTestApp());
});
afterAll(() => t.close());

type Account = { id: string; email: string; role: string; firstName: string; status: string; createdAt: string };
type Page = { items: Account[]; total: number; page: number; limit: number; totalPages: number };

const get = async <T>(url: string) => {
  const res = await call(t.app, { method: 'GET', url, token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as T;
};
const newAccount = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Robin',
  lastName: 'Reyes',
  email,
  password: 'a-first-password-1',
  ...extra,
});
/** POST /super-admin/create-admin with `payload`: by default as the demo admin, on this file's app. */
const createAdmin = (payload: Record<string, unknown>, token = admin, app = t.app) =>
  call(app, { method: 'POST', url: '/super-admin/create-admin', token, payload });

describe('only super admins', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/super-admin/users'],
    ['POST', `/super-admin/users/${ANY_ID}/reset-otp`],
    ['POST', '/super-admin/create-admin', newAccount('nobody@example.test')],
    ['DELETE', `/super-admin/delete-admin/${ANY_ID}`],
    ['GET', '/super-admin/health-professionals'],
    ['GET', '/super-admin/health-professionals/summary'],
    ['GET', `/super-admin/health-professionals/${ANY_ID}`],
    ['POST', '/super-admin/health-professionals', newAccount('nobody@example.test', { role: 'NURSER' })],
    ['DELETE', `/super-admin/health-professionals/${ANY_ID}`],
  ];
  it.each(calls)('%s %s: 403 for every other role, nothing written', async (method, url, payload) => {
    const users = await t.db.selectFrom('users').select('id').execute();
    for (const [email, token] of Object.entries(others)) {
      const res = await call(t.app, { method: method as 'GET', url, token, payload: payload as Record<string, unknown> });
      expect(res.status, `${email}: ${method} ${url}`).toBe(403);
    }
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(users.length);
  });
});

describe('GET /super-admin/users', () => {
  it('pages every live account newest first, by role, searched by name or email', async () => {
    const first = await get<Page>('/super-admin/users?limit=5');
    expect(first.items).toHaveLength(5);
    const all = await t.db.selectFrom('users').select('id').where('deleted_at', 'is', null).execute();
    expect(first.total).toBe(all.length);
    const dates = first.items.map((u) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await get<Page>('/super-admin/users?limit=5&page=2');
    expect(second.items.map((u) => u.id)).not.toEqual(expect.arrayContaining([first.items[0].id]));

    const doctors = await get<Page>('/super-admin/users?role=DOCTOR&limit=100');
    expect(doctors.items.length).toBeGreaterThan(0);
    expect(doctors.items.every((u) => u.role === 'DOCTOR')).toBe(true);

    const found = await get<Page>('/super-admin/users?search=Whitfield');
    expect(found.items.map((u) => u.email)).toEqual(['doctor@demo.test']);
    expect((await get<Page>('/super-admin/users?search=doctor%40demo')).items.map((u) => u.email)).toEqual(['doctor@demo.test']);
    expect((await get<Page>('/super-admin/users?search=zzz-no-one')).total).toBe(0);
    // A LIKE wildcard is taken literally.
    expect((await get<Page>('/super-admin/users?search=%25')).total).toBe(0);
  });

  it('refuses an unknown role or sort with 400, and audits the read', async () => {
    for (const q of ['?role=KING', '?sort=email:asc', '?limit=0']) {
      expect((await call(t.app, { method: 'GET', url: `/super-admin/users${q}`, token: admin })).status, q).toBe(400);
    }
    await get('/super-admin/users');
    expect(await auditOutcomes(t.db, { action: 'LIST', resource_type: 'user', actor_user_id: adminId })).toContain('SUCCESS');
  });
});

describe('POST /super-admin/users/{userId}/reset-otp', () => {
  it('unlocks a user locked out by wrong codes and failed sign-ins, so that they sign in again', async () => {
    const email = 'patient@demo.test';
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    // A pending code locked by five wrong tries, and ten failed sign-ins: the account is locked out twice over.
    await call(t.app, { method: 'POST', url: '/auth/login', payload: { email, password: DEMO_PASSWORD } });
    for (let i = 0; i < 5; i++) await call(t.app, { method: 'POST', url: '/auth/verify-otp', payload: { email, code: '000000' } });
    const code = await latestCode(t.app, email);
    const locked = await call(t.app, { method: 'POST', url: '/auth/verify-otp', payload: { email, code } });
    expect(locked.status).toBe(429);
    for (let i = 0; i < 10; i++)
      await call(t.app, { method: 'POST', url: '/auth/login', payload: { email, password: 'wrong-password-1' } });
    expect((await call(t.app, { method: 'POST', url: '/auth/login', payload: { email, password: DEMO_PASSWORD } })).status).toBe(429);

    const reset = await call(t.app, { method: 'POST', url: `/super-admin/users/${user.id}/reset-otp`, token: admin });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('OTP reset successfully');
    expect(await t.db.selectFrom('otp_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await auditOutcomes(t.db, { action: 'RESET_OTP', resource_id: user.id, actor_user_id: adminId })).toEqual(['SUCCESS']);

    // The old code no longer works; a new sign-in does.
    expect((await call(t.app, { method: 'POST', url: '/auth/verify-otp', payload: { email, code } })).status).toBe(401);
    const session = await signIn(t.app, email, DEMO_PASSWORD);
    expect(session.accessToken).toBeTruthy();
  });

  it('answers 404 for an unknown user (audited as DENIED) and 400 for a malformed id', async () => {
    const res = await call(t.app, { method: 'POST', url: `/super-admin/users/${ANY_ID}/reset-otp`, token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('User not found');
    expect(await auditOutcomes(t.db, { action: 'RESET_OTP', resource_id: ANY_ID })).toEqual(['DENIED']);
    expect((await call(t.app, { method: 'POST', url: '/super-admin/users/not-an-id/reset-otp', token: admin })).status).toBe(400);
  });
});

describe('admins', () => {
  it('creates an admin who is emailed where to sign in, and signs in with the first password and a code', async () => {
    const res = await createAdmin(newAccount('New.Admin@Example.test'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Admin created successfully');
    expect(res.body.data).toMatchObject({ email: 'new.admin@example.test', role: 'SUPER_ADMIN', status: 'ACTIVE' });
    const outbox = await call(t.app, { method: 'GET', url: '/dev/outbox?to=new.admin@example.test' });
    const mail = (outbox.body.data as unknown as { subject: string; body: string }[])[0];
    expect(mail.subject).toBe('Your administrator account');
    expect(mail.body).toContain('http://admin.localhost:3000/sign-in');
    expect(mail.body).not.toContain('a-first-password-1');
    const session = await signIn(t.app, 'new.admin@example.test', 'a-first-password-1', 'admin.localhost');
    expect(session.user).toMatchObject({ role: 'SUPER_ADMIN' });
    const id = (res.body.data as { id: string }).id;
    expect(await auditOutcomes(t.db, { action: 'CREATE', resource_type: 'admin', resource_id: id, actor_user_id: adminId })).toEqual([
      'SUCCESS',
    ]);
  });

  it('refuses a taken email (409) and bad fields (400), creating nothing', async () => {
    const before = (await t.db.selectFrom('users').select('id').execute()).length;
    const taken = await createAdmin(newAccount('doctor@demo.test'));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists');
    const short = await createAdmin(newAccount('x@example.test', { password: 'short' }));
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Password must be at least 10 characters');
    const role = await createAdmin(newAccount('y@example.test', { role: 'PATIENT' }));
    // A role in the body is never taken: the account made is an admin, or the body is refused.
    if (role.status === 201) expect(role.body.data).toMatchObject({ role: 'SUPER_ADMIN' });
    else expect(role.status).toBe(400);
    expect((await t.db.selectFrom('users').select('id').where('email', '=', 'x@example.test').execute()).length).toBe(0);
    expect((await t.db.selectFrom('users').select('id').execute()).length).toBeLessThanOrEqual(before + 1);
  });

  it('never deletes oneself, never the last admin; deletes another, who is then signed out', async () => {
    const self = await call(t.app, { method: 'DELETE', url: `/super-admin/delete-admin/${adminId}`, token: admin });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('You cannot delete your own admin account');

    const notAdmin = await t.db.selectFrom('users').select('id').where('email', '=', 'doctor@demo.test').executeTakeFirstOrThrow();
    const wrong = await call(t.app, { method: 'DELETE', url: `/super-admin/delete-admin/${notAdmin.id}`, token: admin });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('Admin not found');

    const created = await createAdmin(newAccount('second.admin@example.test'));
    const secondId = (created.body.data as { id: string }).id;
    const second = (await signIn(t.app, 'second.admin@example.test', 'a-first-password-1', 'admin.localhost')).accessToken;

    // Leave exactly two live admins: the demo admin and the second one.
    const extra = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'SUPER_ADMIN')
      .where('deleted_at', 'is', null)
      .where('id', 'not in', [adminId, secondId])
      .execute();
    for (const { id } of extra)
      expect((await call(t.app, { method: 'DELETE', url: `/super-admin/delete-admin/${id}`, token: admin })).status).toBe(200);

    const deleted = await call(t.app, { method: 'DELETE', url: `/super-admin/delete-admin/${secondId}`, token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Admin deleted successfully');
    expect((await call(t.app, { method: 'GET', url: '/super-admin/users', token: second })).status).toBe(401);
    const admins = await get<Page>('/super-admin/users?role=SUPER_ADMIN');
    expect(admins.items.map((a) => a.id)).toEqual([adminId]);
    expect(await auditOutcomes(t.db, { action: 'DELETE', resource_type: 'admin', resource_id: secondId })).toEqual(['SUCCESS']);
  });

  it('refuses to delete the last admin (422), counted in the deletion’s transaction', async () => {
    // Only a caller who is no longer a live admin could reach it (two admins deleting each other at once, the
    // second after the first committed): such a caller, straight through the service.
    const ghost: Actor = {
      kind: 'user',
      userId: ANY_ID,
      actorId: ANY_ID,
      role: 'SUPER_ADMIN',
      sessionId: null,
      delegateAccessId: null,
      patientId: null,
      doctorId: null,
      partnerId: null,
      partnerIdsOfDoctor: [],
      salesPersonId: null,
    };
    const ctx = createContext({ db: t.db, actor: ghost, origin: { ip: null, userAgent: null }, deps: depsOf(t.app) });
    const live = await t.db.selectFrom('users').select('id').where('role', '=', 'SUPER_ADMIN').where('deleted_at', 'is', null).execute();
    expect(live.map((a) => a.id)).toEqual([adminId]);
    await expect(deleteAdmin(ctx, adminId)).rejects.toMatchObject({ statusCode: 422, message: 'The last admin cannot be deleted' });
    expect(await t.db.selectFrom('users').select('deleted_at').where('id', '=', adminId).executeTakeFirstOrThrow()).toEqual({
      deleted_at: null,
    });
  });

  it('lets exactly one of two admins deleting each other at once win', async () => {
    const app = await createTestApp();
    try {
      const token = (await signIn(app.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
      const created = await createAdmin(newAccount('other.admin@example.test'), token, app.app);
      const otherId = (created.body.data as { id: string }).id;
      const other = (await signIn(app.app, 'other.admin@example.test', 'a-first-password-1', 'admin.localhost')).accessToken;
      const demoId = (await app.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow()).id;
      const [a, b] = await Promise.all([
        call(app.app, { method: 'DELETE', url: `/super-admin/delete-admin/${otherId}`, token }),
        call(app.app, { method: 'DELETE', url: `/super-admin/delete-admin/${demoId}`, token: other }),
      ]);
      expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
      // The loser was either signed out by the deletion (401) or found itself the last admin's deleter (422).
      expect([a.status, b.status].filter((s) => s !== 200)[0]).toBeOneOf([401, 422]);
      const live = await app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'SUPER_ADMIN')
        .where('deleted_at', 'is', null)
        .execute();
      expect(live).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('health professionals', () => {
  it('creates, lists (by role, searched), reads, counts and deletes the care team’s accounts', async () => {
    const summaryBefore = await get<{ total: number; newThisMonth: number; byRole: { role: string; count: number }[] }>(
      '/super-admin/health-professionals/summary',
    );
    const res = await call(t.app, {
      method: 'POST',
      url: '/super-admin/health-professionals',
      token: admin,
      payload: newAccount('nurse.new@example.test', { firstName: 'Nora', lastName: 'Nightingale', role: 'NURSER' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Health professional created successfully');
    const id = (res.body.data as { id: string }).id;
    const mail = (await call(t.app, { method: 'GET', url: '/dev/outbox?to=nurse.new@example.test' })).body.data as unknown as {
      body: string;
    }[];
    expect(mail[0].body).toContain('http://careteam.localhost:3000/sign-in');

    const list = await get<Page>('/super-admin/health-professionals?limit=100');
    expect(list.items.every((u) => ['NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT'].includes(u.role))).toBe(true);
    expect(list.items[0].id).toBe(id);
    expect(list.items.map((u) => u.email)).toEqual(expect.arrayContaining(['care@demo.test', 'support@demo.test']));
    expect((await get<Page>('/super-admin/health-professionals?role=CUSTOMER_SUPPORT')).items.map((u) => u.email)).toEqual([
      'support@demo.test',
    ]);
    expect((await get<Page>('/super-admin/health-professionals?search=Nightingale')).items.map((u) => u.id)).toEqual([id]);
    expect((await call(t.app, { method: 'GET', url: '/super-admin/health-professionals?role=DOCTOR', token: admin })).status).toBe(400);

    expect(await get(`/super-admin/health-professionals/${id}`)).toMatchObject({ id, firstName: 'Nora', role: 'NURSER' });
    const summary = await get<{ total: number; active: number; newThisMonth: number; byRole: { role: string; count: number }[] }>(
      '/super-admin/health-professionals/summary',
    );
    expect(summary.total).toBe(summaryBefore.total + 1);
    expect(summary.newThisMonth).toBe(summaryBefore.newThisMonth + 1);
    // Last month's count comes with the rate, which is 0 when there is nothing to compare with.
    const { newLastMonth, increaseRate } = summary as unknown as { newLastMonth: number; increaseRate: number };
    const rate = newLastMonth === 0 ? 0 : Math.round(((summary.newThisMonth - newLastMonth) / newLastMonth) * 1000) / 10;
    expect(increaseRate).toBe(rate);
    expect(summary.byRole.reduce((n, r) => n + r.count, 0)).toBe(summary.total);

    // A doctor is not a health professional here: 404, nothing deleted.
    const doctor = await t.db.selectFrom('users').select('id').where('email', '=', 'doctor@demo.test').executeTakeFirstOrThrow();
    expect((await call(t.app, { method: 'GET', url: `/super-admin/health-professionals/${doctor.id}`, token: admin })).status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: `/super-admin/health-professionals/${doctor.id}`, token: admin })).status).toBe(404);
    expect(await auditOutcomes(t.db, { action: 'DELETE', resource_type: 'health_professional', resource_id: doctor.id })).toEqual([
      'DENIED',
    ]);

    const deleted = await call(t.app, { method: 'DELETE', url: `/super-admin/health-professionals/${id}`, token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Health professional deleted successfully');
    expect((await call(t.app, { method: 'GET', url: `/super-admin/health-professionals/${id}`, token: admin })).status).toBe(404);
    expect((await get<{ total: number }>('/super-admin/health-professionals/summary')).total).toBe(summaryBefore.total);
    expect(await auditOutcomes(t.db, { action: 'DELETE', resource_type: 'health_professional', resource_id: id })).toEqual(['SUCCESS']);
  });
});
