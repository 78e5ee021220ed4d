import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/outcomes';
import { audience, ctxOf } from '#server/platform/http/context';
import * as outcomes from '#server/modules/outcomes/outcomes.service';

const partner = audience(['GYM_OWNER'], ['outcomes']);

/** Partners: their patients' outcomes in aggregate (no names; no group under 11 patients). */
export const partnerOutcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gym-owner/outcomes', {
    ...partner('Outcomes of my patients by medication: on treatment, median percent lost at 12, 24 and 52 weeks', {
      response: { 200: api.partnerOutcomesReplySchema },
    }),
    handler: async (req) => ({ data: await outcomes.partnerOutcomes(ctxOf(req)) }),
  });
};
