import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doctorProfileReplySchema, updateDoctorProfileBodySchema } from '#contracts/doctors';
import { audience, ctxOf } from '#server/platform/http/context';
import * as profile from '#server/flows/doctor-profile';

const doctor = audience(['DOCTOR', 'MEDICAL_PROVIDER'], ['doctor']);
const profileChange = { body: updateDoctorProfileBodySchema, response: { 200: doctorProfileReplySchema } };

/** Doctors and medical providers: their profile, with the pharmacies assigned to them. */
export const doctorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors/profile', {
    ...doctor('My profile, license states and assigned pharmacies', { response: { 200: doctorProfileReplySchema } }),
    handler: async (req) => ({ data: await profile.getProfile(ctxOf(req)) }),
  });
  app.patch('/doctors/profile', {
    ...doctor('Change my name or phone (only the fields sent change)', profileChange),
    handler: async (req) => ({ data: await profile.updateProfile(ctxOf(req), req.body), message: 'Profile updated successfully' }),
  });
};
