/**
 * The drain of a graceful shutdown (server/main.ts sets `lifecycle.shuttingDown` on SIGTERM): GET /ready answers 503
 * so that the proxy takes the instance out, while every other request is still served normally, each reply with
 * `Connection: close` so that the client's next request opens a connection elsewhere. On a real socket: a kept-alive
 * connection is closed by the server after its reply, and closing the app closes the idle ones at once.
 */
import { request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { call, createTestApp, patientTestApp, testSuite } from './helpers/app';

const suite = testSuite(patientTestApp);

/** A GET over a real socket through `agent`; the reply's status, Connection header, and whether the socket then closed. */
function get(port: number, agent: Agent, path: string) {
  return new Promise<{ status: number; connection: string | undefined; closed: Promise<boolean> }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      const socket = res.socket;
      const closed = new Promise<boolean>((done) => {
        socket.once('close', () => done(true));
        setTimeout(() => done(false), 1500);
      });
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, closed }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the drain', () => {
  it('answers /ready 503 and serves everything else normally, each reply with Connection: close', async () => {
    expect((await call(suite.t.app, { method: 'GET', url: '/ready' })).status).toBe(200);
    const before = await call(suite.t.app, { method: 'GET', url: '/patient/profile', token: suite.token });
    expect(before.headers.connection).toBe('keep-alive');

    suite.t.app.lifecycle.shuttingDown = true;
    try {
      const ready = await call(suite.t.app, { method: 'GET', url: '/ready' });
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ message: 'Shutting down', code: 'NOT_READY' });
      for (const url of ['/health', '/patient/profile']) {
        const reply = await call(suite.t.app, { method: 'GET', url, token: suite.token });
        expect([url, reply.status, reply.headers.connection]).toEqual([url, 200, 'close']);
      }
      const write = await call(suite.t.app, {
        method: 'POST',
        url: '/activities',
        token: suite.token,
        payload: { activityType: 'WALKING', name: 'Walk during the drain', duration: 20, date: '2026-11-20' },
      });
      expect([write.status, write.headers.connection]).toEqual([201, 'close']);
    } finally {
      suite.t.app.lifecycle.shuttingDown = false;
    }
  });

  it('closes a kept-alive connection after its reply during the drain, and idle ones when the app closes', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = own.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Before the drain the connection stays open for the next request.
      const kept = await get(port, agent, '/api/v1/health');
      expect([kept.status, kept.connection]).toEqual([200, 'keep-alive']);
      expect(await kept.closed).toBe(false);

      own.app.lifecycle.shuttingDown = true;
      const drained = await get(port, agent, '/api/v1/health');
      expect([drained.status, drained.connection]).toEqual([200, 'close']);
      expect(await drained.closed).toBe(true);

      // An idle keep-alive connection does not hold the close up: it is closed at once.
      own.app.lifecycle.shuttingDown = false;
      const idle = await get(port, agent, '/api/v1/health');
      const started = Date.now();
      await own.app.close();
      expect(await idle.closed).toBe(true);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      agent.destroy();
      await own.close();
    }
  });
});
