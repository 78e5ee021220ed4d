import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lastPageOf, readListQuery, writeListQuery, type ListState } from './list-query';

/** A list's page, size, search, sort and status, kept in the address bar. */
export function useListState<S extends string>(sorts: readonly S[], defaultSort: S, statuses: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params, sorts, defaultSort, statuses);
  const update = (change: Partial<ListState<S>>, replace = false) =>
    setParams(writeListQuery({ ...query, ...change }, defaultSort), { replace });
  return { query, update };
}

/**
 * When the list shrank under the current page (or the address named a page past the end), moves to the last page.
 * Returns true while the current page is past the end, so that the caller does not show its stale rows.
 */
export function useStayOnLastPage(page: number, limit: number, total: number | undefined, goTo: (page: number) => void) {
  const lastPage = total === undefined ? page : lastPageOf(total, limit);
  const pastEnd = page > lastPage;
  useEffect(() => {
    if (pastEnd) goTo(lastPage);
  });
  return pastEnd;
}
