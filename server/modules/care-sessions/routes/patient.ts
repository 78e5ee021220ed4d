import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/care-sessions';
import { idParamsSchema as params } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as sessions from '#server/modules/care-sessions/care-sessions.service';
import { withMessage } from '#server/platform/http/replies';

const patient = audience(['PATIENT'], ['care-sessions']);
const cancel = { params, body: api.cancelSessionBodySchema, response: { 200: api.patientSessionReplySchema } };

/** Patients: their own care sessions (never the care team's notes), and cancelling one before it starts. */
export const patientCareSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/patient/care-sessions', {
    ...patient('My care sessions: upcoming (soonest first) and past', { response: { 200: api.patientSessionsReplySchema } }),
    handler: async (req) => ({ data: await sessions.ownList(ctxOf(req)) }),
  });
  app.post('/patient/care-sessions/:id/cancel', {
    ...patient('Cancel one of my upcoming care sessions, with a reason', cancel),
    handler: withMessage('Your call was canceled', (req) => sessions.cancelOwn(ctxOf(req), req.params.id, req.body.reason)),
  });
};
