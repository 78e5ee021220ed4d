import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contracts/common';
import { orderQuestionsReplySchema } from '../../../../contracts/onboarding';
import { orderListQuerySchema } from '../../../../contracts/orders';
import { medicationsReplySchema, patientOrderReplySchema, patientOrdersReplySchema } from '../../../../contracts/patient';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import * as orders from '../patient-orders.service';

/** Patients: their own orders. */
export const patientOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['PATIENT']) };
  const tags = ['patient'];
  app.get('/patient/orders', {
    ...route,
    schema: {
      tags,
      summary: 'My orders',
      security: bearerSecurity,
      querystring: orderListQuerySchema,
      response: { 200: patientOrdersReplySchema },
    },
    handler: async (req) => ({ data: await orders.listOwnOrders(ctxOf(req), req.query) }),
  });
  app.get('/patient/orders/:id', {
    ...route,
    schema: {
      tags,
      summary: 'One of my orders',
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: patientOrderReplySchema },
    },
    handler: async (req) => ({ data: await orders.getOwnOrder(ctxOf(req), req.params.id) }),
  });
  app.get('/patient/me/medications', {
    ...route,
    schema: { tags, summary: 'My current medications', security: bearerSecurity, response: { 200: medicationsReplySchema } },
    handler: async (req) => ({ data: { medications: await orders.ownMedications(ctxOf(req)) } }),
  });
  app.get('/patients/orders/:id', {
    ...route,
    schema: {
      tags: ['onboarding'],
      summary: "The questions and answers of one's own order",
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: orderQuestionsReplySchema },
    },
    handler: async (req) => ({ data: await orders.orderQuestions(ctxOf(req), req.params.id) }),
  });
};
