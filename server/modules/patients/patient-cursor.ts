/**
 * The keyset cursor of the patient lists (patients.repository.ts): which columns each sort reads in index order, the
 * condition for the rows after a cursor, the columns a page selects for the next cursor, and that cursor.
 */
import { sql } from 'kysely';
import { cursorAt, encodeKeyCursor, type KeyCursor } from '#server/platform/db/list';

/** The columns of `patients` each sort reads in index order: the account's names as copied by migration 0006, or the date. */
export const BRANCH_SORT = { name: ['sort_last_name', 'sort_first_name'], createdAt: ['created_at'] } as const;
export type SortField = keyof typeof BRANCH_SORT;

export const sortFieldOf = (query: { sort: string }) => {
  const [field, dir] = query.sort.split(':') as [SortField, 'asc' | 'desc'];
  return { field, dir };
};

/**
 * Rows after a cursor in the list's order: `(sort columns, id) > (cursor)` (`<` descending), on `patients`' own
 * columns, so that it is an Index Cond on the index of the same columns, in the same order.
 */
export function afterPosition(after: KeyCursor, field: SortField, dir: 'asc' | 'desc') {
  const picked = sql.join([...BRANCH_SORT[field], 'id'].map((c) => sql.ref(`patients.${c}`)));
  const position = [
    ...(field === 'createdAt' ? [sql`${after.values[0]}::timestamptz`] : after.values.map((v) => sql`${v}::text`)),
    sql`${after.id}::uuid`,
  ];
  return sql<boolean>`(${picked}) ${sql.raw(dir === 'desc' ? '<' : '>')} (${sql.join(position)})`;
}

/** What a page selects beside its columns for the next page's cursor: the sort values, as `afterPosition` compares them. */
export const cursorColumns = [
  'patients.sort_last_name as cursor_last',
  'patients.sort_first_name as cursor_first',
  cursorAt('patients.created_at').as('cursor_at'),
] as const;
export type CursorValues = { cursor_last: string | null; cursor_first: string | null; cursor_at: string };

/** A page's rows without the cursor columns, and, when the page is full, the cursor of its last row. */
export function withNextCursor<R extends { id: string }>(
  found: (R & CursorValues)[],
  field: SortField,
  limit: number,
): { rows: R[]; nextCursor?: string } {
  const last = found.length === limit ? found[found.length - 1] : undefined;
  const values = last && (field === 'createdAt' ? [last.cursor_at] : [last.cursor_last ?? '', last.cursor_first ?? '']);
  return {
    rows: found.map(({ cursor_last: _l, cursor_first: _f, cursor_at: _a, ...row }) => row as unknown as R),
    ...(last && values ? { nextCursor: encodeKeyCursor({ field, values, id: last.id }) } : {}),
  };
}
