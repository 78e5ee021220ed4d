import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/jobs';
import { audience, ctxOf } from '#server/platform/http/context';
import * as jobs from '#server/modules/jobs/jobs.service';

const admin = audience(['SUPER_ADMIN'], ['jobs']);

/** Super admins: the scheduled jobs' recent runs and dead letters, and a dead letter's retry. */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/jobs', {
    ...admin('Scheduled jobs: last run, last status and failures of each; the dead letters with their error', {
      response: { 200: api.jobsOverviewReplySchema },
    }),
    handler: async (req) => ({ data: await jobs.overview(ctxOf(req), app.jobs) }),
  });
  app.post('/super-admin/jobs/:id/retry', {
    ...admin('Queues a dead letter’s job again for a pass now, and takes the dead letter off the list', {
      params,
      response: { 200: api.jobRetryReplySchema },
    }),
    handler: async (req) => ({ data: await jobs.retryDeadLetter(ctxOf(req), app.jobs, req.params.id), message: 'Job queued again' }),
  });
};
