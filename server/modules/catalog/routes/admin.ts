import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/catalog';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as catalog from '#server/modules/catalog/admin-catalog.service';
import * as details from '#server/modules/catalog/product-details.service';

const admin = audience(['SUPER_ADMIN'], ['catalog']);
const keyParams = api.variationKeyParamsSchema;

/** Super admins: the product catalog (products, variations and prices, details). */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/medications/options', {
    ...admin('Medications to pick from, by name (contains) or type (the active ingredient), each with its variations', {
      querystring: api.medicationOptionsQuerySchema,
      response: { 200: api.medicationOptionsReplySchema },
    }),
    handler: async (req) => ({ data: await catalog.medicationOptions(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/medication-products', {
    ...admin('Medication products: search (name or medication), status, sort, page', {
      querystring: api.medicationProductListQuerySchema,
      response: { 200: api.medicationProductListReplySchema },
    }),
    handler: async (req) => ({ data: await catalog.listProducts(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/medication-products/:id', {
    ...admin('A medication product with its variations', { params, response: { 200: api.medicationProductReplySchema } }),
    handler: async (req) => ({ data: await catalog.getProduct(ctxOf(req), req.params.id) }),
  });
  app.put('/super-admin/medication-products/:id', {
    ...admin("Change a product's name, description and whether it is offered", {
      params,
      body: api.updateMedicationProductBodySchema,
      response: { 200: api.medicationProductReplySchema },
    }),
    handler: async (req) => ({ data: await catalog.updateProduct(ctxOf(req), req.params.id, req.body), message: api.PRODUCT_UPDATED }),
  });

  app.get('/super-admin/product-variations', {
    ...admin('Product variations (doses and monthly prices): search, product, status, sort, page', {
      querystring: api.productVariationListQuerySchema,
      response: { 200: api.productVariationListReplySchema },
    }),
    handler: async (req) => ({ data: await catalog.listVariations(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/product-variations/:key', {
    ...admin('A product variation, with its price on each plan', { params: keyParams, response: { 200: api.adminVariationReplySchema } }),
    handler: async (req) => ({ data: await catalog.getVariation(ctxOf(req), req.params.key) }),
  });
  app.put('/super-admin/product-variations/:key', {
    ...admin('Change a variation: name, dose, supply, monthly price in cents (new orders only), whether it is offered', {
      params: keyParams,
      body: api.updateProductVariationBodySchema,
      response: { 200: api.adminVariationReplySchema },
    }),
    handler: async (req) => ({
      data: await catalog.updateVariation(ctxOf(req), req.params.key, req.body),
      message: api.VARIATION_UPDATED,
    }),
  });

  app.get('/super-admin/product-details', {
    ...admin('Product details (titled sections) in order, of one product or all', {
      querystring: api.productDetailListQuerySchema,
      response: { 200: api.productDetailListReplySchema },
    }),
    handler: async (req) => ({ data: await details.listDetails(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/product-details/:id', {
    ...admin('One product detail', { params, response: { 200: api.productDetailReplySchema } }),
    handler: async (req) => ({ data: await details.getDetail(ctxOf(req), req.params.id) }),
  });
  app.post('/super-admin/product-details', {
    ...admin('Add a detail to a product (last, or at the position given)', {
      body: api.createProductDetailBodySchema,
      response: { 201: api.productDetailReplySchema },
    }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await details.createDetail(ctxOf(req), req.body), message: 'Product detail added' }),
  });
  app.put('/super-admin/product-details/:id', {
    ...admin("Change a product detail's section, title and text (and its position when given)", {
      params,
      body: api.updateProductDetailBodySchema,
      response: { 200: api.productDetailReplySchema },
    }),
    handler: async (req) => ({ data: await details.updateDetail(ctxOf(req), req.params.id, req.body), message: 'Product detail saved' }),
  });
  app.delete('/super-admin/product-details/:id', {
    ...admin('Remove a product detail', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await details.deleteDetail(ctxOf(req), req.params.id);
      return { data: null, message: 'Product detail removed' };
    },
  });
};
