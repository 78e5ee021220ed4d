import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as money from '#contracts/commissions';
import * as payoutApi from '#contracts/payouts';
import { audience, ctxOf } from '#server/platform/http/context';
import * as commissions from '#server/modules/payments/commissions.service';
import * as payouts from '#server/modules/payments/payouts.service';

const earnings = audience(['SALES_PERSON'], ['sales']);

/** Sales people: the commission they earn on their partners' paid orders (the partners' ledger, at their rate). */
export const salesPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/transactions', {
    ...earnings(
      "My partners' payments with my commission on each, and refunds taking it back, newest first; kind=PAYOUT: the payouts I received and what I am owed",
      {
        querystring: payoutApi.partnerTransactionsOrPayoutsQuerySchema,
        response: { 200: payoutApi.salesTransactionsOrPayoutsReplySchema },
      },
    ),
    handler: async (req) => ({
      data:
        req.query.kind === 'PAYOUT'
          ? await payouts.listOwnSalesPayouts(ctxOf(req), req.query)
          : await commissions.salesTransactions(ctxOf(req), req.query),
    }),
  });
  app.get('/sales/commission-earned', {
    ...earnings('My commission per day, week (the default) or month, net of refunds', {
      querystring: money.commissionEarnedQuerySchema,
      response: { 200: money.commissionEarnedReplySchema },
    }),
    handler: async (req) => ({ data: await commissions.salesCommissionEarned(ctxOf(req), req.query) }),
  });
};
