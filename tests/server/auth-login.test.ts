import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, latestCode, signIn, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Starts a sign-in with the demo password and returns the code it e-mailed. */
async function codeFor(email: string) {
  await call(t.app, { method: 'POST', url: '/auth/login', payload: { email, password: DEMO_PASSWORD } });
  return latestCode(t.app, email);
}
const verify = (email: string, code: string) => call(t.app, { method: 'POST', url: '/auth/verify-otp', payload: { email, code } });

describe('OTP sign-in', () => {
  it('signs in with email, password and the code from the outbox, then knows the user', async () => {
    const login = await call(t.app, { method: 'POST', url: '/auth/login', payload: { email: 'Admin@Demo.test', password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ otpRequired: true, email: 'admin@demo.test' });
    expect(JSON.stringify(login.body)).not.toMatch(/\d{6}/);

    const code = await latestCode(t.app, 'admin@demo.test');
    const verified = await verify('admin@demo.test', code);
    expect(verified.status).toBe(200);
    const data = verified.body.data as Record<string, unknown>;
    expect(data).toMatchObject({
      requiresDelegateSelection: false,
      delegateAccesses: [],
      user: { email: 'admin@demo.test', role: 'SUPER_ADMIN' },
    });
    expect(data.user).not.toHaveProperty('password_hash');

    const me = await call(t.app, { method: 'GET', url: '/auth/me', token: data.accessToken as string });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ user: { email: 'admin@demo.test', firstName: 'Avery' }, delegateAccess: null });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with 401 and sends no code', async () => {
    const before = await call(t.app, { method: 'GET', url: '/dev/outbox?to=sales@demo.test' });
    const res = await call(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'sales@demo.test', password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    const after = await call(t.app, { method: 'GET', url: '/dev/outbox?to=sales@demo.test' });
    expect((after.body.data as unknown as unknown[]).length).toBe((before.body.data as unknown as unknown[]).length);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'nobody@demo.test', password: 'whatever-password' },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
  });

  it('rejects invalid input with 400 and field details', async () => {
    const res = await call(t.app, { method: 'POST', url: '/auth/login', payload: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'body.email' }), expect.objectContaining({ path: 'body.password' })]),
    );
  });

  it('rejects a wrong code, then locks the code after five wrong attempts', async () => {
    const code = await codeFor('care@demo.test');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify('care@demo.test', wrong);
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ message: 'The code is incorrect', code: 'OTP_INVALID' });
    for (let i = 0; i < 3; i++) await verify('care@demo.test', wrong);
    const fifth = await verify('care@demo.test', wrong);
    expect(fifth.status).toBe(429);
    const right = await verify('care@demo.test', code);
    expect(right.status).toBe(429);
  });

  it('refuses a code that was already used', async () => {
    const code = await codeFor('support@demo.test');
    expect((await verify('support@demo.test', code)).status).toBe(200);
    const again = await verify('support@demo.test', code);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('OTP_USED');
  });

  it('refuses an expired code', async () => {
    const code = await codeFor('medical@demo.test');
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'medical@demo.test').executeTakeFirstOrThrow();
    await t.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await verify('medical@demo.test', code);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('OTP_EXPIRED');
  });

  it('resend replaces the pending code: the old one stops working, the new one signs in', async () => {
    const first = await codeFor('partner@demo.test');
    const resend = await call(t.app, { method: 'POST', url: '/auth/resend-otp', payload: { email: 'partner@demo.test' } });
    expect(resend.status).toBe(200);
    const second = await latestCode(t.app, 'partner@demo.test');
    if (first !== second) {
      const old = await verify('partner@demo.test', first);
      expect(old.status).toBe(401);
    }
    const ok = await verify('partner@demo.test', second);
    expect(ok.status).toBe(200);
  });

  it('resend without a pending sign-in sends nothing but answers the same', async () => {
    const res = await call(t.app, { method: 'POST', url: '/auth/resend-otp', payload: { email: 'nobody@demo.test' } });
    expect(res.status).toBe(200);
    const outbox = await call(t.app, { method: 'GET', url: '/dev/outbox?to=nobody@demo.test' });
    expect(outbox.body.data).toEqual([]);
  });

  it('lets a patient sign in on any portal host but keeps staff to their own portal', async () => {
    const loginOn = (email: string, host: string) =>
      call(t.app, { method: 'POST', url: '/auth/login', payload: { email, password: DEMO_PASSWORD }, headers: { host } });
    const patient = await loginOn('patient@demo.test', 'admin.localhost:3000');
    expect(patient.status).toBe(200);
    const doctorOnAdmin = await loginOn('doctor@demo.test', 'admin.localhost:3000');
    expect(doctorOnAdmin.status).toBe(403);
    const doctorOnMedical = await loginOn('doctor@demo.test', 'medical.localhost:3000');
    expect(doctorOnMedical.status).toBe(200);
  });

  it('writes audit rows for sign-in success and failure', async () => {
    await signIn(t.app, 'sales@demo.test', DEMO_PASSWORD);
    const rows = await t.db.selectFrom('audit_logs').select(['action', 'outcome']).where('action', 'in', ['LOGIN', 'VERIFY_OTP']).execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'LOGIN', outcome: 'SUCCESS' },
        { action: 'LOGIN', outcome: 'FAILURE' },
        { action: 'VERIFY_OTP', outcome: 'FAILURE' },
      ]),
    );
  });
});

describe('rate limits', () => {
  it('stops login attempts after too many failures for one email', async () => {
    const limited = await createTestApp({ LOGIN_MAX_FAILURES: 3 });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await call(limited.app, {
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'admin@demo.test', password: 'wrong-password' },
        });
        expect(res.status).toBe(401);
      }
      const blocked = await call(limited.app, {
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('stops sending codes after too many sends', async () => {
    const limited = await createTestApp({ OTP_MAX_SENDS: 2 });
    try {
      const login = () =>
        call(limited.app, { method: 'POST', url: '/auth/login', payload: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
      expect((await login()).status).toBe(200);
      expect((await login()).status).toBe(200);
      expect((await login()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
