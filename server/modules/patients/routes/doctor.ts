import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contracts/common';
import {
  doctorPatientDetailReplySchema,
  doctorPatientListQuerySchema,
  doctorPatientListReplySchema,
  doctorPatientReplySchema,
  updateDoctorPatientBodySchema,
} from '../../../../contracts/doctor';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import { getPatientDetail } from '../patient-detail.service';
import * as patients from '../patients.service';

const tags = ['doctor'];

/** Doctors and medical providers: their patients. */
export const doctorPatientRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER']) };
  app.get('/doctors/patients', {
    ...route,
    schema: {
      tags,
      summary: 'My patients, searched by name, e-mail or phone',
      security: bearerSecurity,
      querystring: doctorPatientListQuerySchema,
      response: { 200: doctorPatientListReplySchema },
    },
    handler: async (req) => ({ data: await patients.listPatients(ctxOf(req), req.query) }),
  });
  app.get('/doctors/patients/:id/detail', {
    ...route,
    schema: {
      tags,
      summary: 'A patient with the latest intake and their orders',
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: doctorPatientDetailReplySchema },
    },
    handler: async (req) => ({ data: await getPatientDetail(ctxOf(req), req.params.id) }),
  });
  app.patch('/doctors/patients/:id', {
    ...route,
    schema: {
      tags,
      summary: "Change a patient's record (only the fields sent change)",
      security: bearerSecurity,
      params: idParamsSchema,
      body: updateDoctorPatientBodySchema,
      response: { 200: doctorPatientReplySchema },
    },
    handler: async (req) => ({
      data: await patients.updatePatient(ctxOf(req), req.params.id, req.body),
      message: 'Patient updated successfully',
    }),
  });
};
