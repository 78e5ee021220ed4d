import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDialect } from '#server/platform/db/pglite-dialect';

let pg: PGlite;
let db: Kysely<Record<string, never>>;
beforeAll(async () => {
  pg = await PGlite.create();
  db = new Kysely({ dialect: pgliteDialect(pg, 300) });
  await sql`create table t (n int)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  await pg.close();
});

describe('PGlite dialect', () => {
  it('runs transactions one at a time and rolls back a failed one', async () => {
    await Promise.all([
      db.transaction().execute(async (trx) => sql`insert into t values (1)`.execute(trx)),
      db.transaction().execute(async (trx) => sql`insert into t values (2)`.execute(trx)),
    ]);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into t values (3)`.execute(trx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await sql<{ n: number }>`select n from t order by n`.execute(db);
    expect(rows.rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('fails loudly, instead of hanging, when a transaction queries through db', async () => {
    await expect(db.transaction().execute(async () => sql`select 1`.execute(db))).rejects.toThrow(/using db instead of trx/);
    // The connection is free again afterwards.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});
