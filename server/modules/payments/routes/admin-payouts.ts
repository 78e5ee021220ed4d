import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '#contracts/staff-accounts';
import { idParamsSchema as params } from '#contracts/common';
import { partnerTransactionsQuerySchema } from '#contracts/commissions';
import * as api from '#contracts/payouts';
import { audience, ctxOf } from '#server/platform/http/context';
import { idempotent } from '#server/platform/http/idempotency';
import * as payouts from '#server/modules/payments/payouts.service';
import { withMessage } from '#server/platform/http/replies';

const admin = audience(['SUPER_ADMIN'], ['admin: partners']);
const adminSales = audience(['SUPER_ADMIN'], ['admin-accounts']);

/** What a payout sends and answers, to a partner or to a sales person alike. */
const payout = { body: api.sendPayoutBodySchema, response: { 200: api.sendPayoutReplySchema } };

/** Administrators: send a partner or a sales person the commission they are owed. */
export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/super-admin/gym-owners/:id/payout', {
    ...idempotent(
      admin('Send a partner its commission (amountCents, or all it is owed; never more), with an Idempotency-Key', { params, ...payout }),
    ),
    handler: withMessage('Payout has been sent successfully', (req) => payouts.sendPayout(ctxOf(req), req.params.id, req.body)),
  });
  app.post('/super-admin/sales-people/:userId/payout', {
    ...idempotent(
      adminSales('Send a sales person their commission (amountCents, or all they are owed; never more), with an Idempotency-Key', {
        params: userIdParamsSchema,
        ...payout,
      }),
    ),
    handler: withMessage('Payout has been sent successfully', (req) => payouts.sendSalesPayout(ctxOf(req), req.params.userId, req.body)),
  });
  app.get('/super-admin/sales-people/:userId/payouts', {
    ...adminSales("A sales person's payouts, newest first, with what they earned, were paid and are owed", {
      params: userIdParamsSchema,
      querystring: partnerTransactionsQuerySchema,
      response: { 200: api.salesPersonPayoutsReplySchema },
    }),
    handler: async (req) => ({ data: await payouts.listSalesPersonPayouts(ctxOf(req), req.params.userId, req.query) }),
  });
};
