import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/account';
import { audience, ctxOf } from '#server/platform/http/context';
import * as account from '#server/modules/accounts/own-account.service';

const signedIn = audience('ANY', ['account']);
const profileChange = { body: api.updateAccountProfileBodySchema, response: { 200: api.accountProfileReplySchema } };

/** Everyone signed in, on every portal: their own account (a delegate's own, never the owner's they act for). */
export const ownAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/account/profile', {
    ...signedIn('My own account: name, email, phone, role and photo', { response: { 200: api.accountProfileReplySchema } }),
    handler: async (req) => ({ data: await account.getProfile(ctxOf(req)) }),
  });
  app.put('/account/profile', {
    ...signedIn('Change my name or phone (only the fields sent change)', profileChange),
    handler: async (req) => ({ data: await account.updateProfile(ctxOf(req), req.body), message: 'Profile updated successfully' }),
  });
  app.get('/account/delegate-access', {
    ...signedIn('The live delegate accesses I gave and those I hold', { response: { 200: api.accountDelegateAccessReplySchema } }),
    handler: async (req) => ({ data: await account.delegateAccesses(ctxOf(req)) }),
  });
};
