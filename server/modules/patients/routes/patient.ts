import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/patient-profile';
import { audience, ctxOf } from '#server/platform/http/context';
import * as patients from '#server/modules/patients/patients.service';

const patient = audience(['PATIENT'], ['patient']);
const onboarding = audience(['PATIENT'], ['onboarding']);

const profileChange = { body: api.updatePatientProfileBodySchema, response: { 200: api.patientProfileReplySchema } };

/** Patients: their own record and profile. */
export const patientProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/patient/profile', {
    ...patient('My profile', { response: { 200: api.patientProfileReplySchema } }),
    handler: async (req) => ({ data: await patients.ownProfile(ctxOf(req)) }),
  });
  app.put('/patient/profile', {
    ...patient('Update my profile (non-empty fields only)', profileChange),
    handler: async (req) => ({ data: await patients.updateOwnProfile(ctxOf(req), req.body), message: 'Profile updated successfully' }),
  });
  app.get('/patients/:id', {
    ...onboarding("One's own patient record", { params, response: { 200: envelope(api.patientRecordSchema) } }),
    handler: async (req) => ({ data: await patients.patientRecord(ctxOf(req), req.params.id) }),
  });
};
