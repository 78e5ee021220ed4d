import type { FastifyInstance } from 'fastify';
import { retryDueMessages } from '../platform/adapters/message-retries';
import type { Notifier } from '../platform/adapters/notify';
import { startRepeatingJob } from './schedule';

const EVERY_SECONDS = 30;

/** Sends again, every 30 seconds, the e-mails and text messages the provider could not take. */
export const startMessageRetryJob = (app: FastifyInstance, provider: Notifier) =>
  startRepeatingJob(app, 'message retry', EVERY_SECONDS, () => retryDueMessages(app.db, provider, app.log));
