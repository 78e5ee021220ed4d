/**
 * Vitest global setup of the server project. On PGlite (the default) it does nothing. With TEST_DATABASE=postgres it
 * migrates and seeds a template database once for the run and hands its name to the workers (inject('pgTemplate'));
 * the teardown drops the template and every file database of the run that is still there.
 */
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '#server/platform/db/client';
import { ensureReferenceData } from '#server/platform/db/reference-data';
import { seedDemoData } from '#server/platform/db/seed';
import { adminQuery, databaseUrl, dropDatabase, onPostgres, uniqueName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (!onPostgres()) return;
  const template = uniqueName('test_run');
  await adminQuery(`CREATE DATABASE "${template}"`);
  const handle = await openDatabase({ url: databaseUrl(template), dataDir: '' });
  try {
    await migrateToLatest(handle.db);
    await ensureReferenceData(handle.db);
    await seedDemoData(handle.db);
  } finally {
    await handle.close();
  }
  project.provide('pgTemplate', template);
  return async () => {
    const left = await adminQuery('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${template}_f_%`]);
    for (const row of left.rows as { datname: string }[]) await dropDatabase(row.datname);
    await dropDatabase(template);
  };
}
