import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/catalog';
import { audience, ctxOf } from '#server/platform/http/context';
import { PRICING_PLANS, productVariations } from '#server/modules/catalog/catalog.service';
import { US_STATES } from '#server/platform/us-states';

const catalog = audience(null, ['catalog']);
const billing = audience(null, ['payments']);

/** Anyone: what a patient can choose from. */
export const publicCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/patients/product-variations', {
    ...catalog('Medications and doses a patient can choose', { response: { 200: api.productVariationsReplySchema } }),
    handler: async (req) => ({ data: { productVariations: await productVariations(ctxOf(req)) } }),
  });
  app.get('/patients/states', {
    ...catalog('US states', { response: { 200: api.statesReplySchema } }),
    handler: async () => ({ data: { states: [...US_STATES] } }),
  });
  app.get('/pricing-plans', {
    ...billing('Billing plans', { response: { 200: api.pricingPlansReplySchema } }),
    handler: async () => ({ data: { plans: [...PRICING_PLANS] } }),
  });
};
