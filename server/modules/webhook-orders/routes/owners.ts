import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/webhook-orders';
import { audience, ctxOf } from '#server/platform/http/context';
import * as webhookOrders from '#server/modules/webhook-orders/webhook-orders.service';

const tags = ['webhook orders'];
// Server-to-server callers use an API key with the matching scope (contracts/api-keys.ts).
const doctorsAndAdmins = audience(['DOCTOR', 'MEDICAL_PROVIDER', 'SUPER_ADMIN'], tags, { apiKeyScope: 'webhook-orders:read' });
const owners = audience(['DOCTOR', 'MEDICAL_PROVIDER', 'GYM_OWNER', 'SUPER_ADMIN'], tags, { apiKeyScope: 'webhook-orders:write' });

const newFeed = { body: api.createWebhookOrderBodySchema, response: { 201: api.webhookOrderReplySchema } };
const feedMove = { params, body: api.updateWebhookOrderBodySchema, response: { 200: api.webhookOrderReplySchema } };

/** Feed owners (doctors, partners) and super admins. */
export const webhookOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/webhook-order/doctor/:id', {
    ...doctorsAndAdmins(
      "A doctor's webhook-order feed (id = doctors.id) with the orders created after its updatedAt, oldest first; null if none",
      { params, response: { 200: api.webhookOrderFeedReplySchema } },
    ),
    handler: async (req) => ({ data: await webhookOrders.doctorFeed(ctxOf(req), req.params.id) }),
  });
  app.post('/webhook-order', {
    ...owners('Create the webhook-order feed of a doctor or partner (one each)', newFeed),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await webhookOrders.createFeed(ctxOf(req), req.body), message: 'Webhook order created successfully' }),
  });
  app.patch('/webhook-order/:id', {
    ...owners('Move a feed on to updatedAt (not in the future)', feedMove),
    handler: async (req) => ({
      data: await webhookOrders.moveFeed(ctxOf(req), req.params.id, req.body.updatedAt),
      message: 'Webhook order updated successfully',
    }),
  });
};
