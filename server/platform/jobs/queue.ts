import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import type { Db } from '#server/platform/db/client';

/** One pass of a job: the counts it reports (logged when any is not zero). */
export type JobPass = () => Promise<Record<string, number> | void>;

/** Where a final failure of any job is kept for an administrator (a pg-boss queue with no worker). */
export const DEAD_LETTER_QUEUE = 'dead-letters';

/** How long closing waits for a pass under way before giving up on it (the queue retries it later). */
const STOP_TIMEOUT_MS = 20_000;

/** How long runs are kept in `job_runs`. */
const KEEP_RUNS_DAYS = 14;

type Job = { name: string; queue: string; seconds: number; pass: JobPass; timer?: NodeJS.Timeout; workerId?: string };

export type JobQueueOptions = { enabled: boolean; retryLimit: number; retryDelaySeconds: number };

/** `pharmacy status` -> `job-pharmacy-status`: pg-boss queue names take letters, digits and dashes. */
const queueOf = (name: string) => `job-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * pg-boss's connection: every statement through Kysely, so that on PGlite (one connection) it waits its turn like
 * any other query, and on PostgreSQL it shares the pool. pg-boss sends its schema changes and maintenance as one
 * `BEGIN; ...; COMMIT;` text: PGlite runs that through its simple protocol, and a failed one is rolled back on the
 * same connection before it goes back to the pool.
 */
export function bossDb(db: Db) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const block = values.length === 0 && /^\s*BEGIN\s*;/i.test(text);
      // Inside a transaction (a dead letter's retry): its own connection.
      if (db.isTransaction) {
        const result = await db.executeQuery(CompiledQuery.raw(text, values));
        return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? result.rows.length) };
      }
      return db.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery(CompiledQuery.raw(text, values));
          return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? result.rows.length) };
        } catch (error) {
          if (block) await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

/**
 * Scheduled work on a PostgreSQL-backed queue (pg-boss), the same on PGlite and on a PostgreSQL server. Each job runs
 * once per time slot of `seconds` across every instance: each instance offers the slot's pass with a singleton key,
 * the database keeps one, and one worker takes it under SKIP LOCKED. A failing pass is retried with backoff, then
 * copied to the dead-letter queue. Every attempt is a `job_runs` row.
 */
export class JobQueue {
  private readonly registered = new Map<string, Job>();
  private readonly running = new Set<Promise<unknown>>();
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private stopped = false;
  private readonly instance = `${hostname()}:${process.pid}`;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {}

  /** The jobs this instance knows, with their interval (0: off, or the queue is off). */
  list(): { name: string; seconds: number }[] {
    return [...this.registered.values()].map(({ name, seconds }) => ({ name, seconds: this.options.enabled ? seconds : 0 }));
  }

  /** Registers a job; it starts with the queue (or at once if the queue runs). Returns the function that stops it. */
  add(name: string, seconds: number, pass: JobPass): () => Promise<void> {
    const job: Job = { name, queue: queueOf(name), seconds, pass };
    this.registered.set(name, job);
    if (this.boss && seconds > 0) void this.startJob(job).catch((err: unknown) => this.log.error({ err }, `${name} job did not start`));
    return async () => {
      clearTimeout(job.timer);
      job.seconds = 0;
      if (this.boss && job.workerId) await this.boss.offWork({ id: job.workerId });
    };
  }

  /** Starts pg-boss and every job registered with an interval; nothing when the queue is off or no job is on. */
  start(): Promise<void> {
    const on = [...this.registered.values()].filter((job) => job.seconds > 0);
    if (!this.options.enabled || on.length === 0 || this.stopped) return Promise.resolve();
    this.starting ??= (async () => {
      const boss = new PgBoss({ db: bossDb(this.db), schedule: false, supervise: true } as PgBoss.ConstructorOptions);
      boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
      await boss.start();
      await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE, retentionMinutes: 60 * 24 * 30 });
      this.boss = boss;
      for (const job of on) await this.startJob(job);
    })();
    return this.starting;
  }

  private async startJob(job: Job) {
    const boss = this.boss!;
    const { retryLimit, retryDelaySeconds } = this.options;
    const queue = {
      name: job.queue,
      retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff: retryDelaySeconds > 0,
      deadLetter: DEAD_LETTER_QUEUE,
    };
    await boss.createQueue(job.queue, queue);
    await boss.updateQueue(job.queue, queue);
    const pollingIntervalSeconds = Math.min(10, Math.max(0.5, job.seconds / 4));
    job.workerId = await boss.work<{ job: string }>(
      job.queue,
      { pollingIntervalSeconds, includeMetadata: true, batchSize: 1 },
      async ([queued]) => this.run(job, queued),
    );
    this.scheduleOffer(job);
  }

  /**
   * Offers the pass of a slot in the middle of the slot (by this clock; the slot itself is counted by the database's
   * clock), so that instances whose clocks differ a little still offer the same slot.
   */
  private scheduleOffer(job: Job) {
    if (this.stopped || job.seconds <= 0) return;
    const period = job.seconds * 1000;
    const now = Date.now();
    const wait = (Math.floor(now / period) + 1) * period + period / 2 - now;
    job.timer = setTimeout(() => {
      void this.offer(job).finally(() => this.scheduleOffer(job));
    }, wait);
    job.timer.unref();
  }

  private async offer(job: Job) {
    if (this.stopped || !this.boss || job.seconds <= 0) return;
    try {
      const id = await this.boss.send(job.queue, { job: job.name }, { singletonKey: job.name, singletonSeconds: job.seconds });
      if (id && job.workerId) this.boss.notifyWorker(job.workerId);
    } catch (err) {
      this.log.error({ err }, `${job.name} job could not be queued`);
    }
  }

  /** One attempt of a queued pass, recorded in job_runs; a throw makes pg-boss retry it (or dead-letter it). */
  private async run(job: Job, queued: PgBoss.JobWithMetadata<{ job: string }>) {
    const work = (async () => {
      const { id } = await this.db
        .insertInto('job_runs')
        .values({
          job: job.name,
          queue_job_id: queued.id,
          slot: queued.singletonOn ?? null,
          attempt: queued.retryCount + 1,
          status: 'RUNNING',
          instance: this.instance,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const counts = (await job.pass()) ?? {};
        if (Object.values(counts).some(Boolean)) this.log.info(counts, `${job.name} pass`);
        await this.finish(id, 'SUCCEEDED', JSON.stringify(counts), null);
      } catch (error) {
        this.log.error({ err: error }, `${job.name} pass failed (attempt ${queued.retryCount + 1})`);
        const message = error instanceof Error ? error.message : String(error);
        await this.finish(id, 'FAILED', null, message.slice(0, 2000)).catch(() => undefined);
        throw error;
      }
      await this.db
        .deleteFrom('job_runs')
        .where('job', '=', job.name)
        .where('started_at', '<', sql<Date>`now() - make_interval(days => ${KEEP_RUNS_DAYS})`)
        .execute();
    })();
    this.running.add(work);
    try {
      await work;
    } finally {
      this.running.delete(work);
    }
  }

  private finish(id: string, status: 'SUCCEEDED' | 'FAILED', counts: string | null, error: string | null) {
    return this.db
      .updateTable('job_runs')
      .set({ status, counts, error, finished_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Re-queues a dead letter's job for a pass now (with its retries), through `db` (a transaction: the caller marks
   * the dead letter in the same one). False when the job is unknown here or the queue is off.
   */
  async requeue(db: Db, name: string): Promise<boolean> {
    const job = this.registered.get(name);
    if (!this.boss || !job || job.seconds <= 0) return false;
    await this.boss.send(job.queue, { job: name }, { db: bossDb(db) } as PgBoss.SendOptions);
    return true;
  }

  /** Stops offering and fetching, waits (at most 20 s) for the passes under way, then stops pg-boss. */
  async close(): Promise<void> {
    this.stopped = true;
    for (const job of this.registered.values()) clearTimeout(job.timer);
    await this.starting?.catch(() => undefined);
    const boss = this.boss;
    if (!boss) return;
    await Promise.all([...this.registered.values()].map((job) => (job.workerId ? boss.offWork({ id: job.workerId }) : null)));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS)));
    await Promise.race([Promise.allSettled([...this.running]), timeout]);
    clearTimeout(timer);
    await boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
    this.boss = null;
  }
}
