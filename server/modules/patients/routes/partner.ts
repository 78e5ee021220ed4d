import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/patients';
import { audience, ctxOf } from '#server/platform/http/context';
import * as partnerPatients from '#server/modules/patients/partner-patients.service';
import * as patients from '#server/modules/patients/patients.service';
import { countOf } from '#contracts/plural';
import { withMessage } from '#server/platform/http/replies';

const partner = audience(['GYM_OWNER'], ['partner']);

const patientList = { querystring: api.partnerPatientListQuerySchema, response: { 200: api.partnerPatientListReplySchema } };
const patientReply = { 200: api.partnerPatientReplySchema };
const patientChange = { params, body: api.updatePartnerPatientBodySchema, response: patientReply };

/** Partners: the patients who came through them, and those they follow in another telehealth service. */
export const partnerPatientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gym-owner/patients', {
    ...partner('My patients, searched by name, email or phone', patientList),
    handler: async (req) => ({ data: await patients.listPatients(ctxOf(req), req.query) }),
  });
  app.get('/gym-owner/patients/:id', {
    ...partner('One of my patients', { params, response: patientReply }),
    handler: async (req) => ({ data: await patients.patientOfCaller(ctxOf(req), req.params.id) }),
  });
  app.put('/gym-owner/patients/:id', {
    ...partner("Change a patient's contact details (only the fields sent change)", patientChange),
    handler: withMessage('Patient updated successfully', (req) => patients.updatePatient(ctxOf(req), req.params.id, req.body)),
  });
  app.patch('/gym-owner/patients/:id/status', {
    ...partner("Change a patient's status", { params, body: api.updatePatientStatusBodySchema, response: patientReply }),
    handler: withMessage('Patient status updated successfully', (req) =>
      partnerPatients.setPatientStatus(ctxOf(req), req.params.id, req.body.status),
    ),
  });
  app.get('/gym-owner/summary', {
    ...partner('My patients at a glance', { response: { 200: api.partnerSummaryReplySchema } }),
    handler: async (req) => ({ data: await partnerPatients.patientSummary(ctxOf(req)) }),
  });
  app.get('/gym-owner/patients-registered', {
    ...partner('How many patients registered in each day, week or month', {
      querystring: api.patientsRegisteredQuerySchema,
      response: { 200: api.patientsRegisteredReplySchema },
    }),
    handler: async (req) => ({ data: await partnerPatients.registeredOverTime(ctxOf(req), req.query) }),
  });
  app.get('/gym-owner/external-patients', {
    ...partner('My patients in another telehealth service, listed apart from ours', {
      querystring: api.externalPatientListQuerySchema,
      response: { 200: api.externalPatientListReplySchema },
    }),
    handler: async (req) => ({ data: await partnerPatients.listExternalPatients(ctxOf(req), req.query) }),
  });
  app.post('/gym-owner/external-patients/import', {
    // A CSV of up to 1 MB, sent as a JSON string (escaping can make it larger).
    bodyLimit: 3 * 1024 * 1024,
    ...partner('Check (preview, the default) or import a CSV of my patients in another telehealth service', {
      body: api.importExternalPatientsBodySchema,
      response: { 200: api.importExternalPatientsReplySchema },
    }),
    handler: async (req) => {
      const data = await partnerPatients.importExternalPatients(ctxOf(req), req.body);
      return { data, message: req.body.preview ? 'File checked' : `Imported ${countOf(data.imported, 'patient')}` };
    },
  });
};
