import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/partners';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as partners from '#server/modules/accounts/partner-admin.service';

const admin = audience(['SUPER_ADMIN'], ['admin: partners']);

/** Administrators: partners (gym owners) listed and deleted; the detail and its changes are in flows/routes/admin-partners.ts. */
export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/gym-owners', {
    ...admin('Partners, searched by business name, owner name or email', {
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
  app.delete('/super-admin/gym-owners/:id', {
    ...admin('Delete a partner (its account; refused while it has unpaid invoices)', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await partners.deleteGymOwner(ctxOf(req), req.params.id);
      return { data: null, message: 'Gym owner deleted successfully' };
    },
  });
};
