import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/outcomes';
import { audience, ctxOf } from '#server/platform/http/context';
import * as outcomes from '#server/modules/outcomes/outcomes.service';

const patient = audience(['PATIENT'], ['outcomes']);

/** Patients: their weight since the start of treatment against the expected range. */
export const patientOutcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/patient/outcomes', {
    ...patient('My weight since the start of treatment, against the trial range for my medication (null without a plan)', {
      response: { 200: api.patientOutcomeReplySchema },
    }),
    handler: async (req) => ({ data: await outcomes.ownOutcome(ctxOf(req)) }),
  });
};
