import type { FastifyInstance } from 'fastify';
import { systemContext } from '#server/platform/http/context';
import { runAutoBilling } from '#server/modules/invoices/auto-billing.service';
import { startRepeatingJob } from './schedule';

/** One run, as system work: charges the open invoices of auto-billed partners and logs the run. */
export const runAutoBillingOnce = (app: FastifyInstance) => runAutoBilling(systemContext(app, 'auto-billing job'));

/** Every AUTO_BILLING_JOB_SECONDS (six hours): an invoice generated at the start of a month is charged within hours. */
export const startAutoBillingJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'auto-billing', app.config.AUTO_BILLING_JOB_SECONDS, () => runAutoBillingOnce(app));
