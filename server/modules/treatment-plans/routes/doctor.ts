import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/treatment-plans';
import { audience, ctxOf } from '#server/platform/http/context';
import * as checkIns from '#server/modules/treatment-plans/check-ins.service';
import * as plans from '#server/modules/treatment-plans/treatment-plans.service';
import { withMessage } from '#server/platform/http/replies';

const doctor = audience(['DOCTOR', 'MEDICAL_PROVIDER'], ['treatment-plans']);

const doseChange = { params, body: api.doseChangeBodySchema, response: { 200: api.treatmentPlanReplySchema } };
const checkInReview = { params, body: api.checkInReviewBodySchema, response: { 200: api.checkInReplySchema } };

/** Doctors and medical providers: the treatment plans and check-ins of the patients they see. */
export const doctorTreatmentPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors/patients/:id/treatment-plan', {
    ...doctor("A patient's treatment plan: dose, schedule, history and check-ins (null when none)", {
      params,
      response: { 200: api.treatmentPlanReplySchema },
    }),
    handler: async (req) => ({ data: await plans.patientPlan(ctxOf(req), req.params.id) }),
  });
  app.post('/doctors/patients/:id/treatment-plan/dose', {
    ...doctor("Move a patient's dose up a step, hold it or step it down, with a reason", doseChange),
    handler: withMessage('Treatment plan updated', (req) => plans.changeDose(ctxOf(req), req.params.id, req.body)),
  });
  app.get('/doctors/check-ins', {
    ...doctor("The flagged check-ins of the doctor's patients that wait for a review, oldest first (the refills they hold)", {
      querystring: api.checkInQueueQuerySchema,
      response: { 200: api.checkInQueueReplySchema },
    }),
    handler: async (req) => ({ data: await checkIns.flaggedCheckInList(ctxOf(req), req.query) }),
  });
  app.post('/doctors/check-ins/:id/review', {
    ...doctor('Acknowledge a flagged check-in with a note (the refill it held may then be sent)', checkInReview),
    handler: withMessage('Check-in reviewed', (req) => checkIns.reviewCheckIn(ctxOf(req), req.params.id, req.body.note)),
  });
};
