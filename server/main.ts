import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { migrateToLatest, openDatabase } from './platform/db/client';
import { ensureReferenceData } from './platform/db/reference-data';
import { seedDemoData } from './platform/db/seed';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateToLatest(database.db);
await ensureReferenceData(database.db);
const app = await buildApp({ config, db: database.db });
if (config.DEMO_SEED) {
  const seeded = await seedDemoData(database.db);
  if (seeded) app.log.info('Seeded demo data: every demo account uses the password Demo-password-1');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const port = config.PORT;
app.log.info(`Portals: http://admin.localhost:${port} · http://patient.localhost:${port} · index at http://localhost:${port}`);
