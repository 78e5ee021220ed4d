import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/invoices';
import { audience, ctxOf } from '#server/platform/http/context';
import * as invoices from '#server/modules/invoices/invoices.service';

const staffAndPartners = audience(['SUPER_ADMIN', 'GYM_OWNER'], ['invoices']);

/** An invoice's history: an administrator reads any, a partner its own (the invoices policy). */
export const sharedInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/invoice-activities/invoice', {
    ...staffAndPartners('An invoice’s history, oldest first', {
      querystring: api.invoiceActivitiesQuerySchema,
      response: { 200: api.invoiceActivitiesReplySchema },
    }),
    handler: async (req) => ({ data: await invoices.activities(ctxOf(req), req.query.invoiceId) }),
  });
};
