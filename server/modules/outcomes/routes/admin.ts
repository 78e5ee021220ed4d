import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/outcomes';
import { audience, ctxOf } from '#server/platform/http/context';
import * as outcomes from '#server/modules/outcomes/outcomes.service';

const admin = audience(['SUPER_ADMIN'], ['outcomes']);

/** Administrators: outcomes in aggregate across partners, per partner or per doctor (no patient named). */
export const adminOutcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/outcomes', {
    ...admin('Outcomes by medication for every patient, per partner or per doctor (groups under 11 patients hidden)', {
      querystring: api.adminOutcomesQuerySchema,
      response: { 200: api.adminOutcomesReplySchema },
    }),
    handler: async (req) => ({ data: await outcomes.adminOutcomes(ctxOf(req), req.query.by) }),
  });
};
