/**
 * Run once per deploy, before the instances start (they run with MIGRATE_ON_START=false): applies the migrations, the
 * reference data and, with DEMO_SEED, the demo accounts, then exits. `npm run migrate`; compose.yaml's `migrate`.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { prepareDatabase } from './platform/db/prepare';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolMax: config.DATABASE_POOL_MAX,
  prepare: config.DATABASE_PREPARE,
});
try {
  const seeded = await prepareDatabase(database.db, config);
  console.log(JSON.stringify({ level: 30, time: Date.now(), msg: seeded ? 'Migrated and seeded the demo accounts' : 'Migrated' }));
} finally {
  await database.close();
}
