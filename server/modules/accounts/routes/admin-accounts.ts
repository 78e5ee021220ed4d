import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/staff-accounts';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as salesRate from '#server/modules/accounts/sales-rate.service';
import * as staff from '#server/modules/accounts/staff-accounts.service';

const admin = audience(['SUPER_ADMIN'], ['admin-accounts']);

/** Super admins: every account, the admins (never the last, never oneself) and the health professionals. */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/users', {
    ...admin('Every account, newest first; by role, searched by name or email', {
      querystring: api.userListQuerySchema,
      response: { 200: api.userListReplySchema },
    }),
    handler: async (req) => ({ data: await staff.listUsers(ctxOf(req), req.query) }),
  });
  app.post('/super-admin/create-admin', {
    ...admin('Create an admin with a first password; they are emailed where to sign in', {
      body: api.createAdminBodySchema,
      response: { 201: api.accountReplySchema },
    }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await staff.createAdmin(ctxOf(req), req.body), message: 'Admin created successfully' }),
  });
  app.delete('/super-admin/delete-admin/:id', {
    ...admin('Delete an admin (never yourself, never the last one)', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await staff.deleteAdmin(ctxOf(req), req.params.id);
      return { data: null, message: 'Admin deleted successfully' };
    },
  });
  app.get('/super-admin/health-professionals', {
    ...admin('The care team’s accounts (nurses, client specialists, support), newest first', {
      querystring: api.healthProListQuerySchema,
      response: { 200: api.healthProListReplySchema },
    }),
    handler: async (req) => ({ data: await staff.listHealthPros(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/health-professionals/summary', {
    ...admin('The care team counted: active, new this month, by role', { response: { 200: api.healthProSummaryReplySchema } }),
    handler: async (req) => ({ data: await staff.healthProSummary(ctxOf(req)) }),
  });
  app.post('/super-admin/health-professionals', {
    ...admin('Create a health professional with a first password; they are emailed where to sign in', {
      body: api.createHealthProBodySchema,
      response: { 201: api.accountReplySchema },
    }),
    handler: async (req, reply) =>
      reply
        .code(201)
        .send({ data: await staff.createHealthPro(ctxOf(req), req.body), message: 'Health professional created successfully' }),
  });
  app.get('/super-admin/health-professionals/:id', {
    ...admin('One health professional', { params, response: { 200: api.accountReplySchema } }),
    handler: async (req) => ({ data: await staff.getHealthPro(ctxOf(req), req.params.id) }),
  });
  app.delete('/super-admin/health-professionals/:id', {
    ...admin('Delete a health professional (their history stays)', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await staff.deleteHealthPro(ctxOf(req), req.params.id);
      return { data: null, message: 'Health professional deleted successfully' };
    },
  });
  app.get('/super-admin/sales-people/:userId/commission-rate', {
    ...admin("A sales person's commission rate, in basis points", {
      params: api.userIdParamsSchema,
      response: { 200: api.salesCommissionRateReplySchema },
    }),
    handler: async (req) => ({ data: await salesRate.getCommissionRate(ctxOf(req), req.params.userId) }),
  });
  app.put('/super-admin/sales-people/:userId/commission-rate', {
    ...admin("Set a sales person's commission rate (0 to 5000 basis points); later orders only", {
      params: api.userIdParamsSchema,
      body: api.updateSalesCommissionRateBodySchema,
      response: { 200: api.salesCommissionRateReplySchema },
    }),
    handler: async (req) => ({
      data: await salesRate.setCommissionRate(ctxOf(req), req.params.userId, req.body.commissionRateBps),
      message: 'Commission rate updated',
    }),
  });
};
