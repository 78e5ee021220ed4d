import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/patient-charts';
import { audience, ctxOf } from '#server/platform/http/context';
import { listCarePatients } from '#server/modules/patients/care-patients.service';

const careTeam = audience([...api.CARE_ROLES], ['care']);

const patientList = { querystring: api.carePatientListQuerySchema, response: { 200: api.carePatientListReplySchema } };

/** The care team: every patient, read-only (the patients and orders policies give each care role its rows). */
export const carePatientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/care/patients', {
    ...careTeam('Patients, searched by name, email or phone (read-only)', patientList),
    handler: async (req) => ({ data: await listCarePatients(ctxOf(req), req.query) }),
  });
};
