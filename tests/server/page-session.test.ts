import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, latestCode, send, type TestApp } from './helpers/app';

// The patient's page session (server/platform/auth/page-cookie.ts) and the dashboard the server draws with it
// (server/platform/http/first-view.ts). The build's real server bundle is exercised by e2e/dashboard-first-view.spec.ts;
// here a stand-in bundle draws what the API answers it, so that the cookie, the session checks, the API calls made
// for the patient and the reply's headers are tested over HTTP.
const PATIENT = 'patient@demo.test';
const DOCTOR = 'doctor@demo.test';
const shell = '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>';
const template =
  '<!doctype html><html><head><title>App</title></head><body><div id="prerendered"><!--first-view-markup--></div><div id="root" hidden></div></body></html>';
const standInBundle = `
export async function renderPatientDashboard(fetchJson, timeZone) {
  const me = await fetchJson('/auth/me');
  if (me.data.user.firstName === 'Broken') throw new Error('the page failed');
  const orders = await fetchJson('/patient/orders?page=1&limit=1&sort=createdAt%3Adesc');
  return {
    title: 'Dashboard',
    markup: '<h1>Welcome back, ' + me.data.user.firstName + '</h1><p>zone ' + timeZone + '</p><pre>' + JSON.stringify(orders.data) + '</pre>',
    cache: [['/auth/me', me.data], ['</script><script>alert(1)</script>', 1]],
  };
}`;

let t: TestApp;
let publicDir: string;
let ssrDir: string;

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'first-view-public-'));
  mkdirSync(join(publicDir, 'first-view'));
  writeFileSync(join(publicDir, 'index.html'), shell);
  writeFileSync(join(publicDir, 'first-view', 'patient-dashboard.html'), template);
  ssrDir = mkdtempSync(join(tmpdir(), 'first-view-ssr-'));
  writeFileSync(join(ssrDir, 'patient-dashboard.js'), standInBundle);
  t = await createTestApp({ PUBLIC_DIR: publicDir, SSR_DIR: ssrDir, OTP_MAX_SENDS: 100 });
});
afterAll(() => t.close());

/** Signs in over the API and returns the tokens with the Set-Cookie header of the code's check. */
async function signInWithCookie(email: string, app = t.app) {
  await call(app, { method: 'POST', url: '/auth/login', payload: { email, password: DEMO_PASSWORD } });
  const code = await latestCode(app, email);
  const verified = await call(app, { method: 'POST', url: '/auth/verify-otp', payload: { email, code } });
  expect(verified.status).toBe(200);
  const data = verified.body.data as { accessToken: string; refreshToken: string };
  return { ...data, setCookie: [verified.headers['set-cookie'] ?? []].flat() };
}

const pageCookie = (setCookie: string[]) => setCookie.find((c) => c.startsWith('page_session='))?.split(';')[0];

