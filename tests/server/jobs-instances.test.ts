import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two API processes on one PostgreSQL database, both running the scheduled jobs every second or two: every time slot
 * of a job ran exactly once across the two, none failed, and stopping them (SIGTERM) leaves no pass half-run. Needs
 * TEST_POSTGRES_URL, a role that may create databases (`.ci/run` sets it; locally `eval "$(scripts/ci-postgres.sh)"`).
 * Without it this file is skipped, and says so.
 */
const ADMIN_URL = process.env.TEST_POSTGRES_URL;
const RUN_MS = 9_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** One API process with the job queue on: the test tick every second, the refund job every two. */
async function startApi(databaseUrl: string): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_DIR: '/nonexistent',
      LOG_LEVEL: 'error',
      JOBS_ENABLED: 'true',
      TEST_TICK_JOB_SECONDS: '1',
      REFUND_JOB_SECONDS: '2',
      PHARMACY_POLL_SECONDS: '0',
      MESSAGE_RETRY_JOB_SECONDS: '0',
      INVOICE_JOB_SECONDS: '0',
      AUTO_BILLING_JOB_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return { child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start within a minute');
}

describe.skipIf(!ADMIN_URL)('scheduled jobs across two instances on PostgreSQL (TEST_POSTGRES_URL)', () => {
  const name = `jobs_instances_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let db: pg.Client;
  let url: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(ADMIN_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
    db = new pg.Client({ connectionString: url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  }, 60_000);

  it('runs every slot of a job exactly once across both instances', async () => {
    // One after the other: the first migrates the empty database and installs the queue's schema.
    const first = await startApi(url);
    const second = await startApi(url);
    try {
      await new Promise((resolve) => setTimeout(resolve, RUN_MS));
    } finally {
      first.child.kill('SIGTERM');
      second.child.kill('SIGTERM');
      await Promise.all([first.exited, second.exited]);
    }

    const { rows } = await db.query<{ job: string; slot: Date; status: string; instance: string }>(
      `SELECT job, slot, status, instance FROM job_runs ORDER BY job, slot`,
    );
    // Stopping waited for the passes under way: none is left running, and none failed.
    expect(rows.filter((r) => r.status !== 'SUCCEEDED')).toEqual([]);
    for (const [job, seconds, atLeast] of [
      ['test tick', 1, 5],
      ['refund', 2, 2],
    ] as const) {
      const slots = rows.filter((r) => r.job === job).map((r) => r.slot.getTime());
      expect(slots.length, `${job} runs`).toBeGreaterThanOrEqual(atLeast);
      // Exactly once: no slot twice, and none skipped between the first and the last.
      expect(new Set(slots).size, `${job}: a slot ran twice`).toBe(slots.length);
      expect((slots.at(-1)! - slots[0]) / 1000 / seconds + 1, `${job}: a slot was skipped`).toBe(slots.length);
    }
    const instances = new Set(rows.map((r) => r.instance));
    console.info(`jobs across instances: ${rows.length} runs, by ${instances.size} instances`);
    expect(instances.size).toBe(2);
  }, 120_000);
});
