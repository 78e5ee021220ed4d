import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intakeReplySchema, saveProgressBodySchema, updateIntakeBodySchema } from '../../../../contracts/onboarding';
import { bearerSecurity, ctxOf, guard, intakeTokenOf } from '../../../platform/http/context';
import * as intakes from '../intake.service';

/** Signed-in patients: their own questionnaires. */
export const patientIntakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['PATIENT']) };
  const tags = ['onboarding'];
  app.put('/patients/questionnaire-progress', {
    ...route,
    schema: {
      tags,
      summary: "Save progress on one's own questionnaire",
      security: bearerSecurity,
      body: saveProgressBodySchema,
      response: { 200: intakeReplySchema },
    },
    handler: async (req) => ({ data: await intakes.updateIntake(ctxOf(req), req.body.intakeId, req.body, intakeTokenOf(req)) }),
  });
  app.put('/patients/questionnaire/:questionnaire', {
    ...route,
    schema: {
      tags,
      summary: "Submit one's own questionnaire (sets the submitted flag)",
      security: bearerSecurity,
      params: z.object({ questionnaire: z.uuid() }),
      body: updateIntakeBodySchema,
      response: { 200: intakeReplySchema },
    },
    handler: async (req) => ({
      data: await intakes.updateIntake(ctxOf(req), req.params.questionnaire, req.body, intakeTokenOf(req), true),
      message: 'Your form was submitted successfully!',
    }),
  });
};
