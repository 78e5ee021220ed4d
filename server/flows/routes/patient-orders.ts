import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/orders';
import { audience, ctxOf } from '#server/platform/http/context';
import * as patientOrder from '#server/flows/patient-order';

const patient = audience(['PATIENT'], ['patient']);

/** Patients: one of their own orders, with its payments. */
export const patientOrderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/patient/orders/:id', {
    ...patient('One of my orders', { params, response: { 200: api.patientOrderReplySchema } }),
    handler: async (req) => ({ data: await patientOrder.getOwnOrder(ctxOf(req), req.params.id) }),
  });
};
