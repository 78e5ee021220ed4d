/**
 * Every list endpoint's SQL can be served by an index: each list is called over HTTP (not through a repository,
 * so that the check holds whatever the repositories become), the SQL the server runs is captured, and
 * EXPLAIN of each SELECT that reads orders or patients must show no scan of a whole orders, patients or users
 * table (users: a list joins its names and searches them). With `enable_seqscan = off` a small database still shows whether an index CAN serve the
 * query: the planner falls back to a sequential scan (or walks a whole index) only when no index fits.
 * The same check runs with real statistics at 1,000,000 orders in `npm run bench`.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainAll, listQueries, queryRecorder, showQuery } from '../../bench/plans';
import { addVolume } from '../../bench/volume';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/platform/config';
import { createPGlite, migrateToLatest, openDatabase, type DbHandle } from '../../server/platform/db/client';
import { ensureReferenceData } from '../../server/platform/db/reference-data';
import { DEMO_PASSWORD, seedDemoData } from '../../server/platform/db/seed';
import { call, signIn } from './helpers/app';

const recorder = queryRecorder();
let app: FastifyInstance;
let database: DbHandle;
const tokens: Record<'doctor' | 'patient', string> = { doctor: '', patient: '' };

beforeAll(async () => {
  // Its own database rather than the shared template: the app must run on a Kysely that records its queries.
  database = await openDatabase({ url: 'memory://', dataDir: '', pglite: await createPGlite(), log: recorder.log });
  await migrateToLatest(database.db);
  await ensureReferenceData(database.db);
  await seedDemoData(database.db);
  // A few thousand rows, so that a targeted index scan costs less than walking a whole small index.
  await addVolume(database.db, 3000);
  await sql`ANALYZE`.execute(database.db);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }, { PUBLIC_DIR: '/nonexistent', PHARMACY_POLL_SECONDS: 0 });
  app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  tokens.doctor = (await signIn(app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  tokens.patient = (await signIn(app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const cases: { name: string; as: 'doctor' | 'patient'; url: string; extraTables?: string[] }[] = [
  { name: "doctor's orders", as: 'doctor', url: '/doctors/orders' },
  { name: "doctor's queue (status, oldest first)", as: 'doctor', url: '/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc' },
  { name: "doctor's queue, deep page", as: 'doctor', url: '/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc&page=50&limit=20' },
  { name: "doctor's orders, oldest first", as: 'doctor', url: '/doctors/orders?sort=createdAt:asc' },
  { name: "doctor's orders, name search", as: 'doctor', url: '/doctors/orders?search=Riley' },
  { name: "doctor's patients (by name)", as: 'doctor', url: '/doctors/patients' },
  { name: "doctor's patients, newest first", as: 'doctor', url: '/doctors/patients?sort=createdAt:desc' },
  { name: "doctor's patients, search", as: 'doctor', url: '/doctors/patients?search=Riley' },
  { name: "patient's orders", as: 'patient', url: '/patient/orders' },
  // The list is driven by prescriptions, which the volume seed leaves at the demo's two rows: check that table too.
  { name: "doctor's prescriptions", as: 'doctor', url: '/doctors/prescriptions', extraTables: ['prescriptions'] },
];

describe('list queries can be served by indexes (EXPLAIN with enable_seqscan = off)', () => {
  it.each(cases)('$name: $url', async ({ as, url, extraTables = [] }) => {
    recorder.start();
    const res = await call(app, { method: 'GET', url, token: tokens[as] });
    const queries = listQueries(recorder.stop());
    expect(res.status).toBe(200);
    expect(queries.length, 'the endpoint read orders or patients').toBeGreaterThan(0);

    const tables = ['orders', 'patients', 'users', ...extraTables];
    const reports = await explainAll(database.db as Kysely<unknown>, queries, { seqscanOff: true, tables });
    const failures = reports
      .map((r) => ({ ...r, scans: [...r.seqScans, ...r.fullIndexScans] }))
      .filter((r) => r.scans.length > 0)
      .map((r) => `${r.scans.join('; ')}\n  plan: ${r.summary}\n  query: ${showQuery(r.query)}`);
    if (process.env.SHOW_PLANS) for (const r of reports) console.log(`${url}\n  ${r.summary}\n  ${showQuery(r.query, 3000)}`);
    expect(failures).toEqual([]);
  });
});
