import { sql, type AliasedRawBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/** Anything that runs a query: a Kysely instance or a transaction, whatever its table types. */
type Executor = Parameters<RawBuilder<unknown>['execute']>[0];

/** A LIKE pattern that matches `term` anywhere, with the caller's % _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

export type SortDirection = 'asc' | 'desc';

export type OrderBy = readonly { column: string; direction: SortDirection }[];

/**
 * `field:direction` from the query string, checked against the list's whitelist of sortable fields (field -> one
 * column reference or several, in precedence), then the unique `tieBreaker` in the same direction so that pages never
 * overlap and one index on (sort columns, id) serves both. The contract's enum already refuses other fields; this
 * keeps SQL safe regardless.
 */
export function sortOf<F extends string>(
  sort: string,
  columns: Readonly<Record<F, string | readonly string[]>>,
  tieBreaker: string,
): OrderBy {
  const [field, direction] = sort.split(':');
  if (!Object.hasOwn(columns, field) || (direction !== 'asc' && direction !== 'desc')) throw new Error(`Unsortable field: ${sort}`);
  const chosen = columns[field as F];
  return [...(typeof chosen === 'string' ? [chosen] : chosen), tieBreaker].map((column) => ({ column, direction }));
}

/**
 * The count a list that grows without end stops at (orders, care tasks, patients, the audit log): past it the total is
 * this cap with `totalIsEstimate`, which the client shows as "more than 1,000" (useCappedPaging).
 */
export const LIST_COUNT_CAP = 1000;

export type ListOptions = {
  page: number;
  limit: number;
  /** Column references in order of precedence; the last should be unique (the id) so pages never overlap. */
  orderBy: OrderBy;
  /**
   * Counting every row of a list over millions costs more than the page: past `countCap` rows the total is
   * reported as the cap with `totalIsEstimate`. Leave out for an exact count.
   */
  countCap?: number;
  /** A statement giving the list's exact total (`total`) more cheaply than counting its rows: counts kept elsewhere, or one table. */
  totalQuery?: RawBuilder<{ total: number }>;
  /**
   * The capped count reads the list's own order (with an index in that order: a walk of `countCap + 1` entries) rather
   * than whichever rows the planner finds first, which over a partitioned log may be a sequential scan. Only for a list
   * whose every filter has an index in its sort order (the audit log): otherwise it sorts every matching row.
   */
  countInOrder?: boolean;
};

export type ListPage<O> = { rows: O[]; total: number; totalIsEstimate: boolean };

/**
 * One page of a filtered query, ordered, limited and counted in SQL. `filtered` carries the FROM, the joins the WHERE
 * needs and the WHERE (access policy, filters, search): the count reads only that. `select` adds what the page shows:
 * its columns, and the joins that only project (names, labels), so that counting never pays for them.
 * The count travels with the page, in the same statement (`withTotal`).
 */
export async function listPage<DB, TB extends keyof DB, O, PDB, PTB extends keyof PDB>(
  db: Executor,
  filtered: SelectQueryBuilder<DB, TB, object>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<PDB, PTB, O>,
  options: ListOptions,
): Promise<ListPage<O>> {
  let page = select(filtered);
  for (const { column, direction } of options.orderBy) page = page.orderBy(sql.ref(column), direction);
  const pageQuery = window(page, options);

  const cap = options.totalQuery ? undefined : options.countCap;
  let counted = filtered.select(sql<number>`1`.as('one'));
  if (cap && options.countInOrder)
    for (const { column, direction } of options.orderBy) counted = counted.orderBy(sql.ref(column), direction);
  const countQuery =
    options.totalQuery ??
    (cap
      ? sql<{ total: number }>`select count(*)::int as total from (${counted.limit(rowCount(cap + 1))}) as capped`
      : sql<{ total: number }>`select count(*)::int as total from (${counted}) as counted`);
  const { rows, total } = await withTotal<O>(db, countQuery, (count) => pageQuery.select(count).execute());
  const estimated = cap !== undefined && total > cap;
  return { rows, total: estimated ? cap : total, totalIsEstimate: estimated };
}

/**
 * A page and its total in one statement (one round trip): the count, an uncorrelated scalar subquery the planner runs
 * once, rides on every row of the page as `list_total`. A page without rows (an empty list, or past its end) carries
 * no total: then the count runs alone.
 */
export async function withTotal<R>(
  db: Executor,
  countQuery: RawBuilder<{ total: number }>,
  page: (count: AliasedRawBuilder<number, 'list_total'>) => Promise<object[]>,
): Promise<{ rows: R[]; total: number }> {
  const found = (await page(sql<number>`(${countQuery})`.as('list_total'))) as (R & { list_total: number })[];
  if (found.length === 0) {
    const alone = await countQuery.execute(db);
    return { rows: [], total: Number(alone.rows[0]?.total ?? 0) };
  }
  return { rows: found.map(({ list_total: _, ...row }) => row as R), total: Number(found[0].list_total) };
}

/**
 * Which rows of the ordered query make the page: LIMIT/OFFSET. A list that must stay fast at any depth takes a
 * keyset cursor instead (`encodeCursor` below): a row comparison `(created_at, id) > ($1, $2)` (`<` for desc), which an
 * index on the same columns serves at any depth; the doctor's orders list does (orders.repository.ts).
 * The limit is written into the statement (`rowCount`); the first page has no offset, a later page's is a parameter
 * (one statement text for every later page, planned for its own offset each time).
 */
function window<DB, TB extends keyof DB, O>(ordered: SelectQueryBuilder<DB, TB, O>, options: ListOptions): SelectQueryBuilder<DB, TB, O> {
  const offset = (options.page - 1) * options.limit;
  const limited = ordered.limit(rowCount(options.limit));
  return offset > 0 ? limited.offset(offset) : limited;
}

/**
 * Where page `page` (of `limit` rows) of a list of `total` rows is read from: `offset` rows from its start in the
 * list's order, or, for a page past the middle, from its end in the opposite order (`reversed`), so that the last page
 * reads as few rows as the first. `size`: the rows the page holds (0 past the end).
 */
export function fromNearerEnd(total: number, page: number, limit: number) {
  const offset = (page - 1) * limit;
  const size = Math.max(0, Math.min(limit, total - offset));
  const fromEnd = total - offset - size;
  return size > 0 && fromEnd < offset ? { offset: fromEnd, size, reversed: true } : { offset, size, reversed: false };
}

/**
 * A LIMIT as a literal of the statement. A prepared statement's generic plan cannot see a parameter's value there and
 * assumes a tenth of the rows, so PostgreSQL judged every generic plan of a list dearer than its custom one and
 * planned the statement again on each call (the administrator's review queue: 1.15 ms of planning a request, for
 * 0.6 ms of execution). With the value in the text, the generic plan is the page's own. Only whole numbers (a
 * zod-checked page size, or a cap: a few values, so a few statements) are written.
 */
export function rowCount(n: number) {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return sql.lit(n);
}

/**
 * A keyset cursor: the position of a row in a (created_at, id) order, opaque to the client (base64url of JSON).
 * `at` is the timestamp at PostgreSQL's microsecond precision, as text (`to_char(...)` of `cursorAt`), so that the
 * comparison never skips or repeats a row that a JavaScript Date (milliseconds) would round. A position, not a
 * direction: the list's sort says whether the next rows come after (asc) or before (desc) it.
 */
export type Cursor = { at: string; id: string };

/** The SQL text of a timestamp column as `Cursor.at` holds it (UTC, microseconds). */
export const cursorAt = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor a client sent back, or undefined when it is not one this server made. */
export function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !CURSOR_AT.test(at) || !UUID.test(id)) return undefined;
    return { at, id };
  } catch {
    return undefined;
  }
}

