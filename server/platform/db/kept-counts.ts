import { sql, type RawBuilder } from 'kysely';
import type { Db } from './client';

/**
 * Counts the database keeps for a module's lists (migration 0067): `counts` holds a count per key, `changes` the
 * changes the module's triggers appended since, one row per statement and key, never updating a shared row. A total
 * sums both; `move` folds the changes into the counts in one statement, so that a read sees each change either still
 * appended or already moved, never both or neither. Changes of transactions not committed yet stay for the next
 * `move`; two at once skip each other's rows. Keys whose count reaches zero go.
 */
export function keptCounts(tables: { counts: string; changes: string; keys: readonly string[] }) {
  const counts = sql.table(tables.counts);
  const changes = sql.table(tables.changes);
  const keys = sql.join(tables.keys.map((key) => sql.ref(key)));
  return {
    /** The sum of the counts whose keys match `where` (a condition on the key columns), moved or not. */
    total: (where: RawBuilder<boolean>) =>
      sql<{ total: number }>`select coalesce(sum(n), 0)::int as total from
        (select n from ${counts} where ${where} union all select n from ${changes} where ${where}) c`,
    /** Moves the changes into the counts; returns how many changes it moved. */
    move: async (db: Db): Promise<number> => {
      const { rows } = await sql<{ moved: number }>`with moved as (delete from ${changes} returning ${keys}, n),
          summed as (
            insert into ${counts} as c (${keys}, n)
            select ${keys}, sum(n) from moved group by ${keys} order by ${keys}
            on conflict (${keys}) do update set n = c.n + excluded.n
            returning 1)
        select (select count(*)::int from moved) as moved`.execute(db);
      await sql`delete from ${counts} where n = 0`.execute(db);
      return rows[0]?.moved ?? 0;
    },
  };
}
