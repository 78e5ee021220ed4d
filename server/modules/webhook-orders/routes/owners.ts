import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contracts/common';
import {
  createWebhookOrderBodySchema,
  updateWebhookOrderBodySchema,
  webhookOrderFeedReplySchema,
  webhookOrderReplySchema,
} from '../../../../contracts/webhook-orders';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import * as webhookOrders from '../webhook-orders.service';

const tags = ['webhook orders'];

/** Feed owners (doctors, partners) and super admins. */
export const webhookOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const owners = guard(['DOCTOR', 'MEDICAL_PROVIDER', 'GYM_OWNER', 'SUPER_ADMIN']);
  app.get('/webhook-order/doctor/:id', {
    preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER', 'SUPER_ADMIN']),
    schema: {
      tags,
      summary: "A doctor's webhook-order feed (id = doctors.id) with the orders created after its updatedAt, oldest first; null if none",
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: webhookOrderFeedReplySchema },
    },
    handler: async (req) => ({ data: await webhookOrders.doctorFeed(ctxOf(req), req.params.id) }),
  });
  app.post('/webhook-order', {
    preHandler: owners,
    schema: {
      tags,
      summary: 'Create the webhook-order feed of a doctor or partner (one each)',
      security: bearerSecurity,
      body: createWebhookOrderBodySchema,
      response: { 201: webhookOrderReplySchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await webhookOrders.createFeed(ctxOf(req), req.body), message: 'Webhook order created successfully' }),
  });
  app.patch('/webhook-order/:id', {
    preHandler: owners,
    schema: {
      tags,
      summary: 'Move a feed on to updatedAt (not in the future)',
      security: bearerSecurity,
      params: idParamsSchema,
      body: updateWebhookOrderBodySchema,
      response: { 200: webhookOrderReplySchema },
    },
    handler: async (req) => ({
      data: await webhookOrders.moveFeed(ctxOf(req), req.params.id, req.body.updatedAt),
      message: 'Webhook order updated successfully',
    }),
  });
};
