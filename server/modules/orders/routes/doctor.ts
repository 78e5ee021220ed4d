import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contracts/common';
import {
  approveIntakeBodySchema,
  createNewOrderBodySchema,
  doctorOrderFullReplySchema,
  doctorOrderListQuerySchema,
  doctorOrdersReplySchema,
  updateDoctorOrderBodySchema,
} from '../../../../contracts/doctor';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import * as orders from '../orders.service';

const tags = ['doctor'];

/** Doctors and medical providers: the orders of their patients. */
export const doctorOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER']) };
  app.get('/doctors/orders', {
    ...route,
    schema: {
      tags,
      summary: "My patients' orders (status=PENDING_REVIEW, sort=createdAt:asc is the queue)",
      security: bearerSecurity,
      querystring: doctorOrderListQuerySchema,
      response: { 200: doctorOrdersReplySchema },
    },
    handler: async (req) => ({ data: await orders.listStaffOrders(ctxOf(req), req.query) }),
  });
  app.get('/doctors/orders/:id', {
    ...route,
    schema: {
      tags,
      summary: 'An order with its intake answers, screening flags, rx details and prescription',
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: doctorOrderFullReplySchema },
    },
    handler: async (req) => ({ data: await orders.getStaffOrder(ctxOf(req), req.params.id) }),
  });
  app.patch('/doctors/orders/:id/approve-intake-questions', {
    ...route,
    schema: {
      tags,
      summary: 'Approve or deny an intake',
      security: bearerSecurity,
      params: idParamsSchema,
      body: approveIntakeBodySchema,
      response: { 200: doctorOrderFullReplySchema },
    },
    handler: async (req) => ({
      data: await orders.decideIntake(ctxOf(req), req.params.id, req.body),
      message: 'Intake questions updated successfully',
    }),
  });
  app.patch('/doctors/orders/:id', {
    ...route,
    schema: {
      tags,
      summary: 'Change the medication, plan, rx details or note of an order, or cancel it (only the fields sent change)',
      security: bearerSecurity,
      params: idParamsSchema,
      body: updateDoctorOrderBodySchema,
      response: { 200: doctorOrderFullReplySchema },
    },
    handler: async (req) => ({
      data: await orders.updateOrder(ctxOf(req), req.params.id, req.body),
      message: 'Order updated successfully',
    }),
  });
  app.post('/doctors/create-new-order', {
    ...route,
    schema: {
      tags,
      summary: 'Prescribe directly: an approved order for one of my patients or for a new patient',
      security: bearerSecurity,
      body: createNewOrderBodySchema,
      response: { 201: doctorOrderFullReplySchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await orders.createNewOrder(ctxOf(req), req.body), message: 'Order created successfully' }),
  });
};
