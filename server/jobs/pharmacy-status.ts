import type { FastifyInstance } from 'fastify';
import { systemContext } from '#server/platform/http/context';
import { checkOpenPrescriptions, finishInterruptedSends } from '#server/modules/prescriptions/pharmacy.service';
import { startRepeatingJob } from './schedule';

/**
 * One pass, as system work: first the sends an instance died in the middle of (claimed longer than
 * PHARMACY_SEND_LEASE_SECONDS ago: finished or released), then every prescription at a pharmacy not checked for
 * PHARMACY_POLL_SECONDS (or `olderThanSeconds`).
 */
export async function runPharmacyStatusOnce(app: FastifyInstance, options: { olderThanSeconds?: number; limit?: number } = {}) {
  const ctx = systemContext(app, 'pharmacy status job');
  const sends = await finishInterruptedSends(ctx);
  const checks = await checkOpenPrescriptions(ctx, options);
  return { ...checks, sendsFinished: sends.finished, sendsReleased: sends.released, sendsFailed: sends.failed + sends.retry };
}

/**
 * Checks sent prescriptions with their pharmacies every PHARMACY_POLL_SECONDS (0: off). Leasing under SKIP LOCKED
 * keeps instances from checking the same prescriptions. Returns the function that stops it.
 */
export const startPharmacyStatusJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'pharmacy status', app.config.PHARMACY_POLL_SECONDS, () => runPharmacyStatusOnce(app));
