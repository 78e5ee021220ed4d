import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/doctors';
import { idParamsSchema as params } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as doctors from '#server/modules/accounts/doctors-admin.service';
import { startActingAs } from '#server/modules/auth/act-as.service';

const admin = audience(['SUPER_ADMIN'], ['admin']);
const tokenReply = { 200: api.actAsTokenReplySchema };

/** The super admin acts as a doctor or a partner: a short-lived session and a one-time hand-over code. */
export const adminActAsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/doctors/:id/generate-token', {
    ...admin('Act as this doctor: a short-lived session and a one-time hand-over code', { params, response: tokenReply }),
    handler: async (req) => {
      const ctx = ctxOf(req);
      return { data: await startActingAs(ctx, await doctors.doctorUserId(ctx, req.params.id), 'Doctor') };
    },
  });
  app.get('/super-admin/gym-owner/:id/generate-token', {
    ...admin('Act as this partner: a short-lived session and a one-time hand-over code', { params, response: tokenReply }),
    handler: async (req) => {
      const ctx = ctxOf(req);
      return { data: await startActingAs(ctx, await doctors.partnerUserId(ctx, req.params.id), 'Partner') };
    },
  });
};
