import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/partners';
import { idParamsSchema as params } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as partner from '#server/flows/partner-detail';

const admin = audience(['SUPER_ADMIN'], ['admin: partners']);

const detailReply = { 200: api.gymOwnerReplySchema };
const UPDATED = 'Gym owner updated successfully';

/** Administrators: one partner with what it is owed, and the changes to its details and its doctor. */
export const adminPartnerDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/gym-owners/:id', {
    ...admin('One partner, with its doctor, billing and counts', { params, response: detailReply }),
    handler: async (req) => {
      const ctx = ctxOf(req);
      return { data: await partner.partnerDetail(ctx, req.params.id) };
    },
  });
  app.put('/super-admin/gym-owners/:id', {
    ...admin("Set a partner's business details, commission, billing mode and auto-billing", {
      params,
      body: api.replaceGymOwnerBodySchema,
      response: detailReply,
    }),
    handler: async (req) => {
      const ctx = ctxOf(req);
      return { data: await partner.updatePartner(ctx, req.params.id, req.body), message: UPDATED };
    },
  });
  app.patch('/super-admin/gym-owners/:id', {
    ...admin('Change some of a partner’s details (only the fields sent change)', {
      params,
      body: api.patchGymOwnerBodySchema,
      response: detailReply,
    }),
    handler: async (req) => {
      const ctx = ctxOf(req);
      return { data: await partner.updatePartner(ctx, req.params.id, req.body), message: UPDATED };
    },
  });
  app.patch('/super-admin/gym-owners/:id/assign-doctor', {
    ...admin("Give a partner its doctor (null: none); the doctor reaches the partner's patients", {
      params,
      body: api.assignDoctorBodySchema,
      response: detailReply,
    }),
    handler: async (req) => {
      const ctx = ctxOf(req);
      return {
        data: await partner.assignDoctor(ctx, req.params.id, req.body.doctorId),
        message: 'Doctor assigned successfully',
      };
    },
  });
};
