import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productVariationsReplySchema } from '#contracts/catalog';
import { doctorMedicationsReplySchema } from '#contracts/order-review';
import { audience, ctxOf } from '#server/platform/http/context';
import { medications, productVariations } from '#server/modules/catalog/catalog.service';

const doctor = audience(['DOCTOR', 'MEDICAL_PROVIDER'], ['doctor']);

/** Doctors and medical providers: what can be prescribed. */
export const doctorCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors/product-variations', {
    ...doctor('The doses that can be prescribed', { response: { 200: productVariationsReplySchema } }),
    handler: async (req) => ({ data: { productVariations: await productVariations(ctxOf(req)) } }),
  });
  app.get('/doctors/medications', {
    ...doctor('The medications that can be prescribed, each with its doses', { response: { 200: doctorMedicationsReplySchema } }),
    handler: async (req) => ({ data: { medications: await medications(ctxOf(req)) } }),
  });
};
