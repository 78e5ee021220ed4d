import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#server/platform/config';
import { call, createTestApp, DEMO_PASSWORD, latestCode, type TestApp } from './helpers/app';
import { checkoutBody, PROFILE, readyIntake, startIntake } from './helpers/intake';

// Rate limits per client IP (across every e-mail) beside the per-account ones, and sign-up, login and code
// checks that answer alike whether or not an e-mail has an account.

const STAFF = ['admin@demo.test', 'sales@demo.test', 'care@demo.test', 'support@demo.test', 'medical@demo.test'];
const HOME = '203.0.113.7';
const ELSEWHERE = '198.51.100.9';

/** A test app with `limits`, closed after `body`. */
async function withApp(limits: Partial<Config>, body: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(limits);
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

const post = (t: TestApp, url: string, payload: object, from = HOME) => call(t.app, { method: 'POST', url, payload, remoteAddress: from });
const login = (t: TestApp, email: string, password = DEMO_PASSWORD, from = HOME) => post(t, '/auth/login', { email, password }, from);
const verify = (t: TestApp, email: string, code: string, from = HOME) => post(t, '/auth/verify-otp', { email, code }, from);
const applicant = (email: string) => ({
  firstName: 'Ida',
  lastName: 'Marsh',
  email,
  password: 'long-enough-password',
  phoneNumber: '+12025550123',
});

describe('rate limits per client IP', () => {
  it('stops logins from an IP after too many failures across different emails; other IPs go on', () =>
    withApp({ LOGIN_MAX_FAILURES_PER_IP: 3 }, async (t) => {
      for (const email of STAFF.slice(0, 3)) expect((await login(t, email, 'wrong-password')).status).toBe(401);
      const blocked = await login(t, STAFF[3]);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/from your network\. Wait 15 minutes/) });
      // The window's length, as the message says: asking again before then is refused again.
      expect(blocked.headers['retry-after']).toBe('900');
      expect((await login(t, STAFF[3], DEMO_PASSWORD, ELSEWHERE)).status).toBe(200);
    }));

  it('keeps the per-account limit when the failures come from different IPs', () =>
    withApp({ LOGIN_MAX_FAILURES: 3 }, async (t) => {
      for (const from of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
        expect((await login(t, 'admin@demo.test', 'wrong-password', from)).status).toBe(401);
      }
      const blocked = await login(t, 'admin@demo.test', DEMO_PASSWORD, '192.0.2.4');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many failed sign-in attempts. Wait 15 minutes and try again.');
      expect(blocked.headers['retry-after']).toBe('900');
    }));

  it('stops sending codes from an IP after too many sends to different accounts', () =>
    withApp({ OTP_MAX_SENDS_PER_IP: 2 }, async (t) => {
      expect((await login(t, STAFF[0])).status).toBe(200);
      expect((await login(t, STAFF[1])).status).toBe(200);
      const blocked = await login(t, STAFF[2]);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many codes were requested from your network/);
      const resend = await post(t, '/auth/resend-otp', { email: STAFF[0] });
      expect(resend.status).toBe(429);
      const outbox = await call(t.app, { method: 'GET', url: `/dev/outbox?to=${STAFF[2]}` });
      expect(outbox.body.data).toEqual([]);
      expect((await login(t, STAFF[2], DEMO_PASSWORD, ELSEWHERE)).status).toBe(200);
    }));

  it('stops code checks from an IP after too many wrong codes across emails, even a right one', () =>
    withApp({ OTP_MAX_FAILURES_PER_IP: 3 }, async (t) => {
      expect((await login(t, 'admin@demo.test')).status).toBe(200);
      const code = await latestCode(t.app, 'admin@demo.test');
      const wrong = code === '000000' ? '111111' : '000000';
      for (const email of ['sales@demo.test', 'nobody@demo.test', 'care@demo.test']) {
        expect((await verify(t, email, wrong)).status).toBe(401);
      }
      const blocked = await verify(t, 'admin@demo.test', code);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many wrong codes from your network/);
      expect((await verify(t, 'admin@demo.test', code, ELSEWHERE)).status).toBe(200);
    }));

  it('stops sign-ups from an IP after too many, and creates nothing more', () =>
    withApp({ SIGN_UP_MAX_PER_IP: 2 }, async (t) => {
      expect((await post(t, '/auth/sign-up/patients', applicant('one@example.test'))).status).toBe(201);
      expect((await post(t, '/auth/sign-up/sales-person', applicant('two@example.test'))).status).toBe(201);
      const blocked = await post(t, '/auth/sign-up/patients', applicant('three@example.test'));
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many sign-ups from your network/);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', 'three@example.test').executeTakeFirst()).toBeUndefined();
      expect((await post(t, '/auth/sign-up/patients', applicant('three@example.test'), ELSEWHERE)).status).toBe(201);
    }));

  it('counts a checkout that finds an account for its email as a sign-up, so that emails cannot be tried without end', () =>
    withApp({ SIGN_UP_MAX_PER_IP: 2 }, async (t) => {
      const payFrom = async (email: string, from: string) => {
        const draft = await readyIntake(t.app, { ...PROFILE, email });
        return call(t.app, {
          method: 'POST',
          url: '/patients',
          headers: { 'x-intake-token': draft.token },
          payload: checkoutBody(draft),
          remoteAddress: from,
        });
      };
      const charges = async () => (await t.db.selectFrom('payments').select('id').execute()).length;
      const before = await charges();
      expect((await payFrom('patient@demo.test', HOME)).status).toBe(409);
      expect((await payFrom('doctor@demo.test', HOME)).status).toBe(409);
      const blocked = await payFrom('partner@demo.test', HOME);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many sign-ups from your network/);
      // Blocked before anything is looked up or charged, a new e-mail too; other networks go on.
      expect((await payFrom('new.one@example.test', HOME)).status).toBe(429);
      expect(await charges()).toBe(before);
      expect((await payFrom('new.one@example.test', ELSEWHERE)).status).toBe(201);
    }));

  it("limits a returning patient's phone codes per IP, sends and wrong codes, known number or not", () =>
    withApp({ OTP_MAX_SENDS_PER_IP: 2, OTP_MAX_FAILURES_PER_IP: 2 }, async (t) => {
      await startIntake(t.app, { ...PROFILE, email: 'phone@example.test', phone: '(202) 555-0177' });
      const byPhone = (phone: string, from: string, code?: string) =>
        call(t.app, {
          method: 'GET',
          url: `/patients/get-patient-questionnaire-by-phone/${phone}${code ? `?code=${code}` : ''}`,
          remoteAddress: from,
        });
      expect((await byPhone('2025550177', HOME)).status).toBe(200);
      expect((await byPhone('2025550199', HOME)).status).toBe(200);
      const known = await byPhone('2025550177', HOME);
      const unknown = await byPhone('2025550199', HOME);
      expect([known.status, unknown.status]).toEqual([429, 429]);
      expect(known.body).toEqual(unknown.body);

      const code = await latestCode(t.app, '+12025550177');
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await byPhone('2025550177', HOME, wrong)).status).toBe(401);
      expect((await byPhone('2025550177', HOME, wrong)).status).toBe(401);
      expect((await byPhone('2025550177', HOME, code)).status).toBe(429);
      expect((await byPhone('2025550177', ELSEWHERE, code)).status).toBe(200);
    }));

  it('answers code resends alike for an email with a pending sign-in and one without, up to the 429', () =>
    withApp({ OTP_MAX_SENDS: 2 }, async (t) => {
      const resend = (email: string) => post(t, '/auth/resend-otp', { email });
      for (const email of ['nobody@example.test', 'sales@demo.test']) {
        expect((await resend(email)).status).toBe(200);
        expect((await resend(email)).status).toBe(200);
      }
      expect((await login(t, 'admin@demo.test')).status).toBe(200);
      expect((await resend('admin@demo.test')).status).toBe(200);
      const answers = await Promise.all(['nobody@example.test', 'sales@demo.test', 'admin@demo.test'].map(resend));
      expect(answers.map((a) => a.status)).toEqual([429, 429, 429]);
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    }));

  it('keeps the counts in the database, where every instance reads them', () =>
    withApp({ LOGIN_MAX_FAILURES_PER_IP: 2 }, async (t) => {
      await login(t, 'admin@demo.test', 'wrong-password');
      await login(t, 'nobody@demo.test', 'wrong-password');
      const rows = await t.db.selectFrom('auth_attempts').select(['kind', 'key']).where('kind', '=', 'LOGIN_FAILURE').execute();
      expect(rows.filter((r) => r.key === `ip:${HOME}`)).toHaveLength(2);
      expect(rows.map((r) => r.key)).toEqual(expect.arrayContaining(['admin@demo.test', 'nobody@demo.test']));
    }));
});

