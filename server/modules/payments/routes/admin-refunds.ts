import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/refunds';
import { audience, ctxOf } from '#server/platform/http/context';
import { idempotent } from '#server/platform/http/idempotency';
import { withMessage } from '#server/platform/http/replies';
import * as refunds from '#server/modules/payments/admin-refunds.service';

const admin = audience(['SUPER_ADMIN'], ['admin']);

/** Administrators: an order's refunds, and giving back part or all of what was paid. */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/orders/:id/refunds', {
    ...admin("An order's refunds: what was paid, given back and left to refund", {
      params,
      response: { 200: api.orderRefundsReplySchema },
    }),
    handler: async (req) => ({ data: await refunds.orderRefunds(ctxOf(req), req.params.id) }),
  });
  app.post('/super-admin/orders/:id/refunds', {
    ...idempotent(
      admin('Refund part or all of what an order was paid (amountCents, never more than is left; a reason), with an Idempotency-Key', {
        params,
        body: api.adminRefundBodySchema,
        response: { 200: api.orderRefundsReplySchema },
      }),
    ),
    handler: withMessage(api.REFUND_QUEUED_MESSAGE, (req) => refunds.refundOrder(ctxOf(req), req.params.id, req.body)),
  });
  app.post('/super-admin/orders/:id/chargebacks', {
    ...idempotent(
      admin(
        "Record a chargeback the processor reported on an order (amountCents, the dispute's reference, the bank's reason); the commission on it is reversed",
        { params, body: api.adminChargebackBodySchema, response: { 200: api.orderRefundsReplySchema } },
      ),
    ),
    handler: withMessage(api.CHARGEBACK_RECORDED_MESSAGE, (req) => refunds.recordChargeback(ctxOf(req), req.params.id, req.body)),
  });
};
