import type { Config } from '#server/platform/config';
import { migrateToLatest, type Db } from './client';
import { ensureReferenceData } from './reference-data';
import { seedDemoData } from './seed';

/**
 * What a deploy does to the database once, before instances take traffic (`npm run migrate`), or every start with
 * MIGRATE_ON_START (one instance): the migrations, the reference data, and the demo accounts when DEMO_SEED is on.
 * Returns whether it seeded the demo accounts (on an empty database).
 */
export async function prepareDatabase(db: Db, config: Pick<Config, 'DEMO_SEED'>): Promise<boolean> {
  await migrateToLatest(db);
  await ensureReferenceData(db);
  return config.DEMO_SEED ? seedDemoData(db) : false;
}
