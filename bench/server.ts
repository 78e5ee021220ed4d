/**
 * The server side of `npm run bench`, in its own process so that the load generator does not share its event loop:
 * the API (buildApp) on one port and the reference, a bare Fastify route doing one indexed read, on another.
 * The parent drives it over IPC: grow the volume, capture the SQL of one request and EXPLAIN it.
 */
import type { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { sql, type Kysely } from 'kysely';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '#server/app';
import { runOutcomeSummaryPassOnce } from '#server/jobs/outcome-summaries';
import { runReachCountPassOnce } from '#server/jobs/reach-counts';
import { loadConfig } from '#server/platform/config';
import { createPGlite, migrateToLatest, openDatabase } from '#server/platform/db/client';
import { isPreparable } from '#server/platform/db/preparing-client';
import { ensureReferenceData } from '#server/platform/db/reference-data';
import { seedDemoData } from '#server/platform/db/seed';
import { databaseCpuReader } from './cpu';
import { explainAll, listQueries, queryRecorder } from './plans';
import { countEndedDays, countRecentHours } from '#server/modules/audit/audit.service';
import { AUDIT_ROWS_PER_ORDER, growAuditVolume, growVolume } from './volume';
import { addActivityHistory, growCareTaskVolume, growChatVolume } from './volume-audiences';

export type ServerInfo = { kind: string; api: string; bare: string };
export type Command =
  | { cmd: 'grow'; orders: number }
  | { cmd: 'capture' }
  /** The captured list queries explained: custom plans, and (`generic`) the generic plans of those prepared. */
  | { cmd: 'explain'; tables: string[]; generic?: boolean }
  | { cmd: 'rss' }
  /** CPU time so far, µs: this server's and (a local PostgreSQL server only) the database's, else null. */
  | { cmd: 'cpu' }
  | { cmd: 'close' }
  /** The audit log's hourly pass (its job does not run in the bench's server). */
  | { cmd: 'countAuditHours' }
  /** With `file`: starts the CPU profiler, to write there; without: stops it and writes the file (returns its name). */
  | { cmd: 'profile'; file?: string };

const url = process.env.DATABASE_URL || 'memory://';
const postgres = /^postgres(ql)?:\/\//.test(url);
const recorder = queryRecorder();
let pglite: PGlite | undefined;
if (!postgres && url !== 'memory://') throw new Error('The bench runs on an in-memory PGlite (DATABASE_URL unset) or postgres://');
if (!postgres) pglite = await createPGlite();
const prepare = process.env.DATABASE_PREPARE !== 'false';
const database = await openDatabase({ url: postgres ? url : 'memory://', dataDir: '', pglite, log: recorder.log, prepare });
const db = database.db;
const databaseCpu = postgres ? await databaseCpuReader(db as Kysely<unknown>) : null;

// The bench grows the volume from its first size, so it needs a database without volume data.
const hasOrders = (await sql<{ t: string | null }>`SELECT to_regclass('public.orders')::text AS t`.execute(db)).rows[0].t;
const existing = hasOrders ? Number((await sql<{ n: string }>`SELECT count(*) AS n FROM orders`.execute(db)).rows[0].n) : 0;
// BENCH_REUSE=true: a database seeded by an earlier run (bench/volume.ts) is measured as it is.
if (existing > 100 && process.env.BENCH_REUSE !== 'true') {
  if (process.env.BENCH_RESET !== 'true') {
    throw new Error(
      `The database already holds ${existing} orders. Give the bench a fresh throwaway database, set BENCH_RESET=true to drop its public schema, or BENCH_REUSE=true to measure it as it is.`,
    );
  }
  await sql`DROP SCHEMA public CASCADE`.execute(db);
  await sql`CREATE SCHEMA public`.execute(db);
}
await migrateToLatest(db);
await ensureReferenceData(db);
await seedDemoData(db);

const config = loadConfig(
  { NODE_ENV: 'test' },
  {
    LOG_LEVEL: 'silent',
    PUBLIC_DIR: '/nonexistent',
    PHARMACY_POLL_SECONDS: 0,
    OTP_MAX_SENDS: 10_000,
    LOGIN_MAX_FAILURES: 10_000,
    // The failed sign-ins of the fixed-cost case, and a re-run's (BENCH_REUSE) sign-ins, from the one loopback address.
    LOGIN_MAX_FAILURES_PER_IP: 10_000,
    OTP_MAX_SENDS_PER_IP: 10_000,
    ACCESS_TOKEN_TTL_SECONDS: 6 * 3600,
  },
);
const app = await buildApp({ config, db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });

// The reference: the least a route with one indexed read can cost here (same Fastify, same database, no auth).
const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow();
const pool = postgres ? new pg.Pool({ connectionString: url, max: 10 }) : undefined;
const readUser = (id: string) =>
  pool
    ? pool.query('SELECT id, email, role FROM users WHERE id = $1', [id]).then((r) => r.rows[0])
    : pglite!.query('SELECT id, email, role FROM users WHERE id = $1', [id]).then((r) => r.rows[0]);
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ data: await readUser(admin.id) }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const port = (server: { address(): unknown }) => (server.address() as AddressInfo).port;
const info: ServerInfo = {
  kind: postgres
    ? `PostgreSQL ${(await sql<{ v: string }>`SELECT current_setting('server_version') AS v`.execute(db)).rows[0].v.split(' ')[0]}`
    : 'PGlite (in memory)',
  api: `http://127.0.0.1:${port(app.server)}/api/v1`,
  bare: `http://127.0.0.1:${port(bare.server)}/bare`,
};

