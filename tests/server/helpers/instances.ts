/**
 * server/main.ts in child processes for the multi-instance tests: each instance on its own port, all on one database.
 * `send` goes over real HTTP.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort, startServerProcess } from '../../../bench/server-process';
import { DEMO_PASSWORD } from '#server/platform/db/seed';
import { throwawayDatabase, type ThrowawayDatabase } from './postgres';

export { freePort };

export type Reply = {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown> & { [key: string]: unknown }; message?: string; code?: string };
};

export class Instance {
  child?: ChildProcess;
  exited?: Promise<number | null>;
  constructor(
    readonly name: string,
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    const started = await startServerProcess(this.name, this.port, this.env);
    this.child = started.child;
    this.exited = started.exited;
  }

  /** kill -9: the process is gone at once, whatever it was doing. */
  async kill() {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  async stop() {
    if (!this.child || this.child.exitCode !== null) return this.child?.exitCode ?? null;
    this.child.kill('SIGTERM');
    return this.exited;
  }

  /** A JSON call under /api/v1 (or an absolute path starting with /api/). */
  async send(method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    const url = path.startsWith('/api/') ? `${this.origin}${path}` : `${this.origin}/api/v1${path}`;
    const res = await fetch(url, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Reply['body']) : {} } satisfies Reply;
  }
}

/** The newest sign-in code sent to `email`, read from `instance`'s dev outbox. */
export async function outboxCode(instance: Instance, email: string) {
  const { body } = await instance.send('GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const code = /\b(\d{6})\b/.exec((body.data as unknown as { body: string }[])[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

/** Password on `instance`, then the code from the dev outbox (read on `codeFrom`, by default the same instance): the session. */
export async function signIn(instance: Instance, email: string, { password = DEMO_PASSWORD, codeFrom = instance } = {}) {
  expect((await instance.send('POST', '/auth/login', { body: { email, password } })).status).toBe(200);
  const verified = await instance.send('POST', '/auth/verify-otp', { body: { email, code: await outboxCode(codeFrom, email) } });
  expect(verified.status).toBe(200);
  return verified.body.data as { accessToken: string; refreshToken: string; user: { id: string } };
}

/**
 * Inside a describe: instances A and B on a throwaway PostgreSQL database (TEST_POSTGRES_URL), each with `env`.
 * Before the tests A starts, migrating and seeding (as `npm run migrate` on a deploy), then B, which only serves;
 * after them both stop and the database is dropped.
 */
export function twoInstances(prefix: string, env: Record<string, string> = {}) {
  const running = {} as { a: Instance; b: Instance; database: ThrowawayDatabase };
  beforeAll(async () => {
    running.database = await throwawayDatabase(prefix);
    running.a = new Instance('A', await freePort(), { DATABASE_URL: running.database.url, ...env });
    running.b = new Instance('B', await freePort(), { DATABASE_URL: running.database.url, ...env, MIGRATE_ON_START: 'false' });
    await running.a.start();
    await running.b.start();
  }, 240_000);
  afterAll(async () => {
    await Promise.all([running.a?.stop(), running.b?.stop()]);
    await running.database?.drop();
  }, 60_000);
  return running;
}
