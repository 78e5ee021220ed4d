import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentIntentBodySchema,
  paymentIntentReplySchema,
  subscriptionBodySchema,
  subscriptionReplySchema,
} from '../../../../contracts/payments';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import { payOrder } from '../order-payments.service';
import { subscribe } from '../payments.service';

const tags = ['payments'];

/** Payments by any signed-in account: the orders policy decides whose order one may pay. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/payment-intent', {
    preHandler: guard('ANY'),
    schema: {
      tags,
      summary: 'Pay an unpaid order (idempotent per key)',
      security: bearerSecurity,
      body: paymentIntentBodySchema,
      response: { 200: paymentIntentReplySchema },
    },
    handler: async (req) => ({ data: await payOrder(ctxOf(req), req.body), message: 'Payment received' }),
  });
  app.post('/subscription', {
    preHandler: guard('ANY'),
    schema: {
      tags,
      summary: 'Subscribe to automatic renewal (patients)',
      security: bearerSecurity,
      body: subscriptionBodySchema,
      response: { 201: subscriptionReplySchema },
    },
    handler: async (req, reply) => reply.code(201).send({ data: await subscribe(ctxOf(req), req.body), message: 'Subscription started' }),
  });
};
