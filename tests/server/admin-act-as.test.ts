/**
 * "Act as" over HTTP: the super admin's short-lived session as a doctor or a partner, handed to that portal's host by a
 * one-time code; every row of the work names the admin as actor and the user as acting-for; never a super admin;
 * it ends with its time, with sign-out ("return to admin"), or when the user is deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_AS_SESSION_SECONDS } from '#server/modules/auth/act-as.service';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, signIn, type TestApp } from './helpers/app';
import { asAdmin } from './helpers/admins';
import { demoPartner } from './helpers/partners';
import { heardBy } from './helpers/actor-changes';

let t: TestApp;
let admin: ReturnType<typeof asAdmin>;
let adminId: string;
let doctorId: string;
let doctorUserId: string;

type ActAs = { accessToken: string; refreshToken: string; handoverCode: string; expiresAt: string; portal: string; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost');
  adminId = session.user.id as string;
  admin = asAdmin(t, session.accessToken);
  doctorId = await doctorIdByEmail(t.db, 'doctor@demo.test');
  doctorUserId = (await t.db.selectFrom('users').select('id').where('email', '=', 'doctor@demo.test').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const actAsDoctor = async () => {
  const res = await admin.get(`/super-admin/doctors/${doctorId}/generate-token`);
  expect(res.status).toBe(200);
  return res.body.data as unknown as ActAs;
};
const exchange = (code: string, host = 'medical.localhost:3000') =>
  call(t.app, { method: 'POST', url: '/auth/act-as/exchange', payload: { code }, headers: { host } });
const rowsOf = (sessionOrUser: { action?: string; actingFor?: string }) => {
  let query = t.db.selectFrom('audit_logs').select(['actor_user_id', 'acting_for_user_id', 'role', 'action', 'outcome', 'resource_type']);
  if (sessionOrUser.action) query = query.where('action', '=', sessionOrUser.action);
  if (sessionOrUser.actingFor) query = query.where('acting_for_user_id', '=', sessionOrUser.actingFor);
  return query.execute();
};

describe('acting as a doctor', () => {
  it('gives a short-lived token pair and a hand-over code, audited as the admin starting to act', async () => {
    const before = Date.now();
    const token = await actAsDoctor();
    expect(token).toMatchObject({ portal: 'medical', user: { id: doctorUserId, role: 'DOCTOR' } });
    const ends = new Date(token.expiresAt).getTime();
    expect(ends - before).toBeGreaterThan((ACT_AS_SESSION_SECONDS - 60) * 1000);
    expect(ends - before).toBeLessThanOrEqual(ACT_AS_SESSION_SECONDS * 1000 + 5000);
    const start = await rowsOf({ action: 'ACT_AS_START' });
    expect(start.at(-1)).toMatchObject({ actor_user_id: adminId, acting_for_user_id: null, role: 'SUPER_ADMIN', outcome: 'SUCCESS' });
    // Its refresh token ends with the session.
    const refresh = await t.db.selectFrom('refresh_tokens').select('expires_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(refresh.expires_at.getTime()).toBeLessThanOrEqual(ends);
  });

  it('works as the doctor, with every audit row naming the admin as actor and the doctor as acting-for', async () => {
    const token = await actAsDoctor();
    const me = await call(t.app, { method: 'GET', url: '/auth/me', token: token.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      user: { id: doctorUserId, role: 'DOCTOR', email: 'doctor@demo.test' },
      delegateAccess: null,
      actingAs: { actorEmail: 'admin@demo.test', expiresAt: token.expiresAt },
    });
    const patients = await call(t.app, { method: 'GET', url: '/doctors/patients', token: token.accessToken });
    expect(patients.status).toBe(200);
    const rows = await t.db
      .selectFrom('audit_logs')
      .select(['actor_user_id', 'acting_for_user_id', 'role'])
      .where('action', '=', 'LIST')
      .where('resource_type', '=', 'patient')
      .orderBy('timestamp', 'desc')
      .executeTakeFirstOrThrow();
    expect(rows).toEqual({ actor_user_id: adminId, acting_for_user_id: doctorUserId, role: 'DOCTOR' });
    // Not an admin any more in this session: the admin's calls are refused.
    expect((await call(t.app, { method: 'GET', url: '/super-admin/doctors', token: token.accessToken })).status).toBe(403);
  });

  it('hands over once, on the doctor’s portal host only, and the refresh keeps acting', async () => {
    const token = await actAsDoctor();
    expect((await exchange(token.handoverCode, 'gymowner.localhost:3000')).status).toBe(401);
    const other = await actAsDoctor();
    const taken = await exchange(other.handoverCode);
    expect(taken.status).toBe(200);
    const data = taken.body.data as unknown as {
      accessToken: string;
      refreshToken: string;
      user: { id: string };
      actingAs: { actorName: string };
    };
    expect(data.user.id).toBe(doctorUserId);
    expect(data.actingAs.actorName).toMatch(/\S+ \S+/);
    expect((await exchange(other.handoverCode)).status).toBe(401);
    expect((await rowsOf({ action: 'ACT_AS_EXCHANGE' })).map((r) => r.outcome)).toEqual(['FAILURE', 'SUCCESS', 'FAILURE']);
    expect((await rowsOf({ action: 'ACT_AS_EXCHANGE' })).find((r) => r.outcome === 'SUCCESS')).toMatchObject({
      actor_user_id: adminId,
      acting_for_user_id: doctorUserId,
    });

    const refreshed = await call(t.app, { method: 'POST', url: '/auth/refresh-token', payload: { refreshToken: data.refreshToken } });
    expect(refreshed.status).toBe(200);
    const next = (refreshed.body.data as { accessToken: string }).accessToken;
    const me = await call(t.app, { method: 'GET', url: '/auth/me', token: next });
    expect(me.body.data).toMatchObject({ user: { id: doctorUserId }, actingAs: { actorEmail: 'admin@demo.test' } });
  });

  it('refuses a made-up code', async () => {
    expect((await exchange('x'.repeat(43))).status).toBe(401);
    expect((await exchange('short')).status).toBe(400);
  });

  it('ends with "return to admin" (sign-out of the acting session): its tokens stop, the admin’s own session goes on', async () => {
    const token = await actAsDoctor();
    const out = await call(t.app, { method: 'POST', url: '/auth/logout', token: token.accessToken, payload: {} });
    expect(out.status).toBe(200);
    const logout = (await rowsOf({ action: 'LOGOUT', actingFor: doctorUserId })).at(-1);
    expect(logout).toMatchObject({ actor_user_id: adminId, acting_for_user_id: doctorUserId });
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token: token.accessToken })).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/auth/refresh-token', payload: { refreshToken: token.refreshToken } })).status).toBe(
      401,
    );
    expect((await exchange(token.handoverCode)).status).toBe(401);
    expect((await admin.get('/super-admin/doctors')).status).toBe(200);
  });

  it('ends when its time is up', async () => {
    const token = await actAsDoctor();
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token: token.accessToken })).status).toBe(200);
    // The session's end, moved to a second ago (as if ACT_AS_SESSION_SECONDS had passed): the access token is still
    // within its own lifetime, yet refused.
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('acting_for_user_id', '=', doctorUserId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    await heardBy(t.app, () =>
      t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', session.id)
        .execute(),
    );
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token: token.accessToken })).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/auth/refresh-token', payload: { refreshToken: token.refreshToken } })).status).toBe(
      401,
    );
    expect((await exchange(token.handoverCode)).status).toBe(401);
  });

  it('ends when the doctor is deleted', async () => {
    const token = await actAsDoctor();
    await admin.send('DELETE', `/super-admin/doctors/${doctorId}`);
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token: token.accessToken })).status).toBe(401);
    await admin.send('POST', `/super-admin/doctors/${doctorId}/restore`);
  });
});

describe('acting as a partner, and whom not', () => {
  it('acts as a partner on the partner portal', async () => {
    const partner = await demoPartner(t);
    const res = await admin.get(`/super-admin/gym-owner/${partner.partnerId}/generate-token`);
    expect(res.status).toBe(200);
    const token = res.body.data as unknown as ActAs;
    expect(token).toMatchObject({ portal: 'partner', user: { id: partner.userId, role: 'GYM_OWNER' } });
    const profile = await call(t.app, { method: 'GET', url: '/gym-owner', token: token.accessToken });
    expect(profile.body.data).toMatchObject({ businessName: 'Summit Strength Gym' });
    expect((await exchange(token.handoverCode, 'gymowner.localhost:3000')).status).toBe(200);
  });

  it('never as another super admin, nor from an acting session, nor an unknown id', async () => {
    const other = await t.db
      .insertInto('users')
      .values({
        email: 'second.admin@example.test',
        password_hash: 'x',
        first_name: 'Sam',
        last_name: 'Second',
        phone_number: null,
        role: 'SUPER_ADMIN',
        desire_income: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A partner record on a super admin's account: still refused.
    const record = await t.db
      .insertInto('partners')
      .values({ user_id: other.id, business_name: 'Odd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await admin.get(`/super-admin/gym-owner/${record.id}/generate-token`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot act as another super admin');
    expect((await admin.get('/super-admin/gym-owner/00000000-0000-4000-8000-000000000000/generate-token')).status).toBe(404);
    expect((await admin.get('/super-admin/doctors/00000000-0000-4000-8000-000000000000/generate-token')).status).toBe(404);
    expect(await t.db.selectFrom('sessions').select('id').where('acting_for_user_id', '=', other.id).executeTakeFirst()).toBeUndefined();
  });

  it('is the admin’s alone: 403 for every other role', async () => {
    const partner = await demoPartner(t);
    for (const email of ['doctor@demo.test', 'partner@demo.test', 'patient@demo.test']) {
      const token = (await signIn(t.app, email, DEMO_PASSWORD)).accessToken;
      expect((await call(t.app, { method: 'GET', url: `/super-admin/gym-owner/${partner.partnerId}/generate-token`, token })).status).toBe(
        403,
      );
      expect((await call(t.app, { method: 'GET', url: `/super-admin/doctors/${doctorId}/generate-token`, token })).status).toBe(403);
    }
  });
});
