import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/orders';
import * as renewalApi from '#contracts/renewals';
import { audience, ctxOf } from '#server/platform/http/context';
import { orderIntakeForm } from '#server/modules/orders/order-intake-form.service';
import * as orders from '#server/modules/orders/partner-orders.service';
import * as renewals from '#server/modules/orders/renewals.service';
import { startDateRoute } from './start-date';

const partner = audience(['GYM_OWNER'], ['partner']);

const orderList = { querystring: api.partnerOrderListQuerySchema, response: { 200: api.partnerOrdersReplySchema } };
const renewalList = { querystring: renewalApi.upcomingRenewalsQuerySchema, response: { 200: renewalApi.upcomingRenewalsReplySchema } };
const renewalReply = { 200: renewalApi.renewalReplySchema };

/** Partners: their patients' orders, the dashboard's order figures and the renewals they follow up. */
export const partnerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gym-owner/orders', {
    ...partner("My patients' orders, searched by number, patient or product", orderList),
    handler: async (req) => ({ data: await orders.listPartnerOrders(ctxOf(req), req.query) }),
  });
  app.get('/gym-owner/orders/:id', {
    ...partner("One of my patients' orders", { params, response: { 200: api.partnerOrderReplySchema } }),
    handler: async (req) => ({ data: await orders.getPartnerOrder(ctxOf(req), req.params.id) }),
  });
  app.get('/gym-owner/orders/:id/medications', {
    ...partner("An order's medication package and the doses it may change to (while it awaits the doctor)", {
      params,
      response: { 200: api.partnerOrderMedicationsReplySchema },
    }),
    handler: async (req) => ({ data: await orders.partnerOrderMedications(ctxOf(req), req.params.id) }),
  });
  app.get('/gym-owner/orders/:id/intake', {
    ...partner("The intake behind one of my patients' orders: the Patient Intake Form", {
      params,
      response: { 200: api.orderIntakeFormReplySchema },
    }),
    handler: async (req) => ({ data: await orderIntakeForm(ctxOf(req), req.params.id) }),
  });
  app.get('/gym-owner/dashboard/summary', {
    ...partner('My orders at a glance', { response: { 200: api.partnerDashboardSummaryReplySchema } }),
    handler: async (req) => ({ data: await orders.dashboardSummary(ctxOf(req)) }),
  });
  app.get('/gym-owner/dashboard/orders/count-by-status', {
    ...partner('How many of my orders are in each status', { response: { 200: api.ordersCountByStatusReplySchema } }),
    handler: async (req) => ({ data: await orders.ordersCountByStatus(ctxOf(req)) }),
  });
  app.get('/gym-owner/dashboard/orders/quick-approval', {
    ...partner('The oldest orders awaiting my approval', {
      querystring: api.quickApprovalQuerySchema,
      response: { 200: api.quickApprovalReplySchema },
    }),
    handler: async (req) => ({ data: await orders.quickApproval(ctxOf(req), req.query.limit) }),
  });
  app.get('/gym-owner/medication-products/orders/stats', {
    ...partner('Orders, patients and sales per product, in a date range', {
      querystring: api.orderStatsQuerySchema,
      response: { 200: api.orderStatsReplySchema },
    }),
    handler: async (req) => ({ data: await orders.orderStats(ctxOf(req), req.query) }),
  });
  app.get('/gym-owner/renewals/upcoming', {
    ...partner('Treatments of my patients that renew within the coming days (overdue first)', renewalList),
    handler: async (req) => ({ data: await renewals.listUpcoming(ctxOf(req), req.query) }),
  });
  app.get('/gym-owner/renewals/medications/upcoming', {
    ...partner('How many of each medication and dose renew within the coming days', {
      querystring: renewalApi.upcomingMedicationsQuerySchema,
      response: { 200: renewalApi.upcomingMedicationsReplySchema },
    }),
    handler: async (req) => ({ data: await renewals.upcomingMedications(ctxOf(req), req.query.days) }),
  });
  app.put('/gym-owner/renewals/:id/renewal-status', {
    ...partner("Follow up a renewal (id: the order's)", { params, body: renewalApi.updateRenewalStatusBodySchema, response: renewalReply }),
    handler: async (req) => ({
      data: await renewals.updateRenewalStatus(ctxOf(req), req.params.id, req.body.status),
      message: 'Renewal status updated successfully',
    }),
  });
  startDateRoute(app, '/gym-owner', partner);
};
