import type { FastifyInstance } from 'fastify';
import { deleteExpiredKeys } from '#server/platform/http/idempotency';
import { startRepeatingJob } from './schedule';

/** Every IDEMPOTENCY_JOB_SECONDS (an hour): deletes the Idempotency-Keys past their day. No user's data: no context. */
export const startIdempotencyKeyJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'idempotency keys', app.config.IDEMPOTENCY_JOB_SECONDS, async () => ({
    deleted: await deleteExpiredKeys(app.db),
  }));
