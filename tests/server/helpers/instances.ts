/**
 * server/main.ts in child processes for the multi-instance tests: each instance on its own port, all on one database.
 * `send` goes over real HTTP; undefined when the connection failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export type Reply = {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown> & { [key: string]: unknown }; message?: string; code?: string };
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

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
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_DIR: '/nonexistent',
        LOG_LEVEL: 'error',
        PHARMACY_POLL_SECONDS: '0',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    for (let i = 0; i < 900; i++) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited with ${child.exitCode} while starting`);
      const ready = await fetch(`${this.origin}/api/v1/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.name} was not ready within 90 seconds`);
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
