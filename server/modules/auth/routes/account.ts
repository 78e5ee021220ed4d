import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/account';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as security from '#server/modules/auth/account-security.service';

const signedIn = audience('ANY', ['account']);
const passwordChange = { body: api.changePasswordBodySchema, response: { 200: api.changePasswordReplySchema } };

/** Everyone signed in: their password and their sessions (the acting person's own, for a delegate token too). */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/account/password', {
    ...signedIn('Change my password, with the current one; my other sessions end', passwordChange),
    handler: async (req) => {
      const data = await security.changePassword(ctxOf(req), req.body);
      const others = data.otherSessionsEnded === 1 ? '1 other session was' : `${data.otherSessionsEnded} other sessions were`;
      return { data, message: `Password changed. ${others} signed out.` };
    },
  });
  app.get('/account/sessions', {
    ...signedIn('My live sessions, most recently used first', { response: { 200: api.accountSessionsReplySchema } }),
    handler: async (req) => ({ data: { sessions: await security.listSessions(ctxOf(req)) } }),
  });
  app.delete('/account/sessions/:id', {
    ...signedIn('End one of my sessions', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await security.endSession(ctxOf(req), req.params.id);
      return { data: null, message: 'Session signed out' };
    },
  });
  app.post('/account/sessions/sign-out-others', {
    ...signedIn('End every session of mine but this one', { response: { 200: api.signOutOthersReplySchema } }),
    handler: async (req) => {
      const data = await security.signOutOthers(ctxOf(req));
      return { data, message: data.ended === 1 ? 'Signed out 1 other session' : `Signed out ${data.ended} other sessions` };
    },
  });
};
