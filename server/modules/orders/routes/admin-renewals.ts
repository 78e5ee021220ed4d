import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as renewalApi from '#contracts/renewals';
import { audience, ctxOf } from '#server/platform/http/context';
import * as renewals from '#server/modules/orders/renewals.service';
import { startDateRoute } from './start-date';
import { withMessage } from '#server/platform/http/replies';

const admin = audience(['SUPER_ADMIN'], ['admin: renewals']);
const statusChange = { params, body: renewalApi.updateRenewalStatusBodySchema, response: { 200: renewalApi.renewalReplySchema } };

/** Administrators: every partner's renewals, followed up as the partner does (the orders policy's SUPER_ADMIN row). */
export const adminRenewalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/renewals', {
    ...admin('Treatments that renew within the coming days (overdue first), of every partner or one', {
      querystring: renewalApi.adminRenewalsQuerySchema,
      response: { 200: renewalApi.upcomingRenewalsReplySchema },
    }),
    handler: async (req) => ({ data: await renewals.listUpcoming(ctxOf(req), req.query) }),
  });
  app.put('/super-admin/renewals/:id/renewal-status', {
    ...admin("Follow up a patient's renewal (id: the patient's; their treatment that renews first)", statusChange),
    handler: withMessage('Renewal status updated successfully', (req) =>
      renewals.updatePatientRenewalStatus(ctxOf(req), req.params.id, req.body.status),
    ),
  });
  startDateRoute(app, '/super-admin', admin);
};
