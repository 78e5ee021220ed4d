import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contracts/common';
import {
  checkPrescriptionStatusBodySchema,
  createPrescriptionBodySchema,
  pharmaciesReplySchema,
  prescriptionListQuerySchema,
  prescriptionListReplySchema,
  prescriptionReplySchema,
  rxHereParamsSchema,
  sendPrescriptionBodySchema,
} from '../../../../contracts/prescriptions';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import { checkDigitalRxStatus, sendPrescription } from '../pharmacy.service';
import * as prescriptions from '../prescriptions.service';

const tags = ['prescriptions'];

/** Doctors and medical providers: their patients' prescriptions and the pharmacies they send them to. */
export const doctorPrescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER']) };
  const reply = { 200: prescriptionReplySchema };
  const created = 'Prescription created successfully';

  app.post('/doctors/prescriptions', {
    ...route,
    schema: {
      tags,
      summary: "The order's prescription (created once; asking again returns it)",
      security: bearerSecurity,
      body: createPrescriptionBodySchema,
      response: reply,
    },
    handler: async (req) => ({ data: await prescriptions.createPrescription(ctxOf(req), req.body), message: created }),
  });
  app.post('/doctors/orders/:id/users/:userId/rx-here', {
    ...route,
    schema: {
      tags,
      summary: "The order's prescription from what is saved on the order; userId is the order's patient",
      security: bearerSecurity,
      params: rxHereParamsSchema,
      response: reply,
    },
    handler: async (req) => ({ data: await prescriptions.rxHere(ctxOf(req), req.params.id, req.params.userId), message: created }),
  });
  app.get('/doctors/prescriptions', {
    ...route,
    schema: {
      tags,
      summary: "My patients' prescriptions (past=true: shipped, delivered, cancelled)",
      security: bearerSecurity,
      querystring: prescriptionListQuerySchema,
      response: { 200: prescriptionListReplySchema },
    },
    handler: async (req) => ({ data: await prescriptions.listPrescriptions(ctxOf(req), req.query) }),
  });
  app.get('/doctors/prescriptions/:id', {
    ...route,
    schema: { tags, summary: 'A prescription with its pharmacy status', security: bearerSecurity, params: idParamsSchema, response: reply },
    handler: async (req) => ({ data: await prescriptions.getPrescription(ctxOf(req), req.params.id) }),
  });
  app.get('/doctors/pharmacies', {
    ...route,
    schema: {
      tags,
      summary: 'The pharmacies assigned to me: the only ones I may send to',
      security: bearerSecurity,
      response: { 200: pharmaciesReplySchema },
    },
    handler: async (req) => ({ data: await prescriptions.myPharmacies(ctxOf(req)) }),
  });
  for (const [path, provider, name, sentTo] of [
    ['rx-provider', 'RX_PROVIDER', 'RX provider', 'RX provider'],
    ['digital-rx', 'DIGITAL_RX', 'Digital Rx', 'Digital Rx provider'],
  ] as const) {
    app.post(`/doctors/${path}/send-prescription`, {
      ...route,
      schema: {
        tags,
        summary: `Send the order's prescription to the ${name} pharmacy`,
        security: bearerSecurity,
        body: sendPrescriptionBodySchema,
        response: reply,
      },
      handler: async (req) => ({
        data: await sendPrescription(ctxOf(req), provider, req.body.orderId),
        message: `Order sent to ${sentTo} successfully`,
      }),
    });
  }
  app.post('/doctors/digital-rx/check-prescription-status', {
    ...route,
    schema: {
      tags,
      summary: "Ask Digital Rx where the order's prescription is, and record it",
      security: bearerSecurity,
      body: checkPrescriptionStatusBodySchema,
      response: reply,
    },
    handler: async (req) => ({
      data: await checkDigitalRxStatus(ctxOf(req), req.body.orderId),
      message: 'Prescription status retrieved successfully',
    }),
  });
};
