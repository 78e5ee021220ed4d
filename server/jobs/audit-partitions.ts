import type { FastifyInstance } from 'fastify';
import { countEndedDays } from '#server/modules/audit/audit.service';
import { detachExpiredAuditPartitions, ensureAuditPartitions } from '#server/platform/audit/partitions';
import { startRepeatingJob } from './schedule';

/**
 * One pass: the audit log's next months are created (and any month whose rows waited in the default partition), then
 * the months wholly older than AUDIT_RETENTION_YEARS (6) are detached into archive tables, never deleted, and the
 * ended days not counted yet are counted for the statistics (the last two again).
 */
export async function runAuditPartitionPassOnce(app: FastifyInstance, now = new Date()) {
  const created = await ensureAuditPartitions(app.db);
  const archived = await detachExpiredAuditPartitions(app.db, app.config.AUDIT_RETENTION_YEARS, now);
  if (archived.length) app.log.info({ archived }, 'audit log months past the retention detached');
  const counted = await countEndedDays(app.db);
  return { created, detached: archived.length, counted };
}

/** Every AUDIT_PARTITION_JOB_SECONDS (a day): months are made three ahead, so a missed day or two changes nothing. */
export const startAuditPartitionJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'audit log partitions', app.config.AUDIT_PARTITION_JOB_SECONDS, () => runAuditPartitionPassOnce(app));
