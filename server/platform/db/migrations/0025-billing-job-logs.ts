import { type Kysely, sql } from 'kysely';

/**
 * One row per auto-billing run: when it ran, how many open invoices of auto-billed partners it tried, paid and could
 * not pay, the total charged (integer cents), and why each failure failed. Written by the job, read by administrators.
 */
export async function upBillingJobLogs(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE billing_job_logs (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    started_at timestamptz NOT NULL,
    finished_at timestamptz NOT NULL,
    invoices_attempted integer NOT NULL,
    invoices_paid integer NOT NULL,
    invoices_failed integer NOT NULL,
    charged_cents bigint NOT NULL,
    failures jsonb NOT NULL DEFAULT '[]'
  )`.execute(db);
  await sql`CREATE INDEX billing_job_logs_started_idx ON billing_job_logs (started_at DESC, id)`.execute(db);
}

export async function downBillingJobLogs(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE billing_job_logs`.execute(db);
}
