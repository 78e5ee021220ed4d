import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import * as delegation from '#contracts/delegate-access';
import { audience, ctxOf } from '#server/platform/http/context';
import * as delegateAccess from '#server/modules/accounts/delegate-access.service';

const roles = ['DOCTOR', 'MEDICAL_PROVIDER'] as const;
const delegating = audience(roles, ['delegate access']);

const ownedAccesses = { response: { 200: delegation.ownedDelegateAccessesReplySchema } };
const newAccess = { body: delegation.createDelegateAccessBodySchema, response: { 201: delegation.delegateAccessReplySchema } };

/**
 * Doctors and medical providers: the delegate accesses they give (their profile is in flows/routes/doctor-profile.ts).
 * The delegate-access service is owner-agnostic: partners get the same calls under /gym-owner.
 */
export const doctorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors/delegate-access/owned', {
    ...delegating('The delegate accesses I gave, newest first (revoked ones INACTIVE)', ownedAccesses),
    handler: async (req) => ({ data: { delegateAccesses: await delegateAccess.listOwned(ctxOf(req)) } }),
  });
  app.post('/doctors/delegate-access', {
    ...delegating("Let a staff member act for me, by their account's email", newAccess),
    handler: async (req, reply) =>
      reply
        .code(201)
        .send({ data: await delegateAccess.create(ctxOf(req), req.body.email), message: 'Delegate access created successfully' }),
  });
  app.delete('/doctors/delegate-access/:id', {
    ...delegating('Revoke a delegate access (it stays listed, INACTIVE)', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await delegateAccess.revoke(ctxOf(req), req.params.id);
      return { data: null, message: 'Delegate access revoked successfully' };
    },
  });
};
