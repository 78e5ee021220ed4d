import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/common';
import { orderListQuerySchema } from '../../../contracts/orders';
import {
  medicationsReplySchema,
  patientOrderReplySchema,
  patientOrdersReplySchema,
  patientProfileReplySchema,
  updatePatientProfileBodySchema,
} from '../../../contracts/patient';
import { bearerSecurity, guard, requireAuth } from '../../platform/auth/authenticate';
import * as patient from './patient.service';

const tags = ['patient'];

export const patientRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['PATIENT']) };
  app.get('/patient/profile', {
    ...route,
    schema: { tags, summary: 'My profile', security: bearerSecurity, response: { 200: patientProfileReplySchema } },
    handler: async (req) => ({ data: await patient.getProfile(req, requireAuth(req)) }),
  });
  app.put('/patient/profile', {
    ...route,
    schema: {
      tags,
      summary: 'Update my profile (non-empty fields only)',
      security: bearerSecurity,
      body: updatePatientProfileBodySchema,
      response: { 200: patientProfileReplySchema },
    },
    handler: async (req) => ({
      data: await patient.updateProfile(req, requireAuth(req), req.body),
      message: 'Profile updated successfully',
    }),
  });
  app.get('/patient/orders', {
    ...route,
    schema: {
      tags,
      summary: 'My orders',
      security: bearerSecurity,
      querystring: orderListQuerySchema,
      response: { 200: patientOrdersReplySchema },
    },
    handler: async (req) => ({ data: await patient.listOrders(req, requireAuth(req), req.query) }),
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
    handler: async (req) => ({ data: await patient.getOrder(req, requireAuth(req), req.params.id) }),
  });
  app.get('/patient/me/medications', {
    ...route,
    schema: { tags, summary: 'My current medications', security: bearerSecurity, response: { 200: medicationsReplySchema } },
    handler: async (req) => ({ data: { medications: await patient.medications(req, requireAuth(req)) } }),
  });
};
