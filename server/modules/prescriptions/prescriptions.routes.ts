import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/common';
import {
  checkPrescriptionStatusBodySchema,
  createPrescriptionBodySchema,
  pharmaciesReplySchema,
  prescriptionListQuerySchema,
  prescriptionListReplySchema,
  prescriptionReplySchema,
  rxHereParamsSchema,
  sendPrescriptionBodySchema,
} from '../../../contracts/prescriptions';
import { bearerSecurity, guard, requireAuth } from '../../platform/auth/authenticate';
import { checkDigitalRxStatus, sendPrescription } from './pharmacy.service';
import * as prescriptions from './prescriptions.service';

const tags = ['prescriptions'];

export const prescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER']) };
  const reply = { 200: prescriptionReplySchema };

  app.post('/doctors/prescriptions', {
    ...route,
    schema: {
      tags,
      summary: "The order's prescription (created once; asking again returns it)",
      security: bearerSecurity,
      body: createPrescriptionBodySchema,
      response: reply,
    },
    handler: async (req) => ({
      data: await prescriptions.createPrescription(req, requireAuth(req), req.body),
      message: 'Prescription created successfully',
    }),
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
    handler: async (req) => ({
      data: await prescriptions.rxHere(req, requireAuth(req), req.params.id, req.params.userId),
      message: 'Prescription created successfully',
    }),
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
    handler: async (req) => ({ data: await prescriptions.listPrescriptions(req, requireAuth(req), req.query) }),
  });
  app.get('/doctors/prescriptions/:id', {
    ...route,
    schema: { tags, summary: 'A prescription with its pharmacy status', security: bearerSecurity, params: idParamsSchema, response: reply },
    handler: async (req) => ({ data: await prescriptions.getPrescription(req, requireAuth(req), req.params.id) }),
  });
  app.get('/doctors/pharmacies', {
    ...route,
    schema: {
      tags,
      summary: 'The pharmacies assigned to me: the only ones I may send to',
      security: bearerSecurity,
      response: { 200: pharmaciesReplySchema },
    },
    handler: async (req) => ({ data: await prescriptions.myPharmacies(req, requireAuth(req)) }),
  });
  app.post('/doctors/rx-provider/send-prescription', {
    ...route,
    schema: {
      tags,
      summary: "Send the order's prescription to the RX provider pharmacy",
      security: bearerSecurity,
      body: sendPrescriptionBodySchema,
      response: reply,
    },
    handler: async (req) => ({
      data: await sendPrescription(req, requireAuth(req), 'RX_PROVIDER', req.body.orderId),
      message: 'Order sent to RX provider successfully',
    }),
  });
  app.post('/doctors/digital-rx/send-prescription', {
    ...route,
    schema: {
      tags,
      summary: "Send the order's prescription to the Digital Rx pharmacy",
      security: bearerSecurity,
      body: sendPrescriptionBodySchema,
      response: reply,
    },
    handler: async (req) => ({
      data: await sendPrescription(req, requireAuth(req), 'DIGITAL_RX', req.body.orderId),
      message: 'Order sent to Digital Rx provider successfully',
    }),
  });
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
      data: await checkDigitalRxStatus(req, requireAuth(req), req.body.orderId),
      message: 'Prescription status retrieved successfully',
    }),
  });
};
