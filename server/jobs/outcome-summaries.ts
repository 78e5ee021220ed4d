import type { FastifyInstance } from 'fastify';
import { refreshSummaries } from '#server/modules/outcomes/outcomes.service';
import { systemContext } from '#server/platform/http/context';
import { startRepeatingJob } from './schedule';

/**
 * One pass, as system work: the administrator's outcome aggregate (every patient, per partner, per doctor) computed
 * over every plan and written as summary rows, each grouping replaced in one transaction (so a pass run twice
 * leaves the same rows). Returns the groups of each grouping.
 */
export const runOutcomeSummaryPassOnce = (app: FastifyInstance) => refreshSummaries(systemContext(app, 'outcome summaries job'));

/** Every OUTCOME_SUMMARY_JOB_SECONDS (an hour): the admin page says when its figures were computed. */
export const startOutcomeSummaryJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'outcome summaries', app.config.OUTCOME_SUMMARY_JOB_SECONDS, () => runOutcomeSummaryPassOnce(app));
