/**
 * The server suite on a PostgreSQL server (`npm run test:server:pg`, TEST_DATABASE=postgres): the global setup
 * migrates and seeds one template database per run, and every test file gets its own copy (CREATE DATABASE ...
 * TEMPLATE), dropped when the file's app closes; the global teardown drops whatever is left of the run.
 * TEST_POSTGRES_URL names a role that may create databases (`eval "$(scripts/ci-postgres.sh)"` starts one).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const onPostgres = () => process.env.TEST_DATABASE === 'postgres';

export function adminUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL (eval "$(scripts/ci-postgres.sh)")');
  return url;
}

/** The URL of database `name` on the server of TEST_POSTGRES_URL. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the administrative connection (CREATE/DROP DATABASE cannot run in a transaction). */
export const adminQuery = <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => queryOn<Row>(adminUrl(), text, values);

/** One statement on its own connection to `url`. */
async function queryOn<Row extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<Row>(text, values);
  } finally {
    await client.end();
  }
}

/** A database name no other run or file uses: `<prefix>_<random>`. */
export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** A fresh copy of the run's migrated and seeded template; returns its name and URL. */
export async function databaseFromTemplate(template: string): Promise<{ name: string; url: string }> {
  const name = uniqueName(`${template}_f`);
  // Copies are made by two workers at once; PostgreSQL refuses a template another copy is reading, so retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (error) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  return { name, url: databaseUrl(name) };
}

/**
 * Drops a file's database once its pool's connections are gone (they close just after the pool ends); the last try
 * forces it, for a file that left connections open.
 */
export async function dropDatabase(name: string) {
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      if (!/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export type ThrowawayDatabase = { name: string; url: string; query: typeof adminQuery; drop: () => Promise<void> };

/**
 * An empty database of its own on the server of TEST_POSTGRES_URL, for a file that starts server processes on it
 * (they migrate it): `query` runs one statement on it, `drop` removes it once they are stopped.
 */
export async function throwawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const name = uniqueName(prefix);
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = databaseUrl(name);
  return {
    name,
    url,
    query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => queryOn<Row>(url, text, values),
    drop: () => dropDatabase(name),
  };
}
