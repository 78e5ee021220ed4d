import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardReplySchema, cardsReplySchema, setupIntentBodySchema, setupIntentReplySchema } from '../../../../contracts/cards';
import { idParamsSchema, messageOnlySchema } from '../../../../contracts/common';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import * as cards from '../cards.service';

const tags = ['cards'];

/** The doctors' saved cards. The service is owner-agnostic: partners get the same calls under /gym-owner. */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER']) };
  app.post('/doctors/setup-intent', {
    ...route,
    schema: {
      tags,
      summary: 'Save a card for later charges (the first becomes the default); a decline is a 402',
      security: bearerSecurity,
      body: setupIntentBodySchema,
      response: { 201: setupIntentReplySchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await cards.saveCard(ctxOf(req), req.body.payment), message: 'Card saved successfully' }),
  });
  app.get('/doctors/cards', {
    ...route,
    schema: { tags, summary: 'My saved cards, the default first', security: bearerSecurity, response: { 200: cardsReplySchema } },
    handler: async (req) => ({ data: { cards: await cards.listCards(ctxOf(req)) } }),
  });
  app.delete('/doctors/cards/:id', {
    ...route,
    schema: {
      tags,
      summary: 'Remove a saved card (the newest remaining one becomes the default)',
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: messageOnlySchema },
    },
    handler: async (req) => {
      await cards.removeCard(ctxOf(req), req.params.id);
      return { data: null, message: 'Card removed successfully' };
    },
  });
  app.patch('/doctors/cards/:id/default', {
    ...route,
    schema: {
      tags,
      summary: 'Make a saved card the default',
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: cardReplySchema },
    },
    handler: async (req) => ({
      data: await cards.makeDefault(ctxOf(req), req.params.id),
      message: 'Default card updated successfully',
    }),
  });
};
