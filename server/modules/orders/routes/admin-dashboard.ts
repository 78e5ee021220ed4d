import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/platform-stats';
import { audience, ctxOf } from '#server/platform/http/context';
import { userMetrics } from '#server/modules/accounts/staff-accounts.service';
import * as stats from '#server/modules/orders/platform-stats.service';

const admin = audience(['SUPER_ADMIN'], ['admin-dashboard']);
const trend = (response: object) => ({ querystring: api.trendQuerySchema, response: { 200: response } });

/** Super admins: the platform dashboard's figures (counts only: no patient named, so not audited as reads). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/summary', {
    ...admin('Orders, patients and accounts at a glance', { response: { 200: api.adminSummaryReplySchema } }),
    handler: async (req) => ({ data: await stats.adminSummary(ctxOf(req)) }),
  });
  app.get('/super-admin/order-trends', {
    ...admin('Orders, paid orders and sales per day, week or month (the last 12 months by default)', trend(api.orderTrendsReplySchema)),
    handler: async (req) => ({ data: await stats.orderTrends(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/patient-care-stats', {
    ...admin('Orders and patients by status, and orders per product', { response: { 200: api.patientCareStatsReplySchema } }),
    handler: async (req) => ({ data: await stats.patientCareStats(ctxOf(req)) }),
  });
  app.get('/super-admin/user-metrics', {
    ...admin('Accounts by role and status, and sign-ups per day, week or month', trend(api.userMetricsReplySchema)),
    handler: async (req) => ({ data: await userMetrics(ctxOf(req), req.query) }),
  });
};