/**
 * A keyset cursor over any sort (the patients by name: last name, first name, id): the sort field it belongs to, the
 * row's sort values as text (a timestamp as `cursorAt` gives it) and its id, opaque to the client as `encodeCursor`'s
 * are. Like `Cursor`, a position: the list's direction says which side of it the next rows are.
 */
export type KeyCursor = { field: string; values: string[]; id: string };

export const encodeKeyCursor = (cursor: KeyCursor) =>
  Buffer.from(JSON.stringify([cursor.field, ...cursor.values, cursor.id])).toString('base64url');

/** The cursor a client sent back for a list sorted by `field` (with `size` sort values), or undefined when it is not one. */
export function decodeKeyCursor(text: string, field: string, size: number): KeyCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== size + 2 || !value.every((v) => typeof v === 'string' && v.length <= 200))
      return undefined;
    const [tag, ...rest] = value as string[];
    const id = rest.pop()!;
    if (tag !== field || !UUID.test(id)) return undefined;
    if (field === 'createdAt' && !CURSOR_AT.test(rest[0])) return undefined;
    return { field, values: rest, id };
  } catch {
    return undefined;
  }
}

/** A list query's page, limit and whitelisted sort (then `tieBreaker`), as `listPage` takes them. */
export const pagingOf = <F extends string>(
  query: { page: number; limit: number; sort: string },
  columns: Readonly<Record<F, string | readonly string[]>>,
  tieBreaker: string,
) => ({ page: query.page, limit: query.limit, orderBy: sortOf(query.sort, columns, tieBreaker) });

/** Whether the query finds any row (it reads one at most). */
export const anyRow = async <DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>) =>
  Boolean(
    await query
      .select(sql<number>`1`.as('one'))
      .limit(1)
      .executeTakeFirst(),
  );

/** The reply fields of a paged list (`items` lists). */
export const pageInfo = (total: number, options: { page: number; limit: number }) => ({
  total,
  page: options.page,
  limit: options.limit,
  totalPages: Math.ceil(total / options.limit),
});
