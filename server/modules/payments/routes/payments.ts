import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/payments';
import { audience, ctxOf } from '#server/platform/http/context';
import { idempotent } from '#server/platform/http/idempotency';
import { payOrder } from '#server/modules/payments/order-payments.service';
import { subscribe } from '#server/modules/payments/payments.service';

const signedIn = audience('ANY', ['payments']);

const payment = { body: api.paymentIntentBodySchema, response: { 200: api.paymentIntentReplySchema } };
const subscription = { body: api.subscriptionBodySchema, response: { 201: api.subscriptionReplySchema } };

/** Payments by any signed-in account: the orders policy decides whose order one may pay. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/payment-intent', {
    ...idempotent(signedIn('Pay an unpaid order (idempotent per key)', payment)),
    handler: async (req) => ({ data: await payOrder(ctxOf(req), req.body), message: 'Payment received' }),
  });
  app.post('/subscription', {
    ...idempotent(signedIn('Subscribe to automatic renewal (patients)', subscription)),
    handler: async (req, reply) => reply.code(201).send({ data: await subscribe(ctxOf(req), req.body), message: 'Subscription started' }),
  });
};
