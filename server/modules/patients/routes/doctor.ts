import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/patients';
import { audience, ctxOf } from '#server/platform/http/context';
import * as patients from '#server/modules/patients/patients.service';

const doctor = audience(['DOCTOR', 'MEDICAL_PROVIDER'], ['doctor']);

const patientList = { querystring: api.doctorPatientListQuerySchema, response: { 200: api.doctorPatientListReplySchema } };
const patientChange = { params, body: api.updateDoctorPatientBodySchema, response: { 200: api.doctorPatientReplySchema } };

/** Doctors and medical providers: their patients. */
export const doctorPatientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors/patients', {
    ...doctor('My patients, searched by name, email or phone', patientList),
    handler: async (req) => ({ data: await patients.listPatients(ctxOf(req), req.query) }),
  });
  app.patch('/doctors/patients/:id', {
    ...doctor("Change a patient's record (only the fields sent change)", patientChange),
    handler: async (req) => ({
      data: await patients.updatePatient(ctxOf(req), req.params.id, req.body),
      message: 'Patient updated successfully',
    }),
  });
};
