import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/admin-partners';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import type { GymOwnerRecord } from '#contracts/admin-partners';
import type { Ctx } from '#server/platform/context';
import { payoutBalance } from '#server/modules/payments/payouts.service';
import * as partners from '#server/modules/accounts/partner-admin.service';

const admin = audience(['SUPER_ADMIN'], ['admin: partners']);

const detailReply = { 200: api.gymOwnerReplySchema };
const UPDATED = 'Gym owner updated successfully';

/** The partner as the detail screen shows it: with what it is owed (the payments module's figures). */
const withBalance = async (ctx: Ctx, detail: GymOwnerRecord) => ({ ...detail, payoutBalance: await payoutBalance(ctx, detail.id) });

/** Administrators: partners (gym owners), what they are given (doctor, commission, billing) and deleting one. */
export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/gym-owners', {
    ...admin('Partners, searched by business name, owner name or e-mail', {
      querystring: api.gymOwnerListQuerySchema,
      response: { 200: api.gymOwnerListReplySchema },
    }),
    handler: async (req) => ({ data: await partners.listGymOwners(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/gym-owners/doctor-choices', {
    ...admin('The doctors a partner can be given, by name', {
      querystring: api.doctorChoicesQuerySchema,
      response: { 200: api.doctorChoicesReplySchema },
    }),
    handler: async (req) => ({ data: await partners.doctorChoices(ctxOf(req), req.query.search) }),
  });
  app.get('/super-admin/gym-owners/:id', {
    ...admin('One partner, with its doctor, billing and counts', { params, response: detailReply }),
    handler: async (req) => {
      const ctx = ctxOf(req);
      return { data: await withBalance(ctx, await partners.getGymOwner(ctx, req.params.id)) };
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
      return { data: await withBalance(ctx, await partners.updateGymOwner(ctx, req.params.id, req.body)), message: UPDATED };
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
      return { data: await withBalance(ctx, await partners.updateGymOwner(ctx, req.params.id, req.body)), message: UPDATED };
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
        data: await withBalance(ctx, await partners.assignDoctor(ctx, req.params.id, req.body.doctorId)),
        message: 'Doctor assigned successfully',
      };
    },
  });
  app.delete('/super-admin/gym-owners/:id', {
    ...admin('Delete a partner (its account; refused while it has unpaid invoices)', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await partners.deleteGymOwner(ctxOf(req), req.params.id);
      return { data: null, message: 'Gym owner deleted successfully' };
    },
  });
};
