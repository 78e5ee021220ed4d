import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import { orderQuestionsReplySchema } from '#contracts/onboarding';
import { orderListQuerySchema } from '#contracts/orders';
import * as api from '#contracts/orders';
import { audience, ctxOf } from '#server/platform/http/context';
import * as orders from '#server/modules/orders/patient-orders.service';

const patient = audience(['PATIENT'], ['patient']);
const onboarding = audience(['PATIENT'], ['onboarding']);

/** Patients: their own orders. */
export const patientOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/patient/orders', {
    ...patient('My orders', { querystring: orderListQuerySchema, response: { 200: api.patientOrdersReplySchema } }),
    handler: async (req) => ({ data: await orders.listOwnOrders(ctxOf(req), req.query) }),
  });
  app.get('/patient/me/medications', {
    ...patient('My current medications', { response: { 200: api.medicationsReplySchema } }),
    handler: async (req) => ({ data: { medications: await orders.ownMedications(ctxOf(req)) } }),
  });
  app.get('/patients/orders/:id', {
    ...onboarding("The questions and answers of one's own order", { params, response: { 200: orderQuestionsReplySchema } }),
    handler: async (req) => ({ data: await orders.orderQuestions(ctxOf(req), req.params.id) }),
  });
};
