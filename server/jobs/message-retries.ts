import type { FastifyInstance } from 'fastify';
import { retryDueMessages } from '#server/platform/adapters/message-retries';
import type { Notifier } from '#server/platform/adapters/notify';
import { startRepeatingJob } from './schedule';

/** Sends again, every MESSAGE_RETRY_JOB_SECONDS (30), the e-mails and text messages the provider could not take. */
export const startMessageRetryJob = (app: FastifyInstance, provider: Notifier) =>
  startRepeatingJob(app, 'message retry', app.config.MESSAGE_RETRY_JOB_SECONDS, () => retryDueMessages(app.db, provider, app.log));
