import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../../contracts/invoices';
import { audience, ctxOf } from '../../../platform/http/context';
import { listBillingJobLogs } from '../auto-billing.service';

const admin = audience(['SUPER_ADMIN'], ['invoices']);

/** Super admins: the auto-billing runs (the rest of the admin's invoices screen comes with the catalog issue). */
export const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/billing-job-logs', {
    ...admin('The auto-billing runs, newest first: invoices tried, paid and failed, the total charged, each failure', {
      querystring: api.billingJobLogListQuerySchema,
      response: { 200: api.billingJobLogListReplySchema },
    }),
    handler: async (req) => ({ data: await listBillingJobLogs(ctxOf(req), req.query) }),
  });
};
