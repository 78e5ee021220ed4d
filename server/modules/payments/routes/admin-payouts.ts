import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '../../../../contracts/common';
import * as api from '../../../../contracts/payouts';
import { audience, ctxOf } from '../../../platform/http/context';
import { idempotent } from '../../../platform/http/idempotency';
import * as payouts from '../payouts.service';

const admin = audience(['SUPER_ADMIN'], ['admin: partners']);

/** Administrators: send a partner the commission it is owed. */
export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/super-admin/gym-owners/:id/payout', {
    ...idempotent(
      admin('Send a partner its commission (amountCents, or all it is owed; never more), with an Idempotency-Key', {
        params,
        body: api.sendPayoutBodySchema,
        response: { 200: api.sendPayoutReplySchema },
      }),
    ),
    handler: async (req) => ({
      data: await payouts.sendPayout(ctxOf(req), req.params.id, req.body),
      message: 'Payout has been sent successfully',
    }),
  });
};
