import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/sales-people';
import { audience, ctxOf } from '#server/platform/http/context';
import * as dashboard from '#server/flows/sales-dashboard';

const salesPerson = audience(['SALES_PERSON'], ['sales']);

/** Sales people: their figures and one partner's, with the commission earned (flows/sales-dashboard.ts). */
export const salesDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sales/summary', {
    ...salesPerson('My partners, their paid orders and my commission, all time and this month', {
      response: { 200: api.salesSummaryReplySchema },
    }),
    handler: async (req) => ({ data: await dashboard.summary(ctxOf(req)) }),
  });
  app.get('/sales/partners/:id', {
    ...salesPerson('One of my partners: contact, patients, paid orders and my commission on them', {
      params,
      response: { 200: api.salesPartnerDetailReplySchema },
    }),
    handler: async (req) => ({ data: await dashboard.partnerDetail(ctxOf(req), req.params.id) }),
  });
};
