import { type Kysely, sql } from 'kysely';

/**
 * Scheduled jobs (README, "Scheduled jobs"): one row per attempt of a pass, written by the job queue
 * (server/platform/jobs/queue.ts) for the admin's view of the jobs and kept 14 days. The queue itself (pg-boss)
 * keeps its own tables in the `pgboss` schema, which it creates and upgrades when it starts.
 * `slot`: the start of the time slot the run belongs to (a job runs once per slot across instances).
 */
export async function upJobs(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE job_runs (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    job text NOT NULL CHECK (length(job) BETWEEN 1 AND 100),
    queue_job_id uuid,
    slot timestamptz,
    attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1),
    status text NOT NULL CHECK (status IN ('RUNNING', 'SUCCEEDED', 'FAILED')),
    counts jsonb,
    error text,
    instance text NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX job_runs_job_started_idx ON job_runs (job, started_at DESC, id)`.execute(db);
}

export async function downJobs(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE job_runs`.execute(db);
}
