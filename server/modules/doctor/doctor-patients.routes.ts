import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/common';
import {
  doctorPatientDetailReplySchema,
  doctorPatientListQuerySchema,
  doctorPatientListReplySchema,
  doctorPatientReplySchema,
  updateDoctorPatientBodySchema,
} from '../../../contracts/doctor';
import { bearerSecurity, guard, requireAuth } from '../../platform/auth/authenticate';
import * as patients from './doctor-patients.service';

const tags = ['doctor'];

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
    handler: async (req) => ({ data: await patients.listPatients(req, requireAuth(req), req.query) }),
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
    handler: async (req) => ({ data: await patients.getPatientDetail(req, requireAuth(req), req.params.id) }),
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
      data: await patients.updatePatient(req, requireAuth(req), req.params.id, req.body),
      message: 'Patient updated successfully',
    }),
  });
};
