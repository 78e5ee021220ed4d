import { z } from 'zod';
import { envelope } from './common';

// Scheduled jobs, seen by super admins (GET /super-admin/jobs, POST /super-admin/jobs/{id}/retry).

export const JOB_RUN_STATUSES = ['RUNNING', 'SUCCEEDED', 'FAILED'] as const;

/** One job: how often it runs here (0: off) and its recent runs (the last 24 hours). */
export const jobSummarySchema = z.object({
  name: z.string(),
  everySeconds: z.number().int(),
  lastRunAt: z.iso.datetime().nullable(),
  lastStatus: z.enum(JOB_RUN_STATUSES).nullable(),
  lastError: z.string().nullable(),
  runsLastDay: z.number().int(),
  failuresLastDay: z.number().int(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** A pass that failed every retry, kept until an admin retries it. */
export const deadLetterSchema = z.object({
  id: z.uuid(),
  job: z.string(),
  error: z.string().nullable(),
  failedAt: z.iso.datetime(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;

export const jobsOverviewSchema = z.object({ jobs: z.array(jobSummarySchema), deadLetters: z.array(deadLetterSchema) });
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
export const jobsOverviewReplySchema = envelope(jobsOverviewSchema);

export const jobRetryReplySchema = envelope(z.object({ id: z.uuid(), job: z.string() }));
export type JobRetry = z.infer<typeof jobRetryReplySchema>['data'];
