import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobsOverview } from '#contracts/jobs';
import { startRepeatingJob } from '#server/jobs/schedule';
import { call, createTestApp, type TestApp } from './helpers/app';
import { adminToken, otherRoleTokens } from './helpers/admin-partners';

/**
 * The job queue (pg-boss) on in-memory PGlite: a scheduled pass runs and leaves its run, a failing one is retried and
 * then dead-lettered, the admin sees both and retries the dead letter, which runs again. Other roles get 403.
 */
const waitFor = async <T>(what: string, check: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

type Overview = JobsOverview;

describe('scheduled jobs on the queue', () => {
  let t: TestApp;
  let admin: string;
  let fails = true;
  let failingRuns = 0;

  beforeAll(async () => {
    t = await createTestApp({
      JOBS_ENABLED: true,
      TEST_TICK_JOB_SECONDS: 1,
      JOB_RETRY_LIMIT: 2,
      JOB_RETRY_DELAY_SECONDS: 0,
      REFUND_JOB_SECONDS: 0,
      MESSAGE_RETRY_JOB_SECONDS: 0,
      INVOICE_JOB_SECONDS: 0,
      AUTO_BILLING_JOB_SECONDS: 0,
      AUDIT_PARTITION_JOB_SECONDS: 0,
      AUDIT_COUNT_JOB_SECONDS: 0,
      OUTCOME_SUMMARY_JOB_SECONDS: 0,
      REACH_COUNT_JOB_SECONDS: 0,
    });
    startRepeatingJob(t.app, 'always failing', 1, async () => {
      failingRuns += 1;
      if (fails) throw new Error('The test pass failed on purpose');
      return { done: 1 };
    });
    admin = await adminToken(t);
  }, 60_000);
  afterAll(async () => t?.close());

  const overview = async () => {
    const res = await call(t.app, { method: 'GET', url: '/super-admin/jobs', token: admin });
    expect(res.status).toBe(200);
    return res.body.data as unknown as Overview;
  };

  it('runs a pass once per slot and records it', async () => {
    const runs = await waitFor('two test tick runs', async () => {
      const rows = await t.db.selectFrom('job_runs').selectAll().where('job', '=', 'test tick').where('status', '=', 'SUCCEEDED').execute();
      return rows.length >= 2 && rows;
    });
    const slots = runs.map((r) => r.slot?.toISOString());
    expect(new Set(slots).size).toBe(slots.length);
    expect(runs[0]).toMatchObject({ attempt: 1, error: null });
  }, 30_000);

  it('retries a failing pass, then keeps it as a dead letter the admin sees with its error', async () => {
    const letter = await waitFor('a dead letter', async () => (await overview()).deadLetters.find((d) => d.job === 'always failing'));
    expect(letter.error).toBe('The test pass failed on purpose');
    // The dead-lettered pass was tried three times: once and two retries, each a FAILED run.
    const attempts = await t.db
      .selectFrom('job_runs')
      .select(['attempt', 'status'])
      .where('job', '=', 'always failing')
      .orderBy('started_at')
      .execute();
    expect(attempts.slice(0, 3)).toEqual([
      { attempt: 1, status: 'FAILED' },
      { attempt: 2, status: 'FAILED' },
      { attempt: 3, status: 'FAILED' },
    ]);
    const { jobs } = await overview();
    expect(jobs.find((j) => j.name === 'always failing')).toMatchObject({
      everySeconds: 1,
      lastStatus: 'FAILED',
      lastError: 'The test pass failed on purpose',
    });
    expect(jobs.find((j) => j.name === 'test tick')).toMatchObject({ lastStatus: 'SUCCEEDED', failuresLastDay: 0 });
    expect(jobs.find((j) => j.name === 'refund')).toMatchObject({ everySeconds: 0, runsLastDay: 0 });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'resource_type', 'outcome'])
      .where('resource_type', '=', 'job')
      .execute();
    expect(audit).toContainEqual({ action: 'LIST', resource_type: 'job', outcome: 'SUCCESS' });
  }, 30_000);

  it('re-queues a dead letter on retry: it leaves the list, runs again, and the retry is audited', async () => {
    fails = false;
    const letter = (await overview()).deadLetters.find((d) => d.job === 'always failing')!;
    const before = failingRuns;
    const res = await call(t.app, { method: 'POST', url: `/super-admin/jobs/${letter.id}/retry`, token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: letter.id, job: 'always failing' });
    expect((await overview()).deadLetters.map((d) => d.id)).not.toContain(letter.id);
    await waitFor('the retried pass', async () => failingRuns > before);
    const row = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'resource_id', 'details'])
      .where('resource_type', '=', 'job')
      .where('action', '=', 'RETRY')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ resource_id: letter.id, details: { job: 'always failing' } });
    // A dead letter retried already, or an id that is none: 404, nothing queued.
    expect((await call(t.app, { method: 'POST', url: `/super-admin/jobs/${letter.id}/retry`, token: admin })).status).toBe(404);
  }, 30_000);

  it('answers 403 to every other role, and 400 to an id that is not one', async () => {
    for (const [role, token] of Object.entries(await otherRoleTokens(t))) {
      expect((await call(t.app, { method: 'GET', url: '/super-admin/jobs', token })).status, role).toBe(403);
      const retry = await call(t.app, { method: 'POST', url: '/super-admin/jobs/00000000-0000-4000-8000-000000000001/retry', token });
      expect(retry.status, role).toBe(403);
    }
    expect((await call(t.app, { method: 'POST', url: '/super-admin/jobs/nope/retry', token: admin })).status).toBe(400);
  }, 60_000);

  it('closing the app waits for the pass under way', async () => {
    let finished = false;
    startRepeatingJob(t.app, 'slow', 1, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      finished = true;
      return {};
    });
    await waitFor('the slow pass to start', async () =>
      t.db.selectFrom('job_runs').select('id').where('job', '=', 'slow').executeTakeFirst(),
    );
    await t.app.close();
    expect(finished).toBe(true);
    const run = await t.db.selectFrom('job_runs').select('status').where('job', '=', 'slow').executeTakeFirstOrThrow();
    expect(run.status).toBe('SUCCEEDED');
  }, 30_000);
});

describe('scheduled jobs off (the default under NODE_ENV=test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  it('runs nothing and installs no queue; the admin sees every job off and no dead letters', async () => {
    expect(t.config.JOBS_ENABLED).toBe(false);
    const res = await call(t.app, { method: 'GET', url: '/super-admin/jobs', token: await adminToken(t) });
    expect(res.status).toBe(200);
    const data = res.body.data as unknown as Overview;
    expect(data.deadLetters).toEqual([]);
    expect(data.jobs.map((j) => j.name).sort()).toEqual([
      'audit log hourly counts',
      'audit log partitions',
      'auto-billing',
      'care renewal tasks',
      'idempotency keys',
      'invoice generation',
      'ledger check',
      'message retry',
      'outcome summaries',
      'pharmacy status',
      'reach counts',
      'refund',
    ]);
    expect(data.jobs.every((j) => j.everySeconds === 0 && j.lastRunAt === null)).toBe(true);
    expect(await t.db.selectFrom('job_runs').select('id').execute()).toEqual([]);
  });
});
