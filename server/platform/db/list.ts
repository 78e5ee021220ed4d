import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

/** A LIKE pattern that matches `term` anywhere, with the caller's % _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

export type SortDirection = 'asc' | 'desc';

/**
 * `field:direction` from the query string, checked against the list's whitelist of sortable fields
 * (field -> column reference). The contract's enum already refuses others; this keeps SQL safe regardless.
 */
export function sortOf<F extends string>(sort: string, columns: Readonly<Record<F, string>>): { column: string; direction: SortDirection } {
  const [field, direction] = sort.split(':');
  if (!Object.hasOwn(columns, field) || (direction !== 'asc' && direction !== 'desc')) throw new Error(`Unsortable field: ${sort}`);
  return { column: columns[field as F], direction };
}

export type ListOptions = {
  page: number;
  limit: number;
  /** Column references in order of precedence; the last should be unique (the id) so pages never overlap. */
  orderBy: readonly { column: string; direction: SortDirection }[];
  /**
   * Counting every row of a list over millions costs more than the page: past `countCap` rows the total is
   * reported as the cap with `totalIsEstimate`. Leave out for an exact count.
   */
  countCap?: number;
};

export type ListPage<O> = { rows: O[]; total: number; totalIsEstimate: boolean };

/**
 * One page of a filtered query, ordered, limited and counted in SQL. `filtered` carries the FROM, joins and WHERE
 * (access policy, filters, search); `select` adds the columns of the page.
 */
export async function listPage<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  filtered: SelectQueryBuilder<DB, TB, object>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  options: ListOptions,
): Promise<ListPage<O>> {
  let page = select(filtered);
  for (const { column, direction } of options.orderBy) page = page.orderBy(sql.ref(column), direction);
  const pageQuery = page.limit(options.limit).offset((options.page - 1) * options.limit);

  const cap = options.countCap;
  const countQuery = cap
    ? sql<{ total: number }>`select count(*)::int as total from (${filtered.select(sql<number>`1`.as('one')).limit(cap + 1)}) as capped`
    : sql<{ total: number }>`select count(*)::int as total from (${filtered.select(sql<number>`1`.as('one'))}) as counted`;
  const [rows, total] = await Promise.all([pageQuery.execute(), countQuery.execute(db).then((r) => Number(r.rows[0]?.total ?? 0))]);
  const estimated = cap !== undefined && total > cap;
  return { rows: rows as O[], total: estimated ? cap : total, totalIsEstimate: estimated };
}
