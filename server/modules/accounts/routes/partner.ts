import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import * as delegation from '#contracts/delegate-access';
import * as api from '#contracts/partner-profile';
import { audience, ctxOf } from '#server/platform/http/context';
import * as delegateAccess from '#server/modules/accounts/delegate-access.service';
import * as profile from '#server/modules/accounts/partner-profile.service';

const partner = audience(['GYM_OWNER'], ['partner']);
const delegating = audience(['GYM_OWNER'], ['delegate access']);

const profileChange = { body: api.updatePartnerProfileBodySchema, response: { 200: api.partnerProfileReplySchema } };
const ownedAccesses = { response: { 200: delegation.ownedDelegateAccessesReplySchema } };
const newAccess = { body: delegation.createDelegateAccessBodySchema, response: { 201: delegation.delegateAccessReplySchema } };
const connect = { body: api.accountConnectBodySchema, response: { 200: api.accountConnectReplySchema } };

/** Partners (gym owners): their business profile, payout account and the delegate accesses they give. */
export const partnerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gym-owner', {
    ...partner('My business profile, logo and payout account', { response: { 200: api.partnerProfileReplySchema } }),
    handler: async (req) => ({ data: await profile.getProfile(ctxOf(req)) }),
  });
  app.put('/gym-owner', {
    ...partner('Change my business name, name or phone (only the fields sent change)', profileChange),
    handler: async (req) => ({ data: await profile.updateProfile(ctxOf(req), req.body), message: 'Profile updated successfully' }),
  });
  app.post('/gym-owner/account-connect', {
    ...partner('Connect the account my commissions are paid out to (with Stripe: a link to finish its setup)', connect),
    handler: async (req) => {
      const data = await profile.connectPayoutAccount(ctxOf(req), req.body);
      const message = data.status === 'ACTIVE' ? 'Payout account connected successfully' : 'Finish setting up your payout account';
      return { data, message };
    },
  });
  app.get('/gym-owner/delegate-access/owned', {
    ...delegating('The delegate accesses I gave that are live, newest first', ownedAccesses),
    handler: async (req) => ({ data: { delegateAccesses: await delegateAccess.listOwned(ctxOf(req), { activeOnly: true }) } }),
  });
  app.post('/gym-owner/delegate-access', {
    ...delegating("Let a staff member act for me, by their account's email", newAccess),
    handler: async (req, reply) =>
      reply
        .code(201)
        .send({ data: await delegateAccess.create(ctxOf(req), req.body.email), message: 'Delegate access created successfully' }),
  });
  app.delete('/gym-owner/delegate-access/:id', {
    ...delegating('Revoke a delegate access (it leaves my list)', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await delegateAccess.revoke(ctxOf(req), req.params.id);
      return { data: null, message: 'Delegate access revoked successfully' };
    },
  });
};
