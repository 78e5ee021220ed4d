import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingPlansReplySchema, productVariationsReplySchema, statesReplySchema } from '../../../../contracts/catalog';
import { ctxOf } from '../../../platform/http/context';
import { PRICING_PLANS, productVariations } from '../catalog.service';
import { US_STATES } from '../us-states';

const tags = ['catalog'];

/** Anyone: what a patient can choose from. */
export const publicCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/patients/product-variations', {
    schema: { tags, summary: 'Medications and doses a patient can choose', response: { 200: productVariationsReplySchema } },
    handler: async (req) => ({ data: { productVariations: await productVariations(ctxOf(req)) } }),
  });
  app.get('/patients/states', {
    schema: { tags, summary: 'US states', response: { 200: statesReplySchema } },
    handler: async () => ({ data: { states: [...US_STATES] } }),
  });
  app.get('/pricing-plans', {
    schema: { tags: ['payments'], summary: 'Billing plans', response: { 200: pricingPlansReplySchema } },
    handler: async () => ({ data: { plans: [...PRICING_PLANS] } }),
  });
};
