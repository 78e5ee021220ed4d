import type { FastifyInstance } from 'fastify';
import { systemContext } from '../platform/http/context';
import { checkOpenPrescriptions } from '../modules/prescriptions/pharmacy.service';

/** One pass, as system work: every prescription at a pharmacy not checked for PHARMACY_POLL_SECONDS (or `olderThanSeconds`). */
export const runPharmacyStatusOnce = (app: FastifyInstance, options: { olderThanSeconds?: number; limit?: number } = {}) =>
  checkOpenPrescriptions(systemContext(app, 'pharmacy status job'), options);

/**
 * Checks sent prescriptions with their pharmacies every PHARMACY_POLL_SECONDS (0: off). Passes never overlap
 * within an instance, and leasing under SKIP LOCKED keeps instances from checking the same prescriptions.
 * Returns the function that stops it and waits for a pass under way.
 */
export function startPharmacyStatusJob(app: FastifyInstance): () => Promise<void> {
  const seconds = app.config.PHARMACY_POLL_SECONDS;
  if (seconds <= 0) return async () => {};
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(tick, seconds * 1000);
    timer.unref();
  };
  const tick = () => {
    running = runPharmacyStatusOnce(app)
      .then(({ checked, failed }) => {
        if (checked || failed) app.log.info({ checked, failed }, 'pharmacy status pass');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'pharmacy status pass failed'))
      .finally(() => {
        running = null;
        if (!stopped) schedule();
      });
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
