import type { FastifyInstance } from 'fastify';
import { systemContext } from '../platform/http/context';
import { generateInvoices, previousMonth } from '../modules/invoices/invoice-generation.service';
import { startRepeatingJob } from './schedule';

/** Checked every hour; the pass itself bills only what is not invoiced yet, so a month is billed once. */
const EVERY_SECONDS = 3600;

/** One pass, as system work: invoices the previous month's partner-billed orders (none the second time). */
export const runInvoiceGenerationOnce = (app: FastifyInstance, now = new Date()) =>
  generateInvoices(systemContext(app, 'invoice generation job'), previousMonth(now));

/** Bills the previous month's partner-billed orders: the first pass of a month creates its invoices, later ones nothing. */
export const startInvoiceJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'invoice generation', EVERY_SECONDS, () => runInvoiceGenerationOnce(app));
