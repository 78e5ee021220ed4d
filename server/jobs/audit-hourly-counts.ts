import type { FastifyInstance } from 'fastify';
import { countRecentHours } from '#server/modules/audit/audit.service';
import { startRepeatingJob } from './schedule';

/**
 * One pass: the hours of today and yesterday not counted as days yet are counted for the statistics up to a minute
 * ago, the ended hours not counted yet, the last ended hour and the current hour again. Apart from the audit log
 * partitions job, whose months and days need a pass a day only.
 */
export async function runAuditHourlyCountPassOnce(app: FastifyInstance) {
  return { counted: await countRecentHours(app.db) };
}

/** Every AUDIT_COUNT_JOB_SECONDS (5 minutes): a statistics read counts from the log the rows of the last few minutes. */
export const startAuditHourlyCountJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'audit log hourly counts', app.config.AUDIT_COUNT_JOB_SECONDS, () => runAuditHourlyCountPassOnce(app));
