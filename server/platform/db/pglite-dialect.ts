import type { PGliteInterface } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

type Release = () => void;

/**
 * Kysely's Postgres dialect over an embedded PGlite. PGlite is a single connection,
 * so connections are handed out one at a time: a transaction owns it until it ends.
 * (Kysely's own PGlite dialect needs Node 22; this one is the same idea for Node 20.)
 */
export function pgliteDialect(pg: PGliteInterface): PostgresDialect {
  let tail: Promise<void> = Promise.resolve();

  const acquire = (): Promise<Release> => {
    let release!: Release;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = tail.then(() => release);
    tail = tail.then(() => next);
    return ready;
  };

  const client = (release: Release) => ({
    async query(sql: string, parameters: readonly unknown[]) {
      const result = await pg.query(sql, parameters as unknown[]);
      return {
        command: commandOf(sql),
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      };
    },
    release,
  });

  const pool = {
    async connect() {
      return client(await acquire());
    },
    async end() {
      // The owner of the PGlite instance closes it.
    },
  };
  return new PostgresDialect({ pool: pool as never });
}

function commandOf(sql: string): string | undefined {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
  return word === 'INSERT' || word === 'UPDATE' || word === 'DELETE' || word === 'MERGE' ? word : undefined;
}
