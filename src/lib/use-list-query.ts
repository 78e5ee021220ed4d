import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lastPageOf, readListQuery, writeListQuery, type ListOptions, type ListPaging, type ListQuery } from './list-query';

/**
 * The table's pagination over `total` rows of a list at `query`'s page, moved by `update` (a page hook with filters
 * of its own passes its own): a new page size starts again from page 1.
 */
export const pagingOf =
  (query: { page: number; limit: number }, update: (change: { page: number; limit?: number }) => void) =>
  (total = 0, { totalIsEstimate = false, hasNextPage = false } = {}): ListPaging => ({
    total,
    totalIsEstimate,
    hasNextPage,
    page: query.page,
    limit: query.limit,
    onPageChange: (page) => update({ page }),
    onLimitChange: (limit) => update({ limit, page: 1 }),
  });

/**
 * A paged list's page, size, search, sort and status filter, kept in the address bar. `keep` names other parameters
 * of the address (a page's own filter) that a change of the list leaves as they are.
 */
export function useListQuery<S extends string = ''>(options: ListOptions<S> = {}, keep: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params, options);
  const update = (change: Partial<ListQuery<S>>, replace = false) => {
    const next = writeListQuery({ ...query, ...change }, options);
    for (const name of keep) {
      const value = params.get(name);
      if (value) next.set(name, value);
    }
    setParams(next, { replace });
  };
  const paging = pagingOf(query, update);
  /** What a list call takes from the address: the page, its size, the sort and the search (a page adds its filters). */
  const pageQuery = { page: query.page, limit: query.limit, sort: query.sort, search: query.search };
  /** The status filter as the list call takes it: undefined for every status. */
  const statusFilter = <T extends string>() => (query.status || undefined) as T | undefined;
  return { query, update, paging, pageQuery, statusFilter };
}

interface PagedList {
  query: { page: number; limit: number };
  update: (change: { page: number }, replace?: boolean) => void;
}

/**
 * When the list shrank under the current page (or the address named a page past the end), moves to the last page
 * (replacing the address, so that Back skips the empty page). Returns true while the current page is past the end,
 * so that the caller does not show its stale rows.
 */
export function useStayOnLastPage({ query, update }: PagedList, total: number | undefined) {
  const lastPage = total === undefined ? query.page : lastPageOf(total, query.limit);
  const pastEnd = query.page > lastPage;
  useEffect(() => {
    if (pastEnd) update({ page: lastPage }, true);
  });
  return pastEnd;
}

interface CountedPage {
  total: number;
  items: readonly unknown[];
  totalIsEstimate?: boolean;
  nextCursor?: string;
}

/** A list state with its pagination, as `useListQuery` gives it: what a list page of a capped count needs. */
export type CappedList = PagedList & { paging: ReturnType<typeof useListQuery>['paging'] };

/**
 * The pagination of a list whose server counts up to a cap (`totalIsEstimate`): over the cap the list goes on while
 * a page is full (by the next cursor a reply gives, or by page number), and a page short of full is the last one,
 * which makes the count exact. With the current page moved back when it is past the end (useStayOnLastPage);
 * `pastEnd` while it is.
 */
export function useCappedPaging(list: CappedList, data: CountedPage | undefined) {
  const { query } = list;
  const estimated = data?.totalIsEstimate === true && data.items.length === query.limit;
  const total = data && (data.totalIsEstimate && !estimated ? (query.page - 1) * query.limit + data.items.length : data.total);
  const pastEnd = useStayOnLastPage(list, estimated ? undefined : total);
  // Past the cap a full page has a next one: by its cursor, or by page number on a list that gives none.
  return { pastEnd, paging: list.paging(total, { totalIsEstimate: estimated, hasNextPage: estimated || data?.nextCursor !== undefined }) };
}
