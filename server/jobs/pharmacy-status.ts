import type { FastifyInstance } from 'fastify';
import { systemContext } from '../platform/http/context';
import { checkOpenPrescriptions } from '../modules/prescriptions/pharmacy.service';
import { startRepeatingJob } from './schedule';

/** One pass, as system work: every prescription at a pharmacy not checked for PHARMACY_POLL_SECONDS (or `olderThanSeconds`). */
export const runPharmacyStatusOnce = (app: FastifyInstance, options: { olderThanSeconds?: number; limit?: number } = {}) =>
  checkOpenPrescriptions(systemContext(app, 'pharmacy status job'), options);

/**
 * Checks sent prescriptions with their pharmacies every PHARMACY_POLL_SECONDS (0: off). Leasing under SKIP LOCKED
 * keeps instances from checking the same prescriptions. Returns the function that stops it.
 */
export const startPharmacyStatusJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'pharmacy status', app.config.PHARMACY_POLL_SECONDS, () => runPharmacyStatusOnce(app));
