import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/treatment-plans';
import { audience, ctxOf } from '#server/platform/http/context';
import * as checkIns from '#server/modules/treatment-plans/check-ins.service';
import * as plans from '#server/modules/treatment-plans/treatment-plans.service';

const patient = audience(['PATIENT'], ['treatment-plans']);
const change = { body: api.planReasonBodySchema, response: { 200: api.treatmentPlanReplySchema } };

/** Patients: their treatment plan (pause, resume, cancel) and their refill check-ins. */
export const patientTreatmentPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/patient/treatment-plan', {
    ...patient('My treatment plan: dose, schedule, history and check-ins (null when I have none)', {
      response: { 200: api.treatmentPlanReplySchema },
    }),
    handler: async (req) => ({ data: await plans.ownPlan(ctxOf(req)) }),
  });
  app.post('/patient/treatment-plan/pause', {
    ...patient('Pause my treatment plan (no refill is sent while it is paused), with a reason', change),
    handler: async (req) => ({
      data: await plans.changeOwnPlan(ctxOf(req), 'pause', req.body.reason),
      message: 'Treatment plan paused',
    }),
  });
  app.post('/patient/treatment-plan/resume', {
    ...patient('Resume my paused treatment plan, with a reason', change),
    handler: async (req) => ({
      data: await plans.changeOwnPlan(ctxOf(req), 'resume', req.body.reason),
      message: 'Treatment plan resumed',
    }),
  });
  app.post('/patient/treatment-plan/cancel', {
    ...patient('Cancel my treatment plan (no more refills), with a reason', change),
    handler: async (req) => ({
      data: await plans.changeOwnPlan(ctxOf(req), 'cancel', req.body.reason),
      message: 'Treatment plan canceled',
    }),
  });
  app.get('/patient/check-ins', {
    ...patient('Whether a refill check-in is due, and my check-ins, newest first', { response: { 200: api.checkInsReplySchema } }),
    handler: async (req) => ({ data: await checkIns.ownCheckIns(ctxOf(req)) }),
  });
  app.post('/patient/check-ins', {
    ...patient('Answer the refill check-in (weight, side effects, missed doses, notes)', {
      body: api.checkInBodySchema,
      response: { 201: api.checkInReplySchema },
    }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await checkIns.submitCheckIn(ctxOf(req), req.body), message: 'Check-in sent' }),
  });
};
