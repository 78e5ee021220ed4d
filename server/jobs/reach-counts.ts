import type { FastifyInstance } from 'fastify';
import { moveOrderCountChanges } from '#server/modules/orders/orders.service';
import { movePatientCountChanges } from '#server/modules/patients/patients.service';
import { startRepeatingJob } from './schedule';

/**
 * One pass: the changes that the triggers on orders and patients appended (migration 0067) moved into the counts a
 * doctor's lists read. A read sums the counts and the changes not moved yet, so it is exact whenever the pass runs;
 * the pass keeps the changes few. Returns how many of each were moved.
 */
export async function runReachCountPassOnce(app: FastifyInstance) {
  return { orders: await moveOrderCountChanges(app.db), patients: await movePatientCountChanges(app.db) };
}

/** Every REACH_COUNT_JOB_SECONDS (a minute). */
export const startReachCountJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'reach counts', app.config.REACH_COUNT_JOB_SECONDS, () => runReachCountPassOnce(app));
