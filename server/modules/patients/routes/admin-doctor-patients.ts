import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import { doctorPatientListQuerySchema, doctorPatientListReplySchema } from '#contracts/patients';
import { audience, ctxOf } from '#server/platform/http/context';
import * as doctors from '#server/modules/accounts/doctors-admin.service';
import { listPatients } from '#server/modules/patients/patients.service';

const admin = audience(['SUPER_ADMIN'], ['admin']);

/** The super admin's view of a doctor's patients, as the doctor's own list. */
export const adminDoctorPatientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/doctors/:id/patients', {
    ...admin("A doctor's patients (theirs and their partners'), as the doctor's own list", {
      params,
      querystring: doctorPatientListQuerySchema,
      response: { 200: doctorPatientListReplySchema },
    }),
    handler: async (req) => {
      const ctx = ctxOf(req);
      return { data: await listPatients(ctx, { ...req.query, forDoctor: await doctors.reachOfDoctor(ctx, req.params.id) }) };
    },
  });
};
