import type { PGliteInterface } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

type Release = () => void;

/**
 * Kysely's Postgres dialect over an embedded PGlite. PGlite is a single connection,
 * so connections are handed out one at a time: a transaction owns it until it ends.
 * (Kysely's own PGlite dialect needs Node 22; this one is the same idea for Node 20.)
 */
export function pgliteDialect(pg: PGliteInterface, maxWaitMs = 30_000): PostgresDialect {
  let tail: Promise<void> = Promise.resolve();

  const acquire = (): Promise<Release> => {
    let release!: Release;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = tail.then(() => release);
    tail = tail.then(() => next);
    // A query through `db` while a transaction holds the connection would wait for ever: fail loudly instead.
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new Error(`Waited ${maxWaitMs} ms for the PGlite connection: is a query inside a transaction using db instead of trx?`)),
        maxWaitMs,
      );
      timer.unref();
    });
    return Promise.race([ready, stuck]).then(
      (r) => {
        clearTimeout(timer);
        return r;
      },
      (error: unknown) => {
        // Give the connection back as soon as it comes, so that the queue moves on.
        void ready.then((r) => r());
        throw error;
      },
    );
  };

  const client = (release: Release) => ({
    async query(sql: string, parameters: readonly unknown[]) {
      if (parameters.length === 0 && TRANSACTION_TEXT.test(sql)) return execText(pg, sql);
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

/** A whole transaction in one text, `BEGIN; ...; COMMIT;`: how pg-boss sends its schema changes and maintenance. */
const TRANSACTION_TEXT = /^\s*BEGIN\s*;/i;

/** Runs such a text through the simple protocol (the extended one takes one statement); answers with its last result. */
async function execText(pg: PGliteInterface, sql: string) {
  const last = (await pg.exec(sql)).at(-1);
  return { command: undefined, rowCount: last?.affectedRows ?? last?.rows.length ?? 0, rows: last?.rows ?? [] };
}
