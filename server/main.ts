import { buildApp } from './app';
import { openConfiguredDatabase } from './platform/db/open-configured';
import { prepareDatabase } from './platform/db/prepare';
import { putDemoFiles } from './platform/db/seed-files';

const { config, database } = await openConfiguredDatabase();
const seeded = config.MIGRATE_ON_START ? await prepareDatabase(database.db, config) : false;
const app = await buildApp({ config, db: database.db });
if (seeded) {
  await putDemoFiles(database.db, app.storage);
  app.log.info('Seeded demo data: every demo account uses the password Demo-password-1');
}

/**
 * Graceful shutdown (SIGTERM from an orchestrator, SIGINT from a terminal): GET /ready answers 503 at once, and for
 * SHUTDOWN_DRAIN_SECONDS (10 in production: two of the proxy's health intervals and more) the instance still serves
 * every request normally while the load balancer takes it out, each reply with `Connection: close` so that no client
 * keeps a connection to it (app.ts). Then it stops accepting connections, closes the idle ones, finishes the requests
 * in flight and its jobs (app.close), closes the database and exits 0. Whatever is still running after
 * SHUTDOWN_TIMEOUT_SECONDS is cut off: exit 1 (a payment's or a prescription's claim is then finished or released by
 * the next instance, as after a crash).
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.lifecycle.shuttingDown = true;
  app.log.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, 'shutting down: not ready any more');
  if (config.SHUTDOWN_DRAIN_SECONDS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
  const cutOff = setTimeout(() => {
    app.log.error({ timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'shutdown timed out: exiting with requests or jobs unfinished');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  try {
    await app.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  clearTimeout(cutOff);
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const port = config.PORT;
app.log.info(`Portals: http://admin.localhost:${port} · http://patient.localhost:${port} · index at http://localhost:${port}`);
