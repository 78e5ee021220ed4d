import type { FastifyInstance } from 'fastify';
import { startRepeatingJob } from './schedule';

/**
 * Test only (NODE_ENV=test with TEST_TICK_JOB_SECONDS): a pass that does nothing but leave its `job_runs` row, so
 * that tests/server/jobs-instances.test.ts can count the runs of two instances. Never registered otherwise.
 */
export const startTestTickJob = (app: FastifyInstance) =>
  app.config.NODE_ENV === 'test' && app.config.TEST_TICK_JOB_SECONDS > 0
    ? startRepeatingJob(app, 'test tick', app.config.TEST_TICK_JOB_SECONDS, async () => ({}))
    : async () => {};