let captured: ReturnType<typeof listQueries> = [];
async function handle(command: Command): Promise<unknown> {
  switch (command.cmd) {
    case 'grow': {
      // The audit log grows with the orders: 100 rows an order (BENCH_AUDIT_PER_ORDER), 100,000,000 at 1,000,000 orders.
      const orders = await growVolume(db, command.orders);
      const audit = await growAuditVolume(db, command.orders * AUDIT_ROWS_PER_ORDER);
      // The statistics read ended days and today's hours up to a minute ago from their counts, as the audit log jobs
      // keep them (migrations 0059, 0063, 0065).
      await countEndedDays(db);
      await countRecentHours(db);
      // The other audiences' data: a message an order, a care task per 20 orders, the patient's five years of activity.
      const messages = await growChatVolume(db, command.orders);
      const tasks = await growCareTaskVolume(db, command.orders);
      const activities = await addActivityHistory(db);
      // The outcome summary job's pass over the grown data, as the job would run it (the administrator's aggregate
      // reads its rows: without it they would be the previous volume's), timed.
      const passStarted = performance.now();
      await runOutcomeSummaryPassOnce(app);
      const outcomeSummaryMs = Math.round(performance.now() - passStarted);
      // The doctors' list totals read the counts and the changes not moved yet: moved, as their job keeps them.
      await runReachCountPassOnce(app);
      // Counting and growing the volume leaves pages dirty (new rows, hint bits): written now, not by the checkpointer
      // during the cases, whose database CPU would include it (a superuser's command: skipped without the right).
      await sql`CHECKPOINT`.execute(db).catch(() => undefined);
      return { orders, audit, messages, tasks, activities, outcomeSummaryMs };
    }
    case 'capture':
      recorder.start();
      return null;
    case 'explain': {
      const queries = command.generic
        ? captured.filter((q) => isPreparable(q.sql))
        : (captured = listQueries(recorder.stop(), ['orders', 'patients', ...command.tables.filter((t) => t !== 'users')]));
      return explainAll(db as Kysely<unknown>, queries, { analyze: true, generic: command.generic, tables: command.tables });
    }
    case 'rss':
      return process.memoryUsage().rss;
    case 'cpu': {
      const own = process.cpuUsage();
      return { server: own.user + own.system, serverKernel: own.system, database: databaseCpu?.() ?? null };
    }
    case 'countAuditHours':
      return countRecentHours(db);
    case 'profile':
      return command.file ? startProfile(command.file) : stopProfile();
    case 'close':
      await bare.close();
      await app.close();
      await pool?.end();
      await database.close();
      setImmediate(() => process.exit(0));
      return null;
  }
}

let profiling: { session: Session; file: string } | null = null;
async function startProfile(file: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  profiling = { session, file };
  return null;
}
async function stopProfile() {
  if (!profiling) return null;
  const { session, file } = profiling;
  profiling = null;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(profile));
  return file;
}

process.on('message', (message: { id: number } & Command) => {
  handle(message).then(
    (result) => process.send!({ id: message.id, result }),
    (error: unknown) => process.send!({ id: message.id, error: String((error as Error)?.stack ?? error) }),
  );
});
process.send!({ ready: info });
