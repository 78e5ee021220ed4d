import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '../../../../contracts/common';
import * as api from '../../../../contracts/prescriptions';
import { audience, ctxOf } from '../../../platform/http/context';
import * as prescriptions from '../prescriptions.service';

const admin = audience(['SUPER_ADMIN'], ['admin']);

/** Super admins: a patient's prescriptions (the SUPER_ADMIN row of the prescriptions policy). */
export const adminPrescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/patients/:id/prescriptions', {
    ...admin("One patient's prescriptions, newest first", {
      params,
      querystring: api.prescriptionListQuerySchema,
      response: { 200: api.prescriptionListReplySchema },
    }),
    handler: async (req) => ({ data: await prescriptions.listPrescriptions(ctxOf(req), req.query, req.params.id) }),
  });
};
