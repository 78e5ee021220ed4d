import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { operationsOf } from './helpers/openapi';

// Security headers: no API reply is cached (any of them may carry patient data), every HTML page has a strict CSP,
// and HSTS is sent in production only.

const PROD = {
  NODE_ENV: 'production',
  isProduction: true,
  JWT_SECRET: 'k3J9vQ2mX7pL4sT8wZ1cB6nR5yH0dF2g',
  SMTP_URL: 'smtp://127.0.0.1:9',
} as const;

/** A built web app in a temporary directory: the shell and the admin portal's build-time sign-in page. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  mkdirSync(join(dir, 'sign-in'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'sign-in', 'admin.html'), '<!doctype html><form></form>');
  return dir;
}

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  const publicDir = builtApp();
  t = await createTestApp({ PUBLIC_DIR: publicDir });
  prod = await createTestApp({ ...PROD, PUBLIC_DIR: publicDir });
});
afterAll(async () => {
  await t.close();
  await prod.close();
});

describe('Cache-Control on API replies', () => {
  it('is no-store on the reply of every documented operation, signed in as a patient, whatever the status', async () => {
    const { accessToken } = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
    const operations = await operationsOf(t.app);
    expect(operations.length).toBeGreaterThan(60);
    const statuses = new Set<number>();
    const cached: string[] = [];
    // Logout last: it ends the session the other calls use.
    const ordered = [...operations].sort((a, b) => Number(a.key === 'POST /auth/logout') - Number(b.key === 'POST /auth/logout'));
    for (const op of ordered) {
      const url = op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await call(t.app, {
        method: op.method as 'GET',
        url,
        token: accessToken,
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
      statuses.add(res.status);
      if (res.headers['cache-control'] !== 'no-store') cached.push(`${op.key}: ${res.status} ${String(res.headers['cache-control'])}`);
    }
    expect(cached).toEqual([]);
    // The sweep saw data and refusals alike.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 404]));
  });

  it('is no-store on an unknown API path and on an API reply in production', async () => {
    expect((await call(t.app, { method: 'GET', url: '/no-such-thing' })).headers['cache-control']).toBe('no-store');
    expect((await call(prod.app, { method: 'GET', url: '/health' })).headers['cache-control']).toBe('no-store');
  });
});

describe('HTML pages', () => {
  const pages = [
    ['/', 'localhost:3000'],
    ['/orders/123', 'admin.localhost:3000'],
    ['/sign-in', 'admin.localhost:3000'],
    ['/sign-in', 'patient.localhost:3000'],
  ] as const;

  it.each(pages)('%s on %s has a strict CSP, nosniff and no framing', async (url, host) => {
    const page = await t.app.inject({ url, headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('has HSTS and upgrade-insecure-requests in production, on pages and API replies', async () => {
    const page = await prod.app.inject({ url: '/sign-in', headers: { host: 'admin.localhost' } });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{7,}; includeSubDomains/);
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const api = await call(prod.app, { method: 'GET', url: '/health' });
    expect(api.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('has no HSTS outside production', async () => {
    expect((await call(t.app, { method: 'GET', url: '/health' })).headers['strict-transport-security']).toBeUndefined();
  });
});
