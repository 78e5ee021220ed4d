import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import { pgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'pglite-memory' | 'postgres';
  close: () => Promise<void>;
};

/**
 * `DATABASE_URL` unset -> PGlite persisted under `<dataDir>/pgdata`;
 * `memory://` -> in-memory PGlite; `postgres://...` -> a PostgreSQL server through a pg pool.
 */
export async function openDatabase(options: { url?: string; dataDir: string; pglite?: PGliteInterface }): Promise<DbHandle> {
  const { url, dataDir } = options;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let instance: PGliteInterface | undefined = options.pglite;
  if (!instance) {
    if (url && url !== 'memory://') throw new Error(`Unsupported DATABASE_URL: use memory:// or postgres://`);
    if (url === 'memory://') instance = await PGlite.create();
    else {
      mkdirSync(dataDir, { recursive: true });
      instance = await PGlite.create(`${dataDir}/pgdata`);
    }
  }
  const pglite = instance;
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
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
