import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productVariationsReplySchema } from '../../../contracts/catalog';
import { doctorMedicationsReplySchema, doctorProfileReplySchema, updateDoctorProfileBodySchema } from '../../../contracts/doctor';
import { bearerSecurity, guard, requireAuth } from '../../platform/auth/authenticate';
import { productVariations } from '../catalog/catalog.service';
import * as profile from './doctor-profile.service';

const tags = ['doctor'];

export const doctorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER']) };
  app.get('/doctors/profile', {
    ...route,
    schema: {
      tags,
      summary: 'My profile, licence states and assigned pharmacies',
      security: bearerSecurity,
      response: { 200: doctorProfileReplySchema },
    },
    handler: async (req) => ({ data: await profile.getProfile(req, requireAuth(req)) }),
  });
  app.patch('/doctors/profile', {
    ...route,
    schema: {
      tags,
      summary: 'Change my name or phone (only the fields sent change)',
      security: bearerSecurity,
      body: updateDoctorProfileBodySchema,
      response: { 200: doctorProfileReplySchema },
    },
    handler: async (req) => ({
      data: await profile.updateProfile(req, requireAuth(req), req.body),
      message: 'Profile updated successfully',
    }),
  });
  app.get('/doctors/product-variations', {
    ...route,
    schema: {
      tags,
      summary: 'The doses that can be prescribed',
      security: bearerSecurity,
      response: { 200: productVariationsReplySchema },
    },
    handler: async () => ({ data: { productVariations: await productVariations(app.db) } }),
  });
  app.get('/doctors/medications', {
    ...route,
    schema: {
      tags,
      summary: 'The medications that can be prescribed, each with its doses',
      security: bearerSecurity,
      response: { 200: doctorMedicationsReplySchema },
    },
    handler: async (req) => ({ data: { medications: await profile.medications(req) } }),
  });
};
