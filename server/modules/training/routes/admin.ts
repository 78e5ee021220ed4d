import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import * as api from '#contracts/training';
import { audience, ctxOf } from '#server/platform/http/context';
import * as training from '#server/modules/training/training.service';

const admin = audience(['SUPER_ADMIN'], ['training']);
const item = { body: api.trainingItemBodySchema, response: { 201: api.trainingItemReplySchema } };

/** Administrators: write, order and remove the training and resources every staff portal reads. */
export const adminTrainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/training-items', {
    ...admin('Add a training item or resource (it goes last of its kind)', item),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await training.create(ctxOf(req), req.body), message: 'Training item added' }),
  });
  app.put('/training-items/order', {
    ...admin('Put the items of one kind in a new order', {
      body: api.trainingOrderBodySchema,
      response: { 200: api.trainingItemsReplySchema },
    }),
    handler: async (req) => ({ data: { items: await training.reorder(ctxOf(req), req.body) }, message: 'Order saved' }),
  });
  app.put('/training-items/:id', {
    ...admin('Change a training item or resource', {
      params,
      body: api.trainingItemBodySchema,
      response: { 200: api.trainingItemReplySchema },
    }),
    handler: async (req) => ({ data: await training.update(ctxOf(req), req.params.id, req.body), message: 'Training item saved' }),
  });
  app.delete('/training-items/:id', {
    ...admin('Remove a training item or resource', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await training.remove(ctxOf(req), req.params.id);
      return { data: null, message: 'Training item removed' };
    },
  });
};
