import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, type KyselyConfig } from 'kysely';
import pg from 'pg';
import { INSTANCE_APPLICATION_NAME } from '#server/platform/instance';
import { migrationProvider } from './migrations';
import { registerNotificationSource } from './notifications';
import { pgliteDialect } from './pglite-dialect';
import { PreparingClient } from './preparing-client';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'pglite-memory' | 'postgres';
  close: () => Promise<void>;
};

/**
 * An embedded PGlite with the extensions the migrations create (pg_trgm for name and e-mail search, btree_gist for
 * the care sessions' no-overlap constraint).
 * PGlite loads extensions only when it starts, so every instance must come from here; `clone()` keeps them.
 */
export function createPGlite(dataDir?: string): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: { pg_trgm, btree_gist } });
}

/**
 * `DATABASE_URL` unset -> PGlite persisted under `<dataDir>/pgdata`;
 * `memory://` -> in-memory PGlite; `postgres://...` -> a PostgreSQL server through a pg pool.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  pglite?: PGliteInterface;
  /** Kysely's query log hook: the list-plan test and the bench capture the SQL the server runs. */
  log?: KyselyConfig['log'];
  /** Connections of a PostgreSQL server's pool (DATABASE_POOL_MAX); 10 by default. */
  poolMax?: number;
  /** Named prepared statements on a PostgreSQL server (preparing-client.ts); false behind a pooler that drops them. */
  prepare?: boolean;
}): Promise<DbHandle> {
  const { log } = options;
  const { url, dataDir } = options;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      application_name: INSTANCE_APPLICATION_NAME,
      max: options.poolMax ?? 10,
      ...(options.prepare === false ? {} : { Client: PreparingClient }),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    registerNotificationSource(db, { kind: 'postgres', url });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let instance: PGliteInterface | undefined = options.pglite;
  if (!instance) {
    if (url && url !== 'memory://') throw new Error(`Unsupported DATABASE_URL: use memory:// or postgres://`);
    if (url === 'memory://') instance = await createPGlite();
    else {
      mkdirSync(dataDir, { recursive: true });
      instance = await createPGlite(`${dataDir}/pgdata`);
    }
  }
  const pglite = instance;
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite), log });
  registerNotificationSource(db, { kind: 'pglite', pglite });
  return {
    db,
    kind: url === 'memory://' || options.pglite ? 'pglite-memory' : 'pglite',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
