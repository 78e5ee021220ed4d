/**
 * `npm run seed:volume -- 1000000`: grows the database that DATABASE_URL names (PGlite under DATA_DIR by default,
 * `memory://`, or `postgres://...`) to 1,000,000 orders, with patients, users and payments to match (bench/volume.ts).
 * `npm run seed:volume -- --add 50000` adds that many orders to whatever is there.
 * An empty database is migrated and given the demo data first.
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '#server/platform/config';
import { migrateToLatest, openDatabase } from '#server/platform/db/client';
import { ensureReferenceData } from '#server/platform/db/reference-data';
import { seedDemoData } from '#server/platform/db/seed';
import { addVolume, growVolume } from './volume';

const args = process.argv.slice(2);
const add = args[0] === '--add';
const count = Number((add ? args[1] : args[0])?.replace(/[_,]/g, ''));
if (!Number.isInteger(count) || count < 0) {
  console.error('usage: npm run seed:volume -- <total orders>   |   npm run seed:volume -- --add <orders>');
  process.exit(2);
}

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(database.db);
  await ensureReferenceData(database.db);
  if (await seedDemoData(database.db)) console.log('Empty database: seeded the demo data first');
  const started = performance.now();
  const progress = (done: number, total: number) => {
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `\r${database.kind}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} orders, ${seconds.toFixed(0)} s`,
    );
  };
  const added = add ? await addVolume(database.db, count, { progress }) : await growVolume(database.db, count, { progress });
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nAdded ${added.toLocaleString('en-US')} orders in ${seconds.toFixed(1)} s (including VACUUM ANALYZE)`);
} finally {
  await database.close();
}
