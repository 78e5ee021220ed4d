import type { FastifyInstance } from 'fastify';
import { systemContext } from '../platform/http/context';
import { runAutoBilling } from '../modules/invoices/auto-billing.service';
import { startRepeatingJob } from './schedule';

/** Four runs a day: an invoice generated at the start of a month is charged within hours. */
const EVERY_SECONDS = 6 * 3600;

/** One run, as system work: charges the open invoices of auto-billed partners and logs the run. */
export const runAutoBillingOnce = (app: FastifyInstance) => runAutoBilling(systemContext(app, 'auto-billing job'));

export const startAutoBillingJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'auto-billing', EVERY_SECONDS, () => runAutoBillingOnce(app));
