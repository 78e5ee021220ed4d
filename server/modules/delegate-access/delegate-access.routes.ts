import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageOnlySchema } from '../../../contracts/common';
import {
  createDelegateAccessBodySchema,
  delegateAccessReplySchema,
  ownedDelegateAccessesReplySchema,
} from '../../../contracts/delegate-access';
import { bearerSecurity, guard, requireAuth } from '../../platform/auth/authenticate';
import * as delegateAccess from './delegate-access.service';

const tags = ['delegate access'];

/** The doctors' delegate accesses. The service is owner-agnostic: partners get the same calls under /gym-owner. */
export const delegateAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER']) };
  app.get('/doctors/delegate-access/owned', {
    ...route,
    schema: {
      tags,
      summary: 'The delegate accesses I gave, newest first (revoked ones INACTIVE)',
      security: bearerSecurity,
      response: { 200: ownedDelegateAccessesReplySchema },
    },
    handler: async (req) => ({ data: { delegateAccesses: await delegateAccess.listOwned(req, requireAuth(req)) } }),
  });
  app.post('/doctors/delegate-access', {
    ...route,
    schema: {
      tags,
      summary: "Let a staff member act for me, by their account's e-mail",
      security: bearerSecurity,
      body: createDelegateAccessBodySchema,
      response: { 201: delegateAccessReplySchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send({
        data: await delegateAccess.create(req, requireAuth(req), req.body.email),
        message: 'Delegate access created successfully',
      }),
  });
  app.delete('/doctors/delegate-access/:id', {
    ...route,
    schema: {
      tags,
      summary: 'Revoke a delegate access (it stays listed, INACTIVE)',
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: messageOnlySchema },
    },
    handler: async (req) => {
      await delegateAccess.revoke(req, requireAuth(req), req.params.id);
      return { data: null, message: 'Delegate access revoked successfully' };
    },
  });
};
