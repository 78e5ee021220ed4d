import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_AFTER_PAINT_SCRIPT } from '#contracts/start-after-paint';
import { getPatient, listPatients } from '#server/modules/patients/patients.service';
import { audience, ctxOf, publicRoute } from '#server/platform/http/context';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';

const admins = audience(['SUPER_ADMIN'], ['test']);
const signedIn = audience('ANY', ['test']);

// Routes that exist only in this test, to exercise the platform's guards through HTTP.
function testRoutes(app: FastifyInstance) {
  app.get('/test/admins-only', admins('A secret for admins', {}), async () => ({ data: 'secret' }));
  // The patients module's own service, as a route adapter calls it: its policy decides who sees whom, and audits.
  app.get('/test/patients', signedIn('Patients the caller sees', {}), async (req) => {
    const { items } = await listPatients(ctxOf(req), { page: 1, limit: 100, sort: 'name:asc' });
    return { data: items.map((p) => p.email) };
  });
  app.get<{ Params: { id: string } }>('/test/patients/:id', signedIn('A patient the caller sees', {}), async (req) => ({
    data: (await getPatient(ctxOf(req), req.params.id)).id,
  }));
  app.get('/test/boom', publicRoute('a test of the 500 reply'), async () => {
    throw new Error('connection string postgres://user:secret@db/prod failed');
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, testRoutes);
});
afterAll(() => t.close());

describe('role guard', () => {
  it('answers 403 to a signed-in user of the wrong role and audits the refusal', async () => {
    const { accessToken } = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
    const res = await call(t.app, { method: 'GET', url: '/test/admins-only', token: accessToken });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to do this', code: 'FORBIDDEN' });
    const audit = await t.db.selectFrom('audit_logs').select(['outcome', 'resource_id']).where('action', '=', 'ACCESS').execute();
    expect(audit).toEqual([{ outcome: 'DENIED', resource_id: 'GET /api/v1/test/admins-only' }]);
  });

  it('lets the right role through and refuses no token with 401', async () => {
    const { accessToken } = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    expect((await call(t.app, { method: 'GET', url: '/test/admins-only', token: accessToken })).body).toEqual({ data: 'secret' });
    expect((await call(t.app, { method: 'GET', url: '/test/admins-only' })).status).toBe(401);
  });
});

describe('patient ownership scope', () => {
  it('shows each role only the patients it owns', async () => {
    const seen = async (email: string) => {
      const { accessToken } = await signIn(t.app, email, DEMO_PASSWORD, email === 'admin@demo.test' ? 'admin.localhost' : '127.0.0.1');
      return (await call(t.app, { method: 'GET', url: '/test/patients', token: accessToken })).body.data;
    };
    const everyone = (await t.db.selectFrom('patients').innerJoin('users', 'users.id', 'patients.user_id').select('users.email').execute())
      .map((r) => r.email)
      .sort();
    expect(everyone.length).toBeGreaterThan(1);
    expect(await seen('patient@demo.test')).toEqual(['patient@demo.test']);
    // The demo partner's patients (every seeded patient but Harbor Fitness Club's) are its doctor's too.
    const summit = (
      await t.db
        .selectFrom('patients')
        .innerJoin('users', 'users.id', 'patients.user_id')
        .innerJoin('partners', 'partners.id', 'patients.partner_id')
        .innerJoin('users as owner', 'owner.id', 'partners.user_id')
        .select('users.email')
        .where('owner.email', '=', 'partner@demo.test')
        .execute()
    )
      .map((r) => r.email)
      .sort();
    expect(summit.length).toBeLessThan(everyone.length);
    expect(((await seen('partner@demo.test')) as unknown as string[]).sort()).toEqual(summit);
    expect(((await seen('doctor@demo.test')) as unknown as string[]).sort()).toEqual(summit);
    expect(((await seen('admin@demo.test')) as unknown as string[]).sort()).toEqual(everyone);
    expect(await seen('medical@demo.test')).toEqual([]);
    expect(await seen('sales@demo.test')).toEqual([]);
  });

  it("answers 404 for another owner's patient, and audits the attempt", async () => {
    const patient = await t.db.selectFrom('patients').select('id').executeTakeFirstOrThrow();
    const { accessToken } = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    const res = await call(t.app, { method: 'GET', url: `/test/patients/${patient.id}`, token: accessToken });
    expect(res.status).toBe(404);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['outcome', 'resource_id'])
      .where('action', '=', 'READ')
      .where('resource_type', '=', 'patient')
      .execute();
    expect(audit).toEqual([{ outcome: 'DENIED', resource_id: patient.id }]);
  });
});

describe('errors and documents', () => {
  it('hides internals of a 500', async () => {
    const res = await call(t.app, { method: 'GET', url: '/test/boom' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await call(t.app, { method: 'GET', url: '/no/such/route' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Route GET /api/v1/no/such/route not found', code: 'NOT_FOUND' });
  });

  it('reports health with the database', async () => {
    expect((await call(t.app, { method: 'GET', url: '/health' })).body).toEqual({ data: { status: 'ok', db: 'ok' } });
  });

  it('publishes an OpenAPI document listing every auth call', async () => {
    const res = await call(t.app, { method: 'GET', url: '/openapi.json' });
    const paths = Object.keys((res.body as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/api/v1/auth/login',
      '/api/v1/auth/sign-up/sales-person',
      '/api/v1/auth/sign-up/patients',
      '/api/v1/auth/verify-otp',
      '/api/v1/auth/resend-otp',
      '/api/v1/auth/select-delegate-access',
      '/api/v1/auth/refresh-token',
      '/api/v1/auth/me',
      '/api/v1/auth/logout',
      '/api/v1/health',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.includes('/test/'))).toBe(true);
  });

  it('sends a strict CSP and no-store on API replies', async () => {
    const res = await call(t.app, { method: 'GET', url: '/health' });
    // Scripts from the app's own files, and one inline script: the build-time pages' starter, named by its hash.
    const starterHash = createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${starterHash}'`);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('production mode and the SPA', () => {
  it('has no dev outbox in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      isProduction: true,
      JWT_SECRET: 'prod-test-4f9c1e7a2b8d6053e1a9c7b2f4d8e6a0',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    try {
      expect((await call(prod.app, { method: 'GET', url: '/dev/outbox' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('serves index.html for client routes on any host, files as they are, and 404 for missing files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
    const web = await createTestApp({ PUBLIC_DIR: dir });
    try {
      const page = await web.app.inject({ url: '/orders/123', headers: { host: 'admin.localhost:3000' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      const unknownHost = await web.app.inject({ url: '/', headers: { host: 'unknown.localhost:3000' } });
      expect(unknownHost.body).toContain('<div id="root">');
      const asset = await web.app.inject({ url: '/assets/app-abc.js' });
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await web.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
