import { randomUUID } from 'node:crypto';

/**
 * This process among the API's instances: a new id each start. Every database connection it opens carries it as its
 * `application_name` (`api:<id>`), so that the database tells which instances are alive: an instance that crashed or
 * was killed has no connection left (server/platform/http/idempotency.ts takes over the claims it held).
 */
export const INSTANCE_ID = randomUUID();
export const INSTANCE_APPLICATION_NAME = `api:${INSTANCE_ID}`;
