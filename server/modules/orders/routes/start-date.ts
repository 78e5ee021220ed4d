import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as renewalApi from '#contracts/renewals';
import { ctxOf, type audience } from '#server/platform/http/context';
import * as renewals from '#server/modules/orders/renewals.service';
import { withMessage } from '#server/platform/http/replies';

/**
 * PUT `<prefix>/renewals/:id/start-date` for `who`: a partner and an administrator move a treatment's start the same
 * way (the orders policy decides whose).
 */
export function startDateRoute(app: Parameters<FastifyPluginAsyncZod>[0], prefix: string, who: ReturnType<typeof audience>) {
  app.put(`${prefix}/renewals/:id/start-date`, {
    ...who("Move the day a treatment started, and its renewal with it (id: the order's)", {
      params,
      body: renewalApi.updateStartDateBodySchema,
      response: { 200: renewalApi.renewalReplySchema },
    }),
    handler: withMessage('Start date updated successfully', (req) =>
      renewals.updateStartDate(ctxOf(req), req.params.id, req.body.startDate),
    ),
  });
}
