import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/outcomes';
import { audience, ctxOf } from '#server/platform/http/context';
import * as outcomes from '#server/modules/outcomes/outcomes.service';
import { withMessage } from '#server/platform/http/replies';

const doctor = audience(['DOCTOR', 'MEDICAL_PROVIDER'], ['outcomes']);

/** Doctors and medical providers: their patients' outcomes, the lists to look at, and their decisions. */
export const doctorOutcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors/outcomes/attention', {
    ...doctor('Patients not responding as expected, losing too fast, or with no weight logged lately (10 of each)', {
      response: { 200: api.attentionReplySchema },
    }),
    handler: async (req) => ({ data: await outcomes.attention(ctxOf(req)) }),
  });
  app.get('/doctors/patients/:id/outcomes', {
    ...doctor("A patient's weight against the trial range, with dose steps, check-in answers and past decisions", {
      params,
      response: { 200: api.doctorPatientOutcomeReplySchema },
    }),
    handler: async (req) => ({ data: await outcomes.patientOutcome(ctxOf(req), req.params.id) }),
  });
  app.post('/doctors/patients/:id/outcomes/review', {
    ...doctor("Record a decision on the patient's response (continue, change the dose, stop, ask for a visit)", {
      params,
      body: api.outcomeReviewBodySchema,
      response: { 200: api.doctorPatientOutcomeReplySchema },
    }),
    handler: withMessage('Decision recorded', async (req) => {
      const ctx = ctxOf(req);
      await outcomes.review(ctx, req.params.id, req.body);
      return outcomes.patientOutcome(ctx, req.params.id);
    }),
  });
};
