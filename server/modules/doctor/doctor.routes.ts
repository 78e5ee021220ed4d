import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/common';
import { approveIntakeBodySchema, doctorOrderListQuerySchema, doctorOrderReplySchema, doctorOrdersReplySchema } from '../../../contracts/doctor';
import { bearerSecurity, guard, requireAuth } from '../../platform/auth/authenticate';
import * as doctor from './doctor.service';

const tags = ['doctor'];

export const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER']) };
  app.get('/doctors/orders', {
    ...route,
    schema: { tags, summary: "My patients' orders (status=PENDING_REVIEW, sort=createdAt:asc is the queue)", security: bearerSecurity, querystring: doctorOrderListQuerySchema, response: { 200: doctorOrdersReplySchema } },
    handler: async (req) => ({ data: await doctor.listOrders(req, requireAuth(req), req.query) }),
  });
  app.get('/doctors/orders/:id', {
    ...route,
    schema: { tags, summary: 'An order with its intake answers and screening flags', security: bearerSecurity, params: idParamsSchema, response: { 200: doctorOrderReplySchema } },
    handler: async (req) => ({ data: await doctor.getOrder(req, requireAuth(req), req.params.id) }),
  });
  app.patch('/doctors/orders/:id/approve-intake-questions', {
    ...route,
    schema: { tags, summary: 'Approve or deny an intake', security: bearerSecurity, params: idParamsSchema, body: approveIntakeBodySchema, response: { 200: doctorOrderReplySchema } },
    handler: async (req) => ({ data: await doctor.decideIntake(req, requireAuth(req), req.params.id, req.body), message: 'Intake questions updated successfully' }),
  });
};
