import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema, outboxQuerySchema, outboxReplySchema } from '../../../../contracts/system';
import { ctxOf } from '../../../platform/http/context';
import * as system from '../system.service';

/** Anyone: liveness, and outside production the dev outbox. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthReplySchema } },
    handler: async (req) => ({ data: await system.health(ctxOf(req)) }),
  });

  // The dev outbox exists only outside production.
  if (!app.config.isProduction) {
    app.get('/dev/outbox', {
      schema: {
        tags: ['system'],
        summary: 'Messages the dev notifier kept (not in production)',
        querystring: outboxQuerySchema,
        response: { 200: outboxReplySchema },
      },
      handler: async (req) => ({ data: await system.outbox(ctxOf(req), req.query.to, req.query.limit) }),
    });
  }
};
