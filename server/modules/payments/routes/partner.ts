import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/cards';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import * as money from '#contracts/commissions';
import * as payoutApi from '#contracts/payouts';
import { audience, ctxOf } from '#server/platform/http/context';
import { idempotent } from '#server/platform/http/idempotency';
import * as cards from '#server/modules/payments/cards.service';
import * as commissions from '#server/modules/payments/commissions.service';
import * as payouts from '#server/modules/payments/payouts.service';

const partner = audience(['GYM_OWNER'], ['cards']);
const earnings = audience(['GYM_OWNER'], ['partner money']);

const newCard = { body: api.setupIntentBodySchema, response: { 201: api.setupIntentReplySchema } };

/** Partners: their saved cards (the owner-agnostic cards service the doctors use too) and the commission they earn. */
export const partnerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/gym-owner/setup-intent', {
    ...idempotent(partner('Save a card for later charges (the first becomes the default); a decline is a 402', newCard)),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await cards.saveCard(ctxOf(req), req.body.payment), message: 'Card saved successfully' }),
  });
  app.get('/gym-owner/cards', {
    ...partner('My saved cards, the default first', { response: { 200: api.cardsReplySchema } }),
    handler: async (req) => ({ data: { cards: await cards.listCards(ctxOf(req)) } }),
  });
  app.delete('/gym-owner/cards/:id', {
    ...partner('Remove a saved card (the newest remaining one becomes the default)', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await cards.removeCard(ctxOf(req), req.params.id);
      return { data: null, message: 'Card removed successfully' };
    },
  });
  app.put('/gym-owner/cards/:id/default', {
    ...partner('Make a saved card the default', { params, response: { 200: api.cardReplySchema } }),
    handler: async (req) => ({ data: await cards.makeDefault(ctxOf(req), req.params.id), message: 'Default card updated successfully' }),
  });
  app.get('/gym-owner/transactions', {
    ...earnings(
      "My patients' payments with my commission on each, and refunds taking it back, newest first; kind=PAYOUT: the payouts I received and what I am owed",
      {
        querystring: payoutApi.partnerTransactionsOrPayoutsQuerySchema,
        response: { 200: payoutApi.partnerTransactionsOrPayoutsReplySchema },
      },
    ),
    handler: async (req) => ({
      data:
        req.query.kind === 'PAYOUT'
          ? await payouts.listOwnPayouts(ctxOf(req), req.query)
          : await commissions.listTransactions(ctxOf(req), req.query),
    }),
  });
  app.get('/gym-owner/commission-earned', {
    ...earnings('My commission per day, week (the default) or month, net of refunds', {
      querystring: money.commissionEarnedQuerySchema,
      response: { 200: money.commissionEarnedReplySchema },
    }),
    handler: async (req) => ({ data: await commissions.commissionEarned(ctxOf(req), req.query) }),
  });
};
