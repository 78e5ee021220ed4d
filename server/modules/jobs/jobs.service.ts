import type { JobsOverview, JobRetry } from '#contracts/jobs';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { conflict, notFound } from '#server/platform/errors';
import type { JobQueue } from '#server/platform/jobs/queue';
import * as repo from './jobs.repository';

/** The jobs this instance runs with their recent runs, and the dead letters; the read is audited. */
export async function overview(ctx: Ctx, queue: JobQueue): Promise<JobsOverview> {
  const known = queue.list();
  const runs = new Map(
    (
      await repo.recentRuns(
        ctx.db,
        known.map((j) => j.name),
      )
    ).map((r) => [r.job, r]),
  );
  const deadLetters = await repo.openDeadLetters(ctx);
  return {
    jobs: known.map(({ name, seconds }) => {
      const run = runs.get(name);
      return {
        name,
        everySeconds: seconds,
        lastRunAt: run?.last_run_at ? new Date(run.last_run_at).toISOString() : null,
        lastStatus: run?.last_status ?? null,
        lastError: run?.last_error ?? null,
        runsLastDay: run?.runs ?? 0,
        failuresLastDay: run?.failures ?? 0,
      };
    }),
    deadLetters: deadLetters.map((d) => ({ id: d.id, job: d.job, error: d.error, failedAt: new Date(d.failed_at).toISOString() })),
  };
}

/**
 * Queues a dead letter's job again for a pass now (with its retries) and takes the dead letter off the list, in one
 * transaction with its audit row. 404: no such open dead letter; 409: this instance does not run that job.
 */
export async function retryDeadLetter(ctx: Ctx, queue: JobQueue, id: string): Promise<JobRetry> {
  const admin = userOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const letter = await repo.lockOpenDeadLetter(tx, id);
    if (!letter) throw notFound('No dead letter with this id is waiting for a retry');
    if (!(await queue.requeue(tx.db, letter.job))) throw conflict(`The job "${letter.job}" is not running on this server`);
    await repo.closeDeadLetter(tx, id, letter.job, admin.userId);
    return { id, job: letter.job };
  });
}
