import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageOnlySchema } from '../../../../contracts/common';
import {
  createDelegateAccessBodySchema,
  delegateAccessReplySchema,
  ownedDelegateAccessesReplySchema,
} from '../../../../contracts/delegate-access';
import { doctorProfileReplySchema, updateDoctorProfileBodySchema } from '../../../../contracts/doctor';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import * as delegateAccess from '../delegate-access.service';
import * as profile from '../doctor-profile.service';

/**
 * Doctors and medical providers: their profile, and the delegate accesses they give. The delegate-access service is
 * owner-agnostic: partners get the same calls under /gym-owner.
 */
export const doctorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER']) };
  const tags = ['doctor'];
  app.get('/doctors/profile', {
    ...route,
    schema: {
      tags,
      summary: 'My profile, licence states and assigned pharmacies',
      security: bearerSecurity,
      response: { 200: doctorProfileReplySchema },
    },
    handler: async (req) => ({ data: await profile.getProfile(ctxOf(req)) }),
  });
  app.patch('/doctors/profile', {
    ...route,
    schema: {
      tags,
      summary: 'Change my name or phone (only the fields sent change)',
      security: bearerSecurity,
      body: updateDoctorProfileBodySchema,
      response: { 200: doctorProfileReplySchema },
    },
    handler: async (req) => ({ data: await profile.updateProfile(ctxOf(req), req.body), message: 'Profile updated successfully' }),
  });

  const delegation = ['delegate access'];
  app.get('/doctors/delegate-access/owned', {
    ...route,
    schema: {
      tags: delegation,
      summary: 'The delegate accesses I gave, newest first (revoked ones INACTIVE)',
      security: bearerSecurity,
      response: { 200: ownedDelegateAccessesReplySchema },
    },
    handler: async (req) => ({ data: { delegateAccesses: await delegateAccess.listOwned(ctxOf(req)) } }),
  });
  app.post('/doctors/delegate-access', {
    ...route,
    schema: {
      tags: delegation,
      summary: "Let a staff member act for me, by their account's e-mail",
      security: bearerSecurity,
      body: createDelegateAccessBodySchema,
      response: { 201: delegateAccessReplySchema },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send({ data: await delegateAccess.create(ctxOf(req), req.body.email), message: 'Delegate access created successfully' }),
  });
  app.delete('/doctors/delegate-access/:id', {
    ...route,
    schema: {
      tags: delegation,
      summary: 'Revoke a delegate access (it stays listed, INACTIVE)',
      security: bearerSecurity,
      params: idParamsSchema,
      response: { 200: messageOnlySchema },
    },
    handler: async (req) => {
      await delegateAccess.revoke(ctxOf(req), req.params.id);
      return { data: null, message: 'Delegate access revoked successfully' };
    },
  });
};
