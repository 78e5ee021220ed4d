import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/care-sessions';
import { CARE_ROLES } from '#contracts/patient-charts';
import { idParamsSchema as params } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as sessions from '#server/modules/care-sessions/care-sessions.service';

const careTeam = audience([...CARE_ROLES], ['care']);
const one = { params, response: { 200: api.careSessionReplySchema } };

/** The care team's sessions: every care role lists and reads them; what each may change is SESSION_PERMISSIONS. */
export const careSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/care/sessions', {
    ...careTeam('Sessions by time, status, kind, host (me or any) and patient name', {
      querystring: api.careSessionListQuerySchema,
      response: { 200: api.careSessionListReplySchema },
    }),
    handler: async (req) => ({ data: await sessions.list(ctxOf(req), req.query) }),
  });
  app.get('/care/sessions/:id', {
    ...careTeam('One session (its clinical notes for a nurse only)', one),
    handler: async (req) => ({ data: await sessions.get(ctxOf(req), req.params.id) }),
  });
  app.post('/care/sessions', {
    ...careTeam('Schedule a session with a patient (the caller hosts it unless hostId names another care team member)', {
      body: api.scheduleSessionBodySchema,
      response: { 201: api.careSessionReplySchema },
    }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await sessions.schedule(ctxOf(req), req.body), message: 'Session scheduled' }),
  });
  app.post('/care/sessions/:id/reschedule', {
    ...careTeam('Move a scheduled session to another time', { ...one, body: api.rescheduleSessionBodySchema }),
    handler: async (req) => ({ data: await sessions.reschedule(ctxOf(req), req.params.id, req.body), message: 'Session rescheduled' }),
  });
  app.post('/care/sessions/:id/complete', {
    ...careTeam('Complete a scheduled session with clinical notes (a nurse)', { ...one, body: api.completeSessionBodySchema }),
    handler: async (req) => ({ data: await sessions.complete(ctxOf(req), req.params.id, req.body.notes), message: 'Session completed' }),
  });
  app.post('/care/sessions/:id/no-show', {
    ...careTeam('Mark a started session as a no-show', one),
    handler: async (req) => ({ data: await sessions.markNoShow(ctxOf(req), req.params.id), message: 'Session marked as a no-show' }),
  });
  app.post('/care/sessions/:id/cancel', {
    ...careTeam('Cancel a scheduled session, with a reason', { ...one, body: api.cancelSessionBodySchema }),
    handler: async (req) => ({ data: await sessions.cancel(ctxOf(req), req.params.id, req.body.reason), message: 'Session canceled' }),
  });
};
