import type { FastifyInstance } from 'fastify';
import { openRenewalTasks } from '#server/modules/care-tasks/care-tasks.service';
import { systemContext } from '#server/platform/http/context';
import { startRepeatingJob } from './schedule';

/** Once a day: the pass opens a task once per renewal, so running it again opens nothing new. */
const EVERY_SECONDS = 24 * 60 * 60;

/** One pass, as system work: a RENEWAL_DUE care task for each treatment renewing soon with no renewal yet. */
export const runCareTaskPassOnce = (app: FastifyInstance) => openRenewalTasks(systemContext(app, 'care renewal tasks job'));

/** Opens the care team's renewal tasks every day. */
export const startCareTaskJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'care renewal tasks', EVERY_SECONDS, () => runCareTaskPassOnce(app));
