import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, Instance } from './helpers/instances';

/**
 * Two API processes on one PostgreSQL database, both running the scheduled jobs every second or two: every time slot
 * of a job ran exactly once across the two, none failed, and stopping them (SIGTERM) leaves no pass half-run. Needs
 * TEST_POSTGRES_URL, a role that may create databases (`.ci/run` sets it; locally `eval "$(scripts/ci-postgres.sh)"`).
 * Without it this file is skipped, and says so.
 */
const ADMIN_URL = process.env.TEST_POSTGRES_URL;
const RUN_MS = 9_000;

/** One API process with the job queue on: the test tick every second, the refund job every two. */
async function startApi(databaseUrl: string, name: string): Promise<Instance> {
  const instance = new Instance(name, await freePort(), {
    DATABASE_URL: databaseUrl,
    JOBS_ENABLED: 'true',
    TEST_TICK_JOB_SECONDS: '1',
    REFUND_JOB_SECONDS: '2',
    MESSAGE_RETRY_JOB_SECONDS: '0',
    INVOICE_JOB_SECONDS: '0',
    AUTO_BILLING_JOB_SECONDS: '0',
    AUDIT_PARTITION_JOB_SECONDS: '0',
    AUDIT_COUNT_JOB_SECONDS: '0',
    OUTCOME_SUMMARY_JOB_SECONDS: '0',
    REACH_COUNT_JOB_SECONDS: '0',
  });
  await instance.start();
  return instance;
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
    const first = await startApi(url, 'first');
    const second = await startApi(url, 'second');
    try {
      await new Promise((resolve) => setTimeout(resolve, RUN_MS));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
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
