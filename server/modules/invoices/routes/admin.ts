import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/invoices';
import { audience, ctxOf } from '#server/platform/http/context';
import { idempotent } from '#server/platform/http/idempotency';
import { adminChargeInvoice, bulkCharge } from '#server/modules/invoices/admin-invoice-billing.service';
import * as changes from '#server/modules/invoices/admin-invoice-changes.service';
import * as reads from '#server/modules/invoices/admin-invoices.service';
import { listBillingJobLogs } from '#server/modules/invoices/auto-billing.service';
import { totalsByStatus } from '#server/modules/invoices/invoices.service';
import { countOf } from '#contracts/plural';
import { withMessage } from '#server/platform/http/replies';

const admin = audience(['SUPER_ADMIN'], ['invoices']);

const invoiceReply = { 200: api.adminInvoiceReplySchema };
const statusChange = { params, body: api.invoiceStatusBodySchema, response: invoiceReply };
const amountChange = { params, body: api.itemAmountBodySchema, response: invoiceReply };

/** Super admins: every partner's invoices, the changes only they make, and the auto-billing runs (README, "Super admin: invoices"). */
export const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/billing-job-logs', {
    ...admin(
      'The billing runs, newest first (auto-billing and bulk charges): invoices tried, paid and failed, the total charged, each failure',
      {
        querystring: api.billingJobLogListQuerySchema,
        response: { 200: api.billingJobLogListReplySchema },
      },
    ),
    handler: async (req) => ({ data: await listBillingJobLogs(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/invoices', {
    ...admin("Every partner's invoices: filter by status, search by partner, sort by date, total or number", {
      querystring: api.adminInvoiceListQuerySchema,
      response: { 200: api.adminInvoiceListReplySchema },
    }),
    handler: async (req) => ({ data: await reads.listAdminInvoices(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/invoices/totals-by-status', {
    ...admin('How many invoices of each status, and their total', { response: { 200: api.invoiceTotalsReplySchema } }),
    handler: async (req) => ({ data: await totalsByStatus(ctxOf(req)) }),
  });
  app.get('/super-admin/invoices/summary-by-status', {
    ...admin('Count, subtotal, fees and total of each status, and overall', {
      response: { 200: api.invoiceSummaryByStatusReplySchema },
    }),
    handler: async (req) => ({ data: await reads.summaryByStatus(ctxOf(req)) }),
  });
  app.get('/super-admin/invoices/:id/dynamic-fee-details', {
    ...admin('How the invoice’s processing fee is computed: subtotal, rate, fixed part, fee', {
      params,
      response: { 200: api.dynamicFeeDetailsReplySchema },
    }),
    handler: async (req) => ({ data: await reads.dynamicFeeDetails(ctxOf(req), req.params.id) }),
  });
  app.get('/super-admin/invoices/:id/original-details', {
    ...admin('The invoice with each item as first invoiced beside its amount now', {
      params,
      response: { 200: api.adminOriginalDetailsReplySchema },
    }),
    handler: async (req) => ({ data: await reads.adminOriginalDetails(ctxOf(req), req.params.id) }),
  });
  app.post('/super-admin/invoices/:id/charge', {
    ...idempotent(
      admin("Charge the invoice to its partner's default card (once: paid 409, declined 402, no card 422)", {
        params,
        response: { 200: api.invoiceChargeReplySchema },
      }),
    ),
    handler: async (req) => ({ data: await adminChargeInvoice(ctxOf(req), req.params.id), message: 'Invoice paid' }),
  });
  app.post('/super-admin/invoices/bulk-charge', {
    ...idempotent(
      admin("Charge the selected invoices, each to its partner's default card and at most once: each one's outcome and the totals", {
        body: api.bulkChargeBodySchema,
        response: { 200: api.bulkChargeReplySchema },
      }),
    ),
    handler: async (req) => {
      const summary = await bulkCharge(ctxOf(req), req.body.ids);
      return { data: summary, message: `Charged ${summary.charged} of ${countOf(summary.requested, 'invoice')}` };
    },
  });
  app.post('/super-admin/invoices/combine', {
    ...admin('Combine unpaid invoices of one partner into one new invoice (the old ones become void)', {
      body: api.combineBodySchema,
      response: { 201: api.adminInvoiceReplySchema },
    }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await changes.combineInvoices(ctxOf(req), req.body.ids), message: 'Invoices combined' }),
  });
  app.delete('/super-admin/invoices/:id', {
    ...admin('Delete an unpaid invoice: it becomes void (history kept) and its orders can be invoiced again', {
      params,
      response: { 200: api.adminInvoiceReplySchema },
    }),
    handler: async (req) => ({ data: await changes.deleteInvoice(ctxOf(req), req.params.id), message: 'Invoice deleted' }),
  });
  app.patch('/super-admin/invoices/:id/status', {
    ...admin('Change the invoice’s status (unpaid to paid or void, a failed payment back to open)', statusChange),
    handler: withMessage('Invoice status updated', (req) => changes.updateStatus(ctxOf(req), req.params.id, req.body.status)),
  });
  app.patch('/super-admin/invoice-item/:id/amount', {
    ...admin('Correct an unpaid invoice’s item (cents): the subtotal, fee and total follow', amountChange),
    handler: withMessage('Amount updated', (req) => changes.updateItemAmount(ctxOf(req), req.params.id, req.body.amount)),
  });
  app.post('/super-admin/orders/:id/invoice', {
    ...admin('Invoice one partner-billed order now (409 if already invoiced, 422 if billed to its patient)', {
      params,
      response: { 201: api.adminInvoiceReplySchema },
    }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await changes.invoiceOrder(ctxOf(req), req.params.id), message: 'Invoice created' }),
  });
};
