import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamsSchema } from '../../../../contracts/common';
import { patientProfileReplySchema, patientRecordSchema, updatePatientProfileBodySchema } from '../../../../contracts/patient';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import * as patients from '../patients.service';

/** Patients: their own record and profile. */
export const patientProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['PATIENT']) };
  const tags = ['patient'];
  app.get('/patient/profile', {
    ...route,
    schema: { tags, summary: 'My profile', security: bearerSecurity, response: { 200: patientProfileReplySchema } },
    handler: async (req) => ({ data: await patients.ownProfile(ctxOf(req)) }),
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
    handler: async (req) => ({ data: await patients.updateOwnProfile(ctxOf(req), req.body), message: 'Profile updated successfully' }),
  });
  app.get('/patients/:id', {
    ...route,
    schema: {
      tags: ['onboarding'],
      summary: "One's own patient record",
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: envelope(patientRecordSchema) },
    },
    handler: async (req) => ({ data: await patients.patientRecord(ctxOf(req), req.params.id) }),
  });
};
