import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/invoices';
import { audience, ctxOf } from '#server/platform/http/context';
import { idempotent } from '#server/platform/http/idempotency';
import { changeBillingMode, getBillingTransfer } from '#server/modules/invoices/billing-transfer.service';
import { chargeInvoice } from '#server/modules/invoices/invoice-charges.service';
import * as invoices from '#server/modules/invoices/invoices.service';

const partner = audience(['GYM_OWNER'], ['invoices']);

/** A CSV reply, as a file named for today. */
const sendCsv = (reply: FastifyReply, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="invoices_${new Date().toISOString().slice(0, 10)}.csv"`)
    .send(csv);

/** Partners: their invoices (partner-billed orders), the figures, the CSV downloads, and paying one with the default card. */
export const partnerInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gym-owner/invoices', {
    ...partner('My invoices, newest first; filter by status, sort by date, total or number', {
      querystring: api.invoiceListQuerySchema,
      response: { 200: api.invoiceListReplySchema },
    }),
    handler: async (req) => ({ data: await invoices.listInvoices(ctxOf(req), req.query) }),
  });
  app.get('/gym-owner/invoices/totals-by-status', {
    ...partner('How many invoices of each status, and their total', { response: { 200: api.invoiceTotalsReplySchema } }),
    handler: async (req) => ({ data: await invoices.totalsByStatus(ctxOf(req)) }),
  });
  app.get('/gym-owner/invoices/billing-overview', {
    ...partner('What is open, overdue, paid this month, next due, and the card invoices are charged to', {
      response: { 200: api.billingOverviewReplySchema },
    }),
    handler: async (req) => ({ data: await invoices.billingOverview(ctxOf(req)) }),
  });
  app.get('/gym-owner/invoices/download', {
    ...partner('The CSV of the selected invoices (ids joined by commas)', { querystring: api.invoiceDownloadQuerySchema }),
    handler: async (req, reply) => sendCsv(reply, await invoices.downloadCsv(ctxOf(req), req.query.ids)),
  });
  app.get('/gym-owner/invoices/download-all', {
    ...partner('The CSV of all my invoices, or of one status', { querystring: api.invoiceDownloadAllQuerySchema }),
    handler: async (req, reply) => sendCsv(reply, await invoices.downloadAllCsv(ctxOf(req), req.query.status)),
  });
  app.get('/gym-owner/invoices/:id', {
    ...partner('One invoice with its items, fee and last charge', { params, response: { 200: api.invoiceReplySchema } }),
    handler: async (req) => ({ data: await invoices.invoiceDetail(ctxOf(req), req.params.id) }),
  });
  app.get('/gym-owner/invoices/:id/original-details', {
    ...partner('The invoice as first issued, beside its amounts now', { params, response: { 200: api.invoiceOriginalReplySchema } }),
    handler: async (req) => ({ data: await invoices.originalDetails(ctxOf(req), req.params.id) }),
  });
  app.post('/gym-owner/invoices/:id/charge', {
    ...idempotent(
      partner('Pay the invoice with my default card (once: a paid invoice is 409, a decline 402, no card 422)', {
        params,
        response: { 200: api.invoiceChargeReplySchema },
      }),
    ),
    handler: async (req) => ({ data: await chargeInvoice(ctxOf(req), req.params.id), message: 'Invoice paid' }),
  });
  app.get('/gym-owner/invoices/:id/charge-status', {
    ...partner('The invoice’s status and its last charge', { params, response: { 200: api.invoiceChargeReplySchema } }),
    handler: async (req) => ({ data: await invoices.chargeStatus(ctxOf(req), req.params.id) }),
  });
  app.get('/gym-owner/billing-transfer', {
    ...partner("Who pays for my patients' new orders: the patients at checkout, or my business on its invoice", {
      response: { 200: api.billingTransferReplySchema },
    }),
    handler: async (req) => ({ data: await getBillingTransfer(ctxOf(req)) }),
  });
  app.put('/gym-owner/billing-transfer', {
    ...partner("Change who pays for my patients' new orders (my business needs a default card to pay them)", {
      body: api.billingTransferBodySchema,
      response: { 200: api.billingTransferReplySchema },
    }),
    handler: async (req) => ({ data: await changeBillingMode(ctxOf(req), req.body.billingMode), message: 'Billing updated successfully' }),
  });
};
