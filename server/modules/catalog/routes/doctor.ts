import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productVariationsReplySchema } from '../../../../contracts/catalog';
import { doctorMedicationsReplySchema } from '../../../../contracts/doctor';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import { medications, productVariations } from '../catalog.service';

/** Doctors and medical providers: what can be prescribed. */
export const doctorCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preHandler: guard(['DOCTOR', 'MEDICAL_PROVIDER']) };
  const tags = ['doctor'];
  app.get('/doctors/product-variations', {
    ...route,
    schema: {
      tags,
      summary: 'The doses that can be prescribed',
      security: bearerSecurity,
      response: { 200: productVariationsReplySchema },
    },
    handler: async (req) => ({ data: { productVariations: await productVariations(ctxOf(req)) } }),
  });
  app.get('/doctors/medications', {
    ...route,
    schema: {
      tags,
      summary: 'The medications that can be prescribed, each with its doses',
      security: bearerSecurity,
      response: { 200: doctorMedicationsReplySchema },
    },
    handler: async (req) => ({ data: { medications: await medications(ctxOf(req)) } }),
  });
};
