import type { FastifyInstance } from 'fastify';
import { systemContext } from '#server/platform/http/context';
import { generateInvoices, previousMonth } from '#server/modules/invoices/invoice-generation.service';
import { startRepeatingJob } from './schedule';

/** One pass, as system work: invoices the previous month's partner-billed orders (none the second time). */
export const runInvoiceGenerationOnce = (app: FastifyInstance, now = new Date()) =>
  generateInvoices(systemContext(app, 'invoice generation job'), previousMonth(now));

/**
 * Bills the previous month's partner-billed orders, checked every INVOICE_JOB_SECONDS (an hour): the first pass of a
 * month creates its invoices, later ones nothing (the pass bills only what is not invoiced yet).
 */
export const startInvoiceJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'invoice generation', app.config.INVOICE_JOB_SECONDS, () => runInvoiceGenerationOnce(app));
