import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/audit-logs';
import { idParamsSchema as params } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as audit from '#server/modules/audit/audit.service';

const admin = audience(['SUPER_ADMIN'], ['audit-logs']);

const list = { querystring: api.auditLogListQuerySchema, response: { 200: api.auditLogListReplySchema } };
const sortOf = (q: api.AuditLogListQuery) => `${q.sortBy}:${q.sortOrder}` as const;

/** Super admins: the HIPAA audit log (every read of it is audited too). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/audit-logs', {
    ...admin('The audit log: filter by actor, patient, action, outcome and days; newest first by default', list),
    handler: async (req) => ({ data: await audit.listAuditLogs(ctxOf(req), { ...req.query, sort: sortOf(req.query) }) }),
  });
  app.get('/audit-logs', {
    ...admin('The audit log (as GET /super-admin/audit-logs)', list),
    handler: async (req) => ({ data: await audit.listAuditLogs(ctxOf(req), { ...req.query, sort: sortOf(req.query) }) }),
  });
  app.get('/super-admin/audit-logs/statistics', {
    ...admin('Audit rows of a range (the last 30 days by default) counted by action, outcome, role and day', {
      querystring: api.auditStatisticsQuerySchema,
      response: { 200: api.auditStatisticsReplySchema },
    }),
    handler: async (req) => ({ data: await audit.auditStatistics(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/audit-logs/export', {
    ...admin('The filtered audit log as a CSV file, newest first (at most 100,000 rows)', { querystring: api.auditLogExportQuerySchema }),
    handler: async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-logs_${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(await audit.exportAuditLogs(ctxOf(req), req.query)),
  });
  app.get('/super-admin/audit-logs/:id', {
    ...admin('One audit row, with who acted and the patient by name', { params, response: { 200: api.auditLogReplySchema } }),
    handler: async (req) => ({ data: await audit.getAuditLog(ctxOf(req), req.params.id) }),
  });
};
