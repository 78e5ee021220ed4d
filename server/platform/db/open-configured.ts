import { existsSync } from 'node:fs';
import { loadConfig, type Config } from '#server/platform/config';
import { openDatabase, type DbHandle } from './client';

/**
 * A process's start (server/main.ts, server/migrate.ts): reads `.env` when there is one, the configuration from the
 * environment, and opens the database it names.
 */
export async function openConfiguredDatabase(): Promise<{ config: Config; database: DbHandle }> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    prepare: config.DATABASE_PREPARE,
  });
  return { config, database };
}