const home = (cookie?: string, host = 'patient.localhost:3000') =>
  t.app.inject({ url: '/', headers: { host, 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });
const text = (res: Awaited<ReturnType<typeof home>>) =>
  res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;

describe('the page session cookie', () => {
  it("is set by a patient's sign-in: HttpOnly, SameSite=Strict, the whole site, as long as a refresh token lives", async () => {
    const { setCookie } = await signInWithCookie(PATIENT);
    const header = setCookie.find((c) => c.startsWith('page_session='));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(new RegExp(`; Max-Age=${t.config.REFRESH_TOKEN_TTL_DAYS * 86_400}`));
    // Not Secure on http://localhost in development; production sets it (config.isProduction).
    expect(header).not.toMatch(/; Secure/);
  });

  it('is not set for staff, is set again with every refresh, and is cleared by signing out', async () => {
    expect(pageCookie((await signInWithCookie(DOCTOR)).setCookie)).toBeUndefined();

    const patient = await signInWithCookie(PATIENT);
    const refreshed = await send(t.app, 'POST', '/auth/refresh-token', undefined, { refreshToken: patient.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(pageCookie([refreshed.headers['set-cookie'] ?? []].flat() as string[])).toBe(pageCookie(patient.setCookie));

    const out = await call(t.app, { method: 'POST', url: '/auth/logout', token: patient.accessToken, payload: {} });
    expect(out.status).toBe(200);
    const cleared = [out.headers['set-cookie'] ?? []].flat().find((c) => String(c).startsWith('page_session='));
    expect(cleared).toMatch(/^page_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe("GET / on the patient host with the cookie: the dashboard drawn with the patient's data", () => {
  it("draws the page from the patient's own API replies, in the browser's time zone, never stored", async () => {
    const patient = await signInWithCookie(PATIENT);
    const mine = await call(t.app, {
      method: 'GET',
      url: '/patient/orders?page=1&limit=1&sort=createdAt%3Adesc',
      token: patient.accessToken,
    });
    const res = await home(`${pageCookie(patient.setCookie)}; time_zone=America%2FChicago`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = text(res);
    expect(html).toContain('<title>Dashboard</title>');
    expect(html).toContain('<h1>Welcome back, Pat</h1>');
    expect(html).toContain('zone America/Chicago');
    expect(html).toContain(JSON.stringify(mine.body.data));
    expect(html).toContain('<div id="root" hidden></div>');
    // The replies travel in a JSON script element, where nothing can close the element early.
    const data = /<script type="application\/json" id="first-view-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data!)[1][0]).toBe('</script><script>alert(1)</script>');
  });

  it("reads through the API as the patient: each read leaves the patient's audit row", async () => {
    const patient = await signInWithCookie(PATIENT);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', PATIENT).executeTakeFirstOrThrow();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('audit_logs')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('actor_user_id', '=', user.id)
            .where('resource_type', '=', 'order')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(text(await home(pageCookie(patient.setCookie)))).toContain('Welcome back');
    await expect.poll(count).toBe(before + 1);
  });

  it('sends the app as usual without a cookie, with a forged one, after signing out, and on other hosts', async () => {
    const patient = await signInWithCookie(PATIENT);
    const cookie = pageCookie(patient.setCookie)!;
    const plain = async (res: Awaited<ReturnType<typeof home>>) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(text(res)).toBe(shell);
    };
    await plain(await home());
    await plain(await home(`${cookie.slice(0, -2)}xx`));
    const [name, value] = cookie.split('=');
    const [sessionId, signature] = value.split('.');
    await plain(await home(`${name}=00000000-0000-4000-8000-000000000000.${signature}`));
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await plain(await home(cookie, 'doctor.localhost:3000'));
    await plain(await home(cookie, 'medical.localhost:3000'));

    expect(text(await home(cookie))).toContain('Welcome back');
    await call(t.app, { method: 'POST', url: '/auth/logout', token: patient.accessToken, payload: {} });
    await plain(await home(cookie));
  });

  it('sends the app when drawing fails, and the page still loads', async () => {
    const patient = await signInWithCookie(PATIENT);
    await t.db.updateTable('users').set({ first_name: 'Broken' }).where('email', '=', PATIENT).execute();
    try {
      const res = await home(pageCookie(patient.setCookie));
      expect(res.statusCode).toBe(200);
      expect(text(res)).toBe(shell);
    } finally {
      await t.db.updateTable('users').set({ first_name: 'Pat' }).where('email', '=', PATIENT).execute();
    }
  });
});

describe('how the drawn page travels, and turning drawing off', () => {
  it('is gzipped for a client without brotli, and sent plain to one that accepts neither', async () => {
    const cookie = pageCookie((await signInWithCookie(PATIENT)).setCookie)!;
    const gzipped = await t.app.inject({ url: '/', headers: { host: 'patient.localhost:3000', 'accept-encoding': 'gzip', cookie } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('Welcome back, Pat');
    const plain = await t.app.inject({ url: '/', headers: { host: 'patient.localhost:3000', cookie } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Welcome back, Pat');
  });

  it('with FIRST_VIEW=false the instance sends the app even with a live cookie', async () => {
    const off = await createTestApp({ PUBLIC_DIR: publicDir, SSR_DIR: ssrDir, FIRST_VIEW: false, OTP_MAX_SENDS: 100 });
    try {
      const cookie = pageCookie((await signInWithCookie(PATIENT, off.app)).setCookie)!;
      expect(cookie).toBeDefined();
      const res = await off.app.inject({ url: '/', headers: { host: 'patient.localhost:3000', cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shell);
    } finally {
      await off.close();
    }
  });
});
