import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#contracts/common';
import * as api from '#contracts/system';
import { audience, ctxOf } from '#server/platform/http/context';
import * as system from '#server/modules/system/system.service';

const anyone = audience(null, ['system']);

const outbox = { querystring: api.outboxQuerySchema, response: { 200: api.outboxReplySchema } };

/** Anyone: liveness, readiness, and outside production the dev outbox. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    ...anyone('Liveness and database check', { response: { 200: api.healthReplySchema } }),
    handler: async (req) => ({ data: await system.health(ctxOf(req)) }),
  });

  app.get('/ready', {
    ...anyone('Readiness for a load balancer: database reachable, migrations applied, not shutting down', {
      response: { 200: api.readyReplySchema, 503: errorSchema },
    }),
    handler: async (req) => ({ data: await system.ready(ctxOf(req), app.lifecycle.shuttingDown) }),
  });

  app.get('/public-config', {
    ...anyone('What the web app needs before it shows a card form: the payment processor and its publishable key', {
      response: { 200: api.publicConfigReplySchema },
    }),
    handler: async () => ({
      data: {
        payments: {
          provider: app.payments.sandboxTokenizer ? ('sandbox' as const) : ('stripe' as const),
          publishableKey: app.payments.sandboxTokenizer ? null : (app.config.STRIPE_PUBLISHABLE_KEY ?? null),
        },
      },
    }),
  });

  // The dev outbox exists only outside production.
  if (!app.config.isProduction) {
    app.get('/dev/outbox', {
      ...anyone('Messages the dev notifier kept (not in production)', outbox),
      handler: async (req) => ({ data: await system.outbox(ctxOf(req), req.query.to, req.query.limit) }),
    });
  }
};