describe('answers that do not tell whether an email has an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withoutEmail = (body: object) => JSON.stringify(body).replaceAll(/"[^"]*@[^"]*"/g, '"<email>"');

  it('answers a sign-up with a taken email like a new one, changes nothing and tells the owner', async () => {
    const before = await t.db.selectFrom('users').selectAll().where('email', '=', 'patient@demo.test').executeTakeFirstOrThrow();
    const fresh = await post(t, '/auth/sign-up/patients', applicant('fresh@example.test'));
    const taken = await post(t, '/auth/sign-up/patients', applicant('patient@demo.test'));
    expect(taken.status).toBe(fresh.status);
    expect(withoutEmail(taken.body)).toBe(withoutEmail(fresh.body));
    expect(taken.body.data).toEqual({ otpRequired: true, email: 'patient@demo.test' });

    const after = await t.db.selectFrom('users').selectAll().where('email', '=', 'patient@demo.test').execute();
    expect(after).toEqual([before]);
    const mail = await call(t.app, { method: 'GET', url: '/dev/outbox?to=patient@demo.test&limit=1' });
    expect(mail.body.data).toEqual([expect.objectContaining({ subject: 'You already have an account' })]);
    expect(JSON.stringify(mail.body.data)).not.toMatch(/\b\d{6}\b/);
  });

  it('answers a sales sign-up with a taken email like a new one', async () => {
    const fresh = await post(t, '/auth/sign-up/sales-person', applicant('fresh-sales@example.test'));
    const taken = await post(t, '/auth/sign-up/sales-person', applicant('doctor@demo.test'));
    expect(taken.status).toBe(201);
    expect(withoutEmail(taken.body)).toBe(withoutEmail(fresh.body));
    const row = await t.db.selectFrom('users').select('role').where('email', '=', 'doctor@demo.test').executeTakeFirstOrThrow();
    expect(row.role).toBe('DOCTOR');
  });

  it('answers a login with an unknown email exactly like a wrong password', async () => {
    const unknown = await login(t, 'nobody@example.test', 'wrong-password');
    const known = await login(t, 'partner@demo.test', 'wrong-password');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(known.body);
  });

  it('answers a code check for an unknown email like one for an account without a pending sign-in', async () => {
    const unknown = await verify(t, 'nobody@example.test', '123456');
    const known = await verify(t, 'medical@demo.test', '123456');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(known.body);
  });
});
