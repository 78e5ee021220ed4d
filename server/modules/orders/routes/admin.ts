import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/orders';
import { audience, ctxOf } from '#server/platform/http/context';
import * as orders from '#server/modules/orders/admin-orders.service';
import { orderIntakeForm } from '#server/modules/orders/order-intake-form.service';

const admin = audience(['SUPER_ADMIN'], ['admin']);

const orderReply = { 200: api.adminOrderReplySchema };

/** Super admins: every order (the SUPER_ADMIN row of the orders policy), through the partner's and doctor's queries. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/orders', {
    ...admin('Every order, filtered by status, partner, doctor and creation day, searched by number, patient or product', {
      querystring: api.adminOrderListQuerySchema,
      response: { 200: api.adminOrdersReplySchema },
    }),
    handler: async (req) => ({ data: await orders.listAdminOrders(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/orders/:id', {
    ...admin('One order, with its patient, partner and doctor', { params, response: orderReply }),
    handler: async (req) => ({ data: await orders.getAdminOrder(ctxOf(req), req.params.id) }),
  });
  app.get('/super-admin/orders/:id/medications', {
    ...admin("An order's medication package and the doses it may change to", {
      params,
      response: { 200: api.adminOrderMedicationsReplySchema },
    }),
    handler: async (req) => ({ data: await orders.orderMedications(ctxOf(req), req.params.id) }),
  });
  app.get('/super-admin/orders/:id/intake', {
    ...admin('The intake behind an order: the Patient Intake Form', { params, response: { 200: api.orderIntakeFormReplySchema } }),
    handler: async (req) => ({ data: await orderIntakeForm(ctxOf(req), req.params.id) }),
  });
  app.post('/super-admin/orders/:id/resend-reminder', {
    ...admin('Email the patient a reminder to pay their order (what an open, unpaid order waits for)', {
      params,
      response: { 200: api.resendReminderReplySchema },
    }),
    handler: async (req) => ({ data: await orders.resendReminder(ctxOf(req), req.params.id), message: 'Reminder sent successfully' }),
  });
  app.post('/super-admin/orders/:id/duplicate', {
    ...admin('Copy an order for the same patient: a new unpaid order under review, with no payment', {
      params,
      response: { 201: api.adminOrderReplySchema },
    }),
    handler: async (req, reply) => {
      reply.code(201);
      return { data: await orders.duplicateOrder(ctxOf(req), req.params.id), message: 'Order duplicated successfully' };
    },
  });
  app.post('/super-admin/duplicate-existing-order/:orderId', {
    ...admin("A new order for a given patient from an existing order's package: unpaid, under review, with no payment", {
      params: api.orderIdParamsSchema,
      body: api.duplicateExistingOrderBodySchema,
      response: { 201: api.adminOrderReplySchema },
    }),
    handler: async (req, reply) => {
      reply.code(201);
      return {
        data: await orders.duplicateForPatient(ctxOf(req), req.params.orderId, req.body.patientId),
        message: 'Order created successfully',
      };
    },
  });
  app.get('/super-admin/patients/:id/orders', {
    ...admin("One patient's orders", { params, querystring: api.orderListQuerySchema, response: { 200: api.partnerOrdersReplySchema } }),
    handler: async (req) => ({ data: await orders.listOrdersOfPatient(ctxOf(req), req.params.id, req.query) }),
  });
};
