import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRAINING_AUDIENCES, trainingItemsQuerySchema, trainingItemsReplySchema } from '#contracts/training';
import { audience, ctxOf } from '#server/platform/http/context';
import * as training from '#server/modules/training/training.service';

const staff = audience(['SUPER_ADMIN', ...TRAINING_AUDIENCES], ['training']);

/** Staff on every portal but the patients': the training and resources written for their role. */
export const staffTrainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/training-items', {
    ...staff('The training (or resources) for my role, in order; every item for an administrator', {
      querystring: trainingItemsQuerySchema,
      response: { 200: trainingItemsReplySchema },
    }),
    handler: async (req) => ({ data: { items: await training.list(ctxOf(req), req.query.kind) } }),
  });
};
