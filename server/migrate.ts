/**
 * Run once per deploy, before the instances start (they run with MIGRATE_ON_START=false): applies the migrations, the
 * reference data and, with DEMO_SEED, the demo accounts, then exits. `npm run migrate`; compose.yaml's `migrate`.
 */
import { openConfiguredDatabase } from './platform/db/open-configured';
import { prepareDatabase } from './platform/db/prepare';

const { config, database } = await openConfiguredDatabase();
try {
  const seeded = await prepareDatabase(database.db, config);
  console.log(JSON.stringify({ level: 30, time: Date.now(), msg: seeded ? 'Migrated and seeded the demo accounts' : 'Migrated' }));
} finally {
  await database.close();
}
