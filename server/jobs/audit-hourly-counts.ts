import type { FastifyInstance } from 'fastify';
import { countEndedHours } from '#server/modules/audit/audit.service';
import { startRepeatingJob } from './schedule';

/**
 * One pass: the ended hours of today and yesterday not counted as days yet are counted for the statistics, those not
 * counted yet and the last ended hour again. Apart from the audit log partitions job, whose months and days need a
 * pass a day only.
 */
export async function runAuditHourlyCountPassOnce(app: FastifyInstance) {
  return { counted: await countEndedHours(app.db) };
}

/** Every AUDIT_COUNT_JOB_SECONDS (5 minutes): a statistics read counts from the log the rows since the last ended hour. */
export const startAuditHourlyCountJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'audit log hourly counts', app.config.AUDIT_COUNT_JOB_SECONDS, () => runAuditHourlyCountPassOnce(app));
