import type { FastifyInstance } from 'fastify';
import { systemContext } from '#server/platform/http/context';
import { refundAbandonedPayments, settleDueRefunds } from '#server/modules/payments/refunds.service';
import { startRepeatingJob } from './schedule';

/**
 * One pass, as system work: refunds the processor could not be asked for yet, or that a stopped instance left, and
 * charges whose order was never written (abandoned).
 */
export async function runRefundsOnce(app: FastifyInstance) {
  const ctx = systemContext(app, 'refund job');
  return { refunds: await settleDueRefunds(ctx), abandoned: await refundAbandonedPayments(ctx) };
}

/** Asks the payment processor again, every REFUND_JOB_SECONDS (30), for the refunds it could not be asked for. */
export const startRefundJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'refund', app.config.REFUND_JOB_SECONDS, () => runRefundsOnce(app));
