import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/platform/config';
import { loggableError } from '#server/platform/http/error-handler';
import { createTestApp, DEMO_PASSWORD } from './helpers/app';
import { onPostgres } from './helpers/postgres';

// A server started with NODE_ENV=production: what it refuses to start without, and what it does differently.
// The third block starts the real server (server/main.ts) in a child process and talks to it over HTTP; the last
// checks what the log keeps of a database error.

const STRONG_SECRET = 'k3J9vQ2mX7pL4sT8wZ1cB6nR5yH0dF2g';
const prod = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, SMTP_URL: 'smtp://mail.example.test:587', ...env });

describe('production settings', () => {
  it('refuses to start without a JWT_SECRET, or with a short or weak one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test:587' })).toThrow(/JWT_SECRET must be set/);
    expect(() => prod({ JWT_SECRET: 'too-short-0123456789' })).toThrow(/at least 32 characters/);
    for (const weak of [
      'p'.repeat(40),
      'abcdabcdabcdabcdabcdabcdabcdabcd',
      'please-change-me-before-going-live-0123',
      'my-jwt-secret-for-production-2026-x',
    ]) {
      expect(() => prod({ JWT_SECRET: weak }), weak).toThrow(/JWT_SECRET is too weak/);
    }
    expect(prod().JWT_SECRET).toBe(STRONG_SECRET);
  });

  it('takes an empty variable as an unset one (compose passes `${STRIPE_SECRET_KEY:-}`)', () => {
    const config = prod({ STRIPE_SECRET_KEY: '', S3_BUCKET: '' });
    expect([config.STRIPE_SECRET_KEY, config.S3_BUCKET]).toEqual([undefined, undefined]);
    expect(() => prod({ STRIPE_SECRET_KEY: 'pk_live_wrong' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('refuses to start without a real mail provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET })).toThrow(/SMTP_URL must be set in production/);
  });

  it('seeds the demo accounts only when asked in production, by default elsewhere', () => {
    expect(prod().DEMO_SEED).toBe(false);
    expect(prod({ DEMO_SEED: 'true' }).DEMO_SEED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).DEMO_SEED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_SEED: 'false' }).DEMO_SEED).toBe(false);
  });
});

/** server/main.ts in a child process; resolves with its port once it listens. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: 'memory://', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}

describe('a production server, started', () => {
  it('exits at once, saying why, without a JWT_SECRET', async () => {
    const server = startServer({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/JWT_SECRET must be set in production/);
  }, 60_000);

  const patient = { firstName: 'Zelda', lastName: 'Quillfeather', email: 'zelda.quill@example.test', phoneNumber: '+12025550142' };
  let server: ReturnType<typeof startServer>;
  let base = '';
  beforeAll(async () => {
    server = startServer({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      // A closed port: the code e-mail fails, which is all these tests need of it.
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'prod-')),
      PUBLIC_DIR: '/nonexistent',
      PHARMACY_POLL_SECONDS: '0',
    });
    base = `http://127.0.0.1:${await server.listening}`;
  }, 60_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('sends HSTS and has no dev outbox', async () => {
    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect((await fetch(`${base}/api/v1/dev/outbox`)).status).toBe(404);
  });

  it('has no demo accounts unless asked', async () => {
    const res = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(401);
    expect(server.output()).not.toContain('Seeded demo data');
  });

  it('logs requests without the email or name they carry in body, query or path', async () => {
    const query = `email=${encodeURIComponent(patient.email)}&name=${patient.lastName}`;
    await fetch(`${base}/api/v1/auth/sign-up/patients?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...patient, password: 'long-enough-password' }),
    });
    await fetch(`${base}/api/v1/auth/login?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: patient.email, password: 'wrong' }),
    });
    await fetch(`${base}/api/v1/health?${query}`);
    await fetch(`${base}/api/v1/no-such-route/${patient.email}/${patient.lastName}?${query}`);
    await fetch(`${base}/patients/${patient.firstName}-${patient.lastName}?${query}`);
    const before = server.output().length;
    await fetch(`${base}/api/v1/health`);
    await expect.poll(() => server.output().length, { timeout: 5000 }).toBeGreaterThan(before);

    const log = server.output();
    expect(log).toMatch(/"route":"\/api\/v1\/auth\/sign-up\/patients"/);
    expect(log).toContain('"route":"(no route)"');
    for (const value of [patient.email, 'zelda.quill', patient.firstName, patient.lastName, patient.phoneNumber]) {
      expect(log.toLowerCase()).not.toContain(value.toLowerCase());
    }
  });
});

describe('errors in the log', () => {
  it('keeps the codes of a database error, not the row or value it quotes', async () => {
    const t = await createTestApp();
    try {
      const email = 'zelda.quill@example.test';
      const failures = await Promise.all(
        [
          // A check violation quotes the whole row; a unique violation the key; a bad uuid its text.
          t.db
            .insertInto('auth_attempts')
            .values({ kind: 'BOGUS' as never, key: email })
            .execute(),
          t.db.updateTable('users').set({ email: 'patient@demo.test' }).where('email', '=', 'doctor@demo.test').execute(),
          t.db.selectFrom('users').select('id').where('id', '=', email).execute(),
        ].map((query) =>
          query.then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      );
      expect(failures.map((e) => JSON.stringify(e))).toEqual([
        expect.stringContaining(email),
        expect.stringContaining('patient@demo.test'),
        // A PostgreSQL server hides a bad parameter's text ('...', log_parameter_max_length_on_error=0); PGlite quotes it.
        expect.stringContaining(onPostgres() ? "parameter $1 = '...'" : email),
      ]);
      const logged = failures.map((e) => JSON.stringify(loggableError(e)));
      expect(logged).toEqual([
        expect.stringContaining('"code":"23514"'),
        expect.stringContaining('"code":"23505"'),
        expect.stringContaining('"code":"22P02"'),
      ]);
      for (const line of logged) expect(line).not.toMatch(/zelda|patient@demo/);
      const other = new Error('not a database error');
      expect(loggableError(other)).toBe(other);
    } finally {
      await t.close();
    }
  });
});
