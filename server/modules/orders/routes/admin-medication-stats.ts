import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/catalog';
import { audience, ctxOf } from '#server/platform/http/context';
import * as stats from '#server/modules/orders/product-stats.service';

const admin = audience(['SUPER_ADMIN'], ['catalog']);

/** Super admins: the most-ordered medications of a date range, and their CSV. */
export const adminMedicationStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/medication-products/stats', {
    ...admin('The most-ordered medications of a date range (the last 30 days by default): orders, patients and revenue per product', {
      querystring: api.medicationStatsQuerySchema,
      response: { 200: api.medicationStatsReplySchema },
    }),
    handler: async (req) => ({ data: await stats.medicationStats(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/medication-products/stats/download', {
    ...admin('The selected medications of a date range as a CSV file (ids joined by commas, at least one)', {
      querystring: api.medicationStatsDownloadQuerySchema,
    }),
    handler: async (req, reply) => {
      const csv = await stats.medicationStatsCsv(ctxOf(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${api.medicationCsvFileName(new Date().toISOString().slice(0, 10))}"`)
        .send(csv);
    },
  });
};
