import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/platform/db/client';
import { isPreparable, PreparingClient } from '#server/platform/db/preparing-client';

// Named prepared statements on PostgreSQL (server/platform/db/preparing-client.ts). Which statements are prepared is
// checked here; that their generic plans use indexes, in list-plans.test.ts.
describe('which statements are prepared', () => {
  it.each([
    ['select "o"."id", "o"."status" from "orders" as "o" where "o"."patient_id" = $1 limit $2', true],
    ['with page as (select id from orders where doctor_id = $1) select id from page', true],
    ['insert into "audit_logs" ("action", "role") values ($1, $2), ($3, $4)', true],
    ['update "orders" set "status" = $1 where "id" = $2', true],
    ['delete from "sessions" where "id" = $1', true],
    ['select * from "orders" where "id" = $1', false],
    ['select "o".* from "orders" as "o" where "o"."id" = $1', false],
    ['select count(*) as "n" from "orders" where "status" = $1', true],
    ['select "id" from "users" where "email" ilike $1', false],
    ['select "id" from "users" where "role" in ($1, $2, $3)', false],
    ['select "id" from "ledger" /* custom plan */', false],
    ['insert into "care_tasks" ("order_id") values ($1) on conflict ("order_id") where "status" = $2 do nothing', false],
    ['begin', false],
    ['create index "x" on "orders" ("status")', false],
  ])('%s: %s', (text, prepared) => {
    expect(isPreparable(text)).toBe(prepared);
  });
});

const URL = process.env.TEST_POSTGRES_URL;

describe.skipIf(!URL)('a preparing client on PostgreSQL (TEST_POSTGRES_URL)', () => {
  let client: PreparingClient;
  const prepared = async () =>
    (await client.query('SELECT statement FROM pg_prepared_statements', [])).rows.map((r: { statement: string }) => r.statement);

  beforeAll(async () => {
    client = new PreparingClient({ connectionString: URL });
    await client.connect();
    await client.query('CREATE TEMP TABLE things (id int PRIMARY KEY, size int)');
    await client.query('INSERT INTO things VALUES (1, 10), (2, 20)');
  });
  afterAll(() => client?.end());

  it('prepares a statement once on its connection and runs it again by name', async () => {
    const text = 'select id, size from things where id = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, size: 10 }]);
    expect((await client.query(text, [2])).rows).toEqual([{ id: 2, size: 20 }]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
    await client.query('select * from things where id = $1', [1]);
    expect(await prepared()).not.toContain('select * from things where id = $1');
  });

  it('prepares a statement afresh when a migration changed its result type', async () => {
    const text = 'select size from things where id = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ size: 10 }]);
    await client.query('ALTER TABLE things ALTER COLUMN size TYPE bigint');
    // Outside a transaction: retried at once under a new name (pg reads bigint as a string).
    expect((await client.query(text, [1])).rows).toEqual([{ size: '10' }]);

    // Inside one, PostgreSQL aborts the transaction: the error stands, and the next use prepares it again.
    await client.query('BEGIN');
    await client.query('ALTER TABLE things ALTER COLUMN size TYPE numeric');
    await expect(client.query(text, [1])).rejects.toThrow(/cached plan must not change result type/);
    await client.query('ROLLBACK');
    expect((await client.query(text, [1])).rows).toEqual([{ size: '10' }]);
  });
});

describe.skipIf(!URL)('DATABASE_PREPARE on a PostgreSQL pool (TEST_POSTGRES_URL)', () => {
  // One connection, so the query of pg_prepared_statements sees the connection that ran the statement.
  const preparedAfterTwoRuns = async (prepare: boolean) => {
    const handle = await openDatabase({ url: URL, dataDir: '', poolMax: 1, prepare });
    try {
      const read = () => sql<{ n: number }>`select ${1}::int + 1 as n`.execute(handle.db);
      expect((await read()).rows).toEqual([{ n: 2 }]);
      expect((await read()).rows).toEqual([{ n: 2 }]);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db);
      return rows.filter((r) => r.statement === 'select $1::int + 1 as n').length;
    } finally {
      await handle.close();
    }
  };

  it('prepares the statements Kysely builds by default', async () => {
    expect(await preparedAfterTwoRuns(true)).toBe(1);
  });

  it('runs them unnamed when DATABASE_PREPARE=false (behind a pooler that drops prepared statements)', async () => {
    expect(await preparedAfterTwoRuns(false)).toBe(0);
  });
});
