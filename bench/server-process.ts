/**
 * server/main.ts in a child process on loopback, for the two-instance bench and the server tests that need a real
 * process (tests/server/helpers/instances.ts, shutdown.test.ts): test settings, no static files, no pharmacy polling.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on at the moment. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export type ServerProcess = { child: ChildProcess; exited: Promise<number | null>; port: number; origin: string };

/**
 * Starts server/main.ts on `port` with `env` over the test settings; resolves once GET /api/v1/ready answers 2xx.
 * Throws when the process exits while starting, or is not ready within two minutes.
 */
export async function startServerProcess(name: string, port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_DIR: '/nonexistent',
      LOG_LEVEL: 'error',
      PHARMACY_POLL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting`);
    const ready = await fetch(`${origin}/api/v1/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, exited, port, origin };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} was not ready within two minutes`);
}
