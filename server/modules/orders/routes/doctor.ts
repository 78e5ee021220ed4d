import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/order-review';
import { audience, ctxOf } from '#server/platform/http/context';
import { idempotent } from '#server/platform/http/idempotency';
import { photoIdLink } from '#server/modules/orders/order-review.service';
import * as orders from '#server/modules/orders/orders.service';

const doctor = audience(['DOCTOR', 'MEDICAL_PROVIDER'], ['doctor']);
const full = { 200: api.doctorOrderFullReplySchema };

const orderList = { querystring: api.doctorOrderListQuerySchema, response: { 200: api.doctorOrdersReplySchema } };
const newOrder = { body: api.createNewOrderBodySchema, response: { 201: api.doctorOrderFullReplySchema } };

/** Doctors and medical providers: the orders of their patients. */
export const doctorOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors/orders', {
    ...doctor("My patients' orders (status=PENDING_REVIEW, sort=createdAt:asc is the queue)", orderList),
    handler: async (req) => ({ data: await orders.listStaffOrders(ctxOf(req), req.query) }),
  });
  app.get('/doctors/orders/:id', {
    ...doctor('An order with its intake answers, screening flags, rx details and prescription', { params, response: full }),
    handler: async (req) => ({ data: await orders.getStaffOrder(ctxOf(req), req.params.id) }),
  });
  app.get('/doctors/orders/:id/photo-id', {
    ...doctor("A link to the patient's photo ID, valid for a few minutes (each link is audited)", {
      params,
      response: { 200: api.photoIdLinkReplySchema },
    }),
    handler: async (req) => ({ data: await photoIdLink(ctxOf(req), req.params.id) }),
  });
  app.post('/doctors/create-new-order', {
    // One order per attempt: a second click or a retry with the same Idempotency-Key gets the first answer.
    ...idempotent(
      doctor(
        'Prescribe directly: an approved order for one of my patients or for a new patient (with an Idempotency-Key; ' +
          '409 OPEN_ORDER_EXISTS while the patient has an open order of the medication, unless confirmOpenOrder)',
        newOrder,
      ),
    ),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await orders.createNewOrder(ctxOf(req), req.body), message: 'Order created successfully' }),
  });
};
