import type { DeadLetter, JobRetry, JobSummary, JobsOverview } from '@contracts/jobs';
import { mockApi, type Answer } from './http';

// The super admin's scheduled jobs: each job's last run and the dead letters (GET /super-admin/jobs, POST .../retry).

export const DEAD_LETTER_ID = '77777777-7777-4777-8777-777777777701';

export const jobSummary = (overrides: Partial<JobSummary> = {}): JobSummary => ({
  name: 'refund',
  everySeconds: 30,
  lastRunAt: '2026-11-25T10:00:00.000Z',
  lastStatus: 'SUCCEEDED',
  lastError: null,
  runsLastDay: 2880,
  failuresLastDay: 0,
  ...overrides,
});

export const deadLetter = (overrides: Partial<DeadLetter> = {}): DeadLetter => ({
  id: DEAD_LETTER_ID,
  job: 'auto-billing',
  error: 'The payment processor did not answer',
  failedAt: '2026-11-25T06:00:00.000Z',
  ...overrides,
});

export const jobsOverview = (overrides: Partial<JobsOverview> = {}): JobsOverview => ({
  jobs: [
    jobSummary(),
    jobSummary({
      name: 'auto-billing',
      everySeconds: 21600,
      lastStatus: 'FAILED',
      lastError: 'The payment processor did not answer',
      failuresLastDay: 4,
    }),
    jobSummary({ name: 'pharmacy status', everySeconds: 0, lastRunAt: null, lastStatus: null, runsLastDay: 0 }),
  ],
  deadLetters: [deadLetter()],
  ...overrides,
});

export const mockJobs = (answer: Answer<JobsOverview> = jobsOverview()) => mockApi('get', '/super-admin/jobs', answer);
export const mockRetryJob = (answer: Answer<JobRetry> = (call) => ({ id: String(call.params.id), job: 'auto-billing' })) =>
  mockApi('post', '/super-admin/jobs/:id/retry', answer, { message: 'Job queued again' });
