import { sql } from 'kysely';
import { auditedChange, noteRead, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { DEAD_LETTER_QUEUE } from '#server/platform/jobs/queue';

/**
 * The jobs' runs (job_runs, written by the queue) and pg-boss's dead letters, read for administrators: the overview's
 * read and each retry leave their audit row here.
 */

/** Runs of the last 24 hours per job: the newest run's start, status and error, how many ran and failed. */
export async function recentRuns(db: Db, names: string[]) {
  if (names.length === 0) return [];
  const { rows } = await sql<{
    job: string;
    last_run_at: Date | null;
    last_status: 'RUNNING' | 'SUCCEEDED' | 'FAILED' | null;
    last_error: string | null;
    runs: number;
    failures: number;
  }>`
    SELECT n.job, last.started_at AS last_run_at, last.status AS last_status, last.error AS last_error,
           (SELECT count(*)::int FROM job_runs r WHERE r.job = n.job AND r.started_at > now() - interval '1 day') AS runs,
           (SELECT count(*)::int FROM job_runs r WHERE r.job = n.job AND r.started_at > now() - interval '1 day' AND r.status = 'FAILED') AS failures
      FROM unnest(${names}::text[]) AS n(job)
      LEFT JOIN LATERAL (
        SELECT started_at, status, error FROM job_runs r WHERE r.job = n.job ORDER BY started_at DESC, id DESC LIMIT 1
      ) last ON true`.execute(db);
  return rows;
}

/** Whether the queue's tables exist (pg-boss creates them when the queue first starts). */
async function queueInstalled(db: Db) {
  const { rows } = await sql<{ installed: boolean }>`SELECT to_regclass('pgboss.job') IS NOT NULL AS installed`.execute(db);
  return rows[0]?.installed ?? false;
}

export type DeadLetterRow = { id: string; job: string; error: string | null; failed_at: Date };

/** Dead letters not retried yet, newest first (at most 100): pg-boss's dead-letter queue, read in place. */
async function deadLetters(db: Db): Promise<DeadLetterRow[]> {
  if (!(await queueInstalled(db))) return [];
  const { rows } = await sql<DeadLetterRow>`
    SELECT id, data->>'job' AS job, output->>'message' AS error, created_on AS failed_at
      FROM pgboss.job WHERE name = ${DEAD_LETTER_QUEUE} AND state = 'created'
     ORDER BY created_on DESC, id LIMIT 100`.execute(db);
  return rows;
}

/** The open dead letters, noted as the overview's LIST job read with how many there were. */
export async function openDeadLetters(ctx: Ctx): Promise<DeadLetterRow[]> {
  const rows = await deadLetters(ctx.db);
  await noteRead(ctx, { action: 'LIST', resourceType: 'job', details: { deadLetters: rows.length } });
  return rows;
}

/** One open dead letter, locked for its retry (inside the retry's transaction). */
export async function lockOpenDeadLetter(ctx: Ctx, id: string): Promise<DeadLetterRow | undefined> {
  const { db } = ctx;
  if (!(await queueInstalled(db))) return undefined;
  const { rows } = await sql<DeadLetterRow>`
    SELECT id, data->>'job' AS job, output->>'message' AS error, created_on AS failed_at
      FROM pgboss.job WHERE name = ${DEAD_LETTER_QUEUE} AND id = ${id}::uuid AND state = 'created'
       FOR UPDATE`.execute(db);
  return rows[0];
}

/**
 * A retried dead letter leaves the list: canceled in the queue, with who retried it in its output; and its RETRY row
 * naming the job.
 */
export const closeDeadLetter = (ctx: Ctx, id: string, job: string, retriedBy: string) =>
  auditedChange(
    ctx,
    (db) =>
      sql`
    UPDATE pgboss.job SET state = 'cancelled', completed_on = now(),
           output = coalesce(output, '{}'::jsonb) || jsonb_build_object('retriedBy', ${retriedBy}::text)
     WHERE name = ${DEAD_LETTER_QUEUE} AND id = ${id}::uuid`.execute(db),
    { action: 'RETRY', resourceType: 'job', resourceId: id, details: { job } },
  );
