/**
 * Graceful shutdown of server/main.ts, in a child process: on SIGTERM GET /ready answers 503 during the drain while the
 * instance still serves, then new connections are refused, a request in flight (its body still arriving) completes
 * with 200, and the process exits 0. A request still unfinished after SHUTDOWN_TIMEOUT_SECONDS: the process exits 1.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../bench/server-process';
import { DEMO_PASSWORD } from './helpers/app';

/** server/main.ts on an in-memory database with `env`, once ready; `base` is its API's URL. */
async function startServer(env: Record<string, string>) {
  const server = await startServerProcess('the server', await freePort(), { DATABASE_URL: 'memory://', ...env });
  return { ...server, base: `${server.origin}/api/v1` };
}

/** A sign-in whose body arrives in two parts: the request is in flight until `finish()` sends the rest. */
function slowSignIn(port: number) {
  const body = JSON.stringify({ email: 'patient@demo.test', password: DEMO_PASSWORD });
  const half = Math.floor(body.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  reply.catch(() => undefined);
  req.write(body.slice(0, half));
  return { reply, finish: () => req.end(body.slice(half)) };
}

/** Whether a new connection is refused (the instance stopped listening). */
const refused = (base: string) =>
  fetch(`${base}/health`, { headers: { connection: 'close' } }).then(
    () => false,
    () => true,
  );

describe('graceful shutdown', () => {
  it('drains, refuses new connections, finishes the request in flight, and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: '2', SHUTDOWN_TIMEOUT_SECONDS: '20' });
    try {
      expect((await fetch(`${server.base}/ready`)).status).toBe(200);
      const inFlight = slowSignIn(server.port);
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');

      // The drain: not ready for the load balancer, still alive and serving.
      await expect.poll(async () => (await fetch(`${server.base}/ready`)).status, { timeout: 1500, interval: 50 }).toBe(503);
      const ready = await fetch(`${server.base}/ready`);
      expect(await ready.json()).toEqual({ message: 'Shutting down', code: 'NOT_READY' });
      expect((await fetch(`${server.base}/health`)).status).toBe(200);

      // Then it stops listening, but waits for the sign-in whose body is still arriving.
      await expect.poll(() => refused(server.base), { timeout: 10_000, interval: 100 }).toBe(true);
      expect(server.child.exitCode).toBeNull();
      inFlight.finish();
      const reply = await inFlight.reply;
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toMatchObject({ data: { otpRequired: true, email: 'patient@demo.test' } });
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 90_000);

  it('exits 1 when a request is still unfinished after the shutdown timeout', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: '1' });
    try {
      const stuck = slowSignIn(server.port);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(10_000);
      await expect(stuck.reply).rejects.toThrow();
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 90_000);
});
