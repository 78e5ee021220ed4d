import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '#contracts/onboarding';
import { audience, ctxOf, intakeTokenOf } from '#server/platform/http/context';
import * as intakes from '#server/modules/intake/intake.service';

const patient = audience(['PATIENT'], ['onboarding']);
const response = { 200: api.intakeReplySchema };

const submission = { params: z.object({ questionnaire: z.uuid() }), body: api.updateIntakeBodySchema, response };

/** Signed-in patients: their own questionnaires. */
export const patientIntakeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/patients/questionnaire-progress', {
    ...patient("Save progress on one's own questionnaire", { body: api.saveProgressBodySchema, response }),
    handler: async (req) => ({ data: await intakes.updateIntake(ctxOf(req), req.body.intakeId, req.body, intakeTokenOf(req)) }),
  });
  app.put('/patients/questionnaire/:questionnaire', {
    ...patient("Submit one's own questionnaire (sets the submitted flag)", submission),
    handler: async (req) => ({
      data: await intakes.updateIntake(ctxOf(req), req.params.questionnaire, req.body, intakeTokenOf(req), true),
      message: 'Your form was submitted successfully!',
    }),
  });
};
