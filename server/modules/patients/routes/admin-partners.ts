import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/partners';
import { idParamsSchema as params } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as reassign from '#server/modules/patients/partner-reassign.service';

const admin = audience(['SUPER_ADMIN'], ['admin: partners']);

/** Administrators: a partner's patients without a doctor, and moving patients (with their orders) between partners. */
export const adminPartnerPatientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/gym-owner/:id/unassigned-patients', {
    ...admin("A partner's patients with no doctor of their own (show=all: all of the partner's patients)", {
      params,
      querystring: api.partnerPatientsQuerySchema,
      response: { 200: api.partnerPatientsReplySchema },
    }),
    handler: async (req) => ({ data: await reassign.patientsOfPartner(ctxOf(req), req.params.id, req.query) }),
  });
};
