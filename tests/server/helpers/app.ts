import type { PGliteInterface } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type AppDeps } from '#server/app';
import { loadConfig, type Config } from '#server/platform/config';
import { createPGlite, migrateToLatest, openDatabase, type DbHandle } from '#server/platform/db/client';
import { ensureReferenceData } from '#server/platform/db/reference-data';
import { DEMO_PASSWORD, seedDemoData } from '#server/platform/db/seed';
import { databaseFromTemplate, dropDatabase, onPostgres } from './postgres';

export { DEMO_PASSWORD };

// Server tests run with isolate: false, so this template lives once per worker:
// migrated and seeded once, then every test file gets its own clone.
let template: Promise<PGliteInterface> | undefined;

async function migratedTemplate(): Promise<PGliteInterface> {
  const pglite = await createPGlite();
  const handle = await openDatabase({ url: 'memory://', dataDir: '', pglite });
  await migrateToLatest(handle.db);
  await ensureReferenceData(handle.db);
  await seedDemoData(handle.db);
  return pglite;
}

/**
 * The file's own migrated and seeded database: a clone of the worker's PGlite template, or with
 * TEST_DATABASE=postgres a copy of the run's template database on the server, dropped when it closes.
 */
async function freshDatabase(): Promise<{ handle: DbHandle; url: string }> {
  if (onPostgres()) {
    const copy = await databaseFromTemplate(inject('pgTemplate'));
    const opened = await openDatabase({ url: copy.url, dataDir: '' });
    const close = async () => {
      await opened.close();
      await dropDatabase(copy.name);
    };
    return { handle: { ...opened, close }, url: copy.url };
  }
  template ??= migratedTemplate();
  const pglite = await (await template).clone();
  return { handle: await openDatabase({ url: 'memory://', dataDir: '', pglite }), url: 'memory://' };
}

export type TestApp = { app: FastifyInstance; db: DbHandle['db']; config: Config; close: () => Promise<void> };

/**
 * One app for a whole test file: `start` makes it before the file's first test, and it is closed after the last. The
 * object returned is empty until then; tests read the app (`suite.t`) and whatever else `start` signed in from it.
 */
export function testSuite<T extends { t: TestApp }>(start: () => Promise<T>): T {
  const suite = {} as T;
  beforeAll(async () => {
    Object.assign(suite, await start());
  });
  afterAll(() => suite.t.close());
  return suite;
}

/** A test app with the demo patient (patient@demo.test) signed in: `token` is their access token. */
export async function patientTestApp(): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp();
  return { t, token: (await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD)).accessToken };
}

/**
 * `routes` registers extra routes (under /api/v1) before the app is ready: for testing platform guards over HTTP;
 * `adapters` replaces outside services (a payment processor that fails, say).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  routes?: (app: FastifyInstance) => void,
  adapters: Pick<AppDeps, 'notifier' | 'payments' | 'storage' | 'pharmacies'> = {},
): Promise<TestApp> {
  const { handle, url } = await freshDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: url },
    { PUBLIC_DIR: '/nonexistent', PHARMACY_POLL_SECONDS: 0, ...overrides },
  );
  const app = await buildApp({ config, db: handle.db, logger: false, ...adapters }).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  try {
    if (routes) await app.register(async (api) => routes(api), { prefix: '/api/v1' });
    await app.ready();
  } catch (error) {
    // A start-up that fails (a test route that declares no audience, say) leaves no database open.
    await app.close();
    await handle.close();
    throw error;
  }
  return {
    app,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

type Json = Record<string, unknown>;

export async function call(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = options;
  const res = await app.inject({
    ...rest,
    url: `/api/v1${rest.url}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return {
    status: res.statusCode,
    body: res.body ? (res.json() as Json & { data?: Json | null; message?: string; code?: string }) : {},
    headers: res.headers,
  };
}

/** A profile change's reply (any role's own profile): 200 with the sentence the profile pages show; its data. */
export function updatedProfile(res: Awaited<ReturnType<typeof call>>) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.message).toBe('Profile updated successfully');
  return res.body.data;
}

/** The newest sign-in code sent to an address, read from the dev outbox as a developer would. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const { body } = await call(app, { method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}&limit=1` });
  const message = (body.data as unknown as { body: string }[])[0];
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

export type Session = {
  accessToken: string;
  refreshToken: string;
  user: Json;
  requiresDelegateSelection: boolean;
  delegateAccesses: Json[];
};

/** The whole OTP sign-in: password, code from the outbox, tokens. */
export async function signIn(app: FastifyInstance, email: string, password: string, host = '127.0.0.1'): Promise<Session> {
  const login = await call(app, { method: 'POST', url: '/auth/login', payload: { email, password }, headers: { host } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const code = await latestCode(app, email);
  const verified = await call(app, { method: 'POST', url: '/auth/verify-otp', payload: { email, code } });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.data as unknown as Session;
}

/** A call with a body: `send(app, 'POST', '/auth/logout', token, { refreshToken })`. */
export function send(
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload: InjectOptions['payload'],
) {
  return call(app, { method, url, token, payload });
}

/** The id of the patient, doctor or partner record of the user with this e-mail. */
async function recordIdByEmail(
  db: TestApp['db'],
  table: 'patients' | 'doctors' | 'partners' | 'sales_people',
  email: string,
): Promise<string> {
  const row = await db
    .selectFrom(table)
    .innerJoin('users', 'users.id', `${table}.user_id`)
    .select(`${table}.id as id`)
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const patientIdByEmail = (db: TestApp['db'], email: string) => recordIdByEmail(db, 'patients', email);
export const doctorIdByEmail = (db: TestApp['db'], email: string) => recordIdByEmail(db, 'doctors', email);
export const partnerIdByEmail = (db: TestApp['db'], email: string) => recordIdByEmail(db, 'partners', email);
export const salesPersonIdByEmail = (db: TestApp['db'], email: string) => recordIdByEmail(db, 'sales_people', email);

/** The demo sales person (sales@demo.test): their sales_people id and their user id. */
export const demoSalesPerson = (db: TestApp['db']) =>
  db
    .selectFrom('sales_people')
    .innerJoin('users', 'users.id', 'sales_people.user_id')
    .select(['sales_people.id', 'users.id as user_id'])
    .where('users.email', '=', 'sales@demo.test')
    .executeTakeFirstOrThrow();

/** The care team's three roles and the roles the care tests check refusals with, by short name (for signInAll). */
export const CARE_ACCOUNTS = {
  nurse: 'care@demo.test',
  support: 'support@demo.test',
  specialist: 'assistant@demo.test',
  patient: 'patient@demo.test',
  partner: 'partner@demo.test',
  doctor: 'doctor@demo.test',
} as const;

/** Signs in each account of `accounts` (a short name → its e-mail) and the admin on admin.localhost: tokens and user ids by name. */
export async function signInAll(app: FastifyInstance, accounts: Record<string, string>) {
  const tokens: Record<string, string> = {};
  const users: Record<string, string> = {};
  for (const [who, email] of Object.entries(accounts)) {
    const session = await signIn(app, email, DEMO_PASSWORD);
    tokens[who] = session.accessToken;
    users[who] = (session.user as { id: string }).id;
  }
  tokens.admin = (await signIn(app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  return { tokens, users };
}
