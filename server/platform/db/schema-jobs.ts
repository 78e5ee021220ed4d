import type { ColumnType, Generated } from 'kysely';

/** One attempt of a scheduled job's pass (migration 0037), written by the job queue. */
export interface JobRunsTable {
  id: Generated<string>;
  job: string;
  /** The queue's job id (pg-boss): every attempt of one queued pass shares it. */
  queue_job_id: string | null;
  /** The start of the time slot the pass belongs to. */
  slot: Date | null;
  attempt: number;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  counts: ColumnType<Record<string, number> | null, string | null, string | null>;
  error: string | null;
  /** Which server process ran it (host name and process id). */
  instance: string;
  started_at: ColumnType<Date, Date | string | undefined, never>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
