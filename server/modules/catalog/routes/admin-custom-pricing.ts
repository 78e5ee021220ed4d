import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import * as api from '#contracts/custom-pricing';
import { audience, ctxOf } from '#server/platform/http/context';
import * as pricing from '#server/modules/catalog/custom-pricing.service';
import { withMessage } from '#server/platform/http/replies';

const admin = audience(['SUPER_ADMIN'], ['admin: custom pricing']);
const reply = { 200: api.customPriceReplySchema };
const change = { params, body: api.updateCustomPriceBodySchema, response: reply };

/** Administrators: each partner's own monthly prices, used for the orders billed to that partner. */
export const adminCustomPricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/custom-pricing', {
    ...admin("Partners' custom monthly prices, of one partner if asked, newest first", {
      querystring: api.customPriceListQuerySchema,
      response: { 200: api.customPriceListReplySchema },
    }),
    handler: async (req) => ({ data: await pricing.listCustomPrices(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/custom-pricing/:id', {
    ...admin('One custom price', { params, response: reply }),
    handler: async (req) => ({ data: await pricing.getCustomPrice(ctxOf(req), req.params.id) }),
  });
  app.post('/super-admin/custom-pricing', {
    ...admin('Give a partner its own monthly price for a product variation (one per partner and variation)', {
      body: api.createCustomPriceBodySchema,
      response: { 201: api.customPriceReplySchema },
    }),
    handler: async (req, res) =>
      res.code(201).send({ data: await pricing.createCustomPrice(ctxOf(req), req.body), message: 'Custom price created successfully' }),
  });
  app.put('/super-admin/custom-pricing/:id', {
    ...admin("Change a custom price (the partner's new orders use it; orders already made keep theirs)", change),
    handler: withMessage('Custom price updated successfully', (req) => pricing.updateCustomPrice(ctxOf(req), req.params.id, req.body)),
  });
  app.delete('/super-admin/custom-pricing/:id', {
    ...admin("Remove a custom price (the partner's new orders go back to the list price)", {
      params,
      response: { 200: messageOnlySchema },
    }),
    handler: async (req) => {
      await pricing.deleteCustomPrice(ctxOf(req), req.params.id);
      return { data: null, message: 'Custom price deleted successfully' };
    },
  });
};
