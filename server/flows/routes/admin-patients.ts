import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as partnerApi from '#contracts/partners';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/patients';
import { countOf } from '#contracts/plural';
import { audience, ctxOf } from '#server/platform/http/context';
import * as history from '#server/flows/patient-history';
import * as reassign from '#server/flows/reassign-patients';

const admin = audience(['SUPER_ADMIN'], ['admin']);
const partnersAdmin = audience(['SUPER_ADMIN'], ['admin: partners']);

/** Administrators: a patient's timeline and files, and moving patients with their orders between partners. */
export const adminPatientFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/patients/:id/history', {
    ...admin("A patient's timeline: orders, payments, prescriptions, status changes and notes, newest first", {
      params,
      querystring: api.patientHistoryQuerySchema,
      response: { 200: api.patientHistoryReplySchema },
    }),
    handler: async (req) => ({ data: await history.patientHistory(ctxOf(req), req.params.id, req.query) }),
  });
  app.get('/super-admin/patients/:id/attachments', {
    ...admin("A patient's uploaded files, each with a signed link that works for a few minutes", {
      params,
      response: { 200: api.attachmentsReplySchema },
    }),
    handler: async (req) => ({ data: await history.listAttachments(ctxOf(req), req.params.id) }),
  });
  app.post('/super-admin/gym-owner/reassign-patients', {
    ...partnersAdmin('Move patients, and their orders, to another partner: all of them or none', {
      body: partnerApi.reassignPatientsBodySchema,
      response: { 200: partnerApi.reassignPatientsReplySchema },
    }),
    handler: async (req) => {
      const data = await reassign.reassignPatients(ctxOf(req), req.body);
      return { data, message: `${countOf(data.patients, 'patient')} reassigned successfully` };
    },
  });
};
