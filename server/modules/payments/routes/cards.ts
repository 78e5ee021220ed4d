import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/cards';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import { idempotent } from '#server/platform/http/idempotency';
import * as cards from '#server/modules/payments/cards.service';

const doctor = audience(['DOCTOR', 'MEDICAL_PROVIDER'], ['cards']);

const newCard = { body: api.setupIntentBodySchema, response: { 201: api.setupIntentReplySchema } };

/** The doctors' saved cards. The service is owner-agnostic: partners get the same calls under /gym-owner. */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/doctors/setup-intent', {
    ...idempotent(doctor('Save a card for later charges (the first becomes the default); a decline is a 402', newCard)),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await cards.saveCard(ctxOf(req), req.body.payment), message: 'Card saved successfully' }),
  });
  app.get('/doctors/cards', {
    ...doctor('My saved cards, the default first', { response: { 200: api.cardsReplySchema } }),
    handler: async (req) => ({ data: { cards: await cards.listCards(ctxOf(req)) } }),
  });
  app.delete('/doctors/cards/:id', {
    ...doctor('Remove a saved card (the newest remaining one becomes the default)', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await cards.removeCard(ctxOf(req), req.params.id);
      return { data: null, message: 'Card removed successfully' };
    },
  });
  app.patch('/doctors/cards/:id/default', {
    ...doctor('Make a saved card the default', { params, response: { 200: api.cardReplySchema } }),
    handler: async (req) => ({ data: await cards.makeDefault(ctxOf(req), req.params.id), message: 'Default card updated successfully' }),
  });
};
