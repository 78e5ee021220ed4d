import type { ReactNode } from 'react';
import type { ListPaging, ListQuery } from '@/lib/list-query';
import { useCappedPaging } from '@/lib/use-list-query';
import { ListPage } from './list-page';
import type { ListLoad } from './list-states';
import { ListSearchToolbar } from './search-toolbar';
import { SelectFilter } from './select-filter';

/** A list kept in the address bar (see useListQuery). */
interface AddressList<S extends string> {
  query: ListQuery<S>;
  update: (change: Partial<ListQuery<S>>, replace?: boolean) => void;
  paging: (total?: number, more?: { totalIsEstimate?: boolean; hasNextPage?: boolean }) => ListPaging;
}

/** The list's "status" filter: its label, one label per value (in the order shown), and the option meaning "any". */
interface StatusFilter<T extends string> {
  label: string;
  labels: Record<T, string>;
  allLabel: string;
  minWidth?: number;
}

interface SearchedListPageProps<S extends string, T extends string, Item> {
  list: AddressList<S>;
  /** A list that counts up to a cap says so (`totalIsEstimate`); one paged by cursor gives the next page's (`nextCursor`). */
  load: ListLoad & { data?: { total: number; items: Item[]; totalIsEstimate?: boolean; nextCursor?: string } };
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Shown in place of the list while it has nothing at all (no search or status filter applied). */
  nothingYet: ReactNode;
  search: { label: string; helperText: string };
  status?: StatusFilter<T>;
  /** One label per sort, in the order offered. */
  sortLabels: Record<S, string>;
  sortMinWidth?: number;
  /** Above the search, e.g. summary cards (hidden, like the search, while the list has nothing at all). */
  aboveSearch?: ReactNode;
  /** Controls after the search and before the status and sort, e.g. a page's own filter. */
  filters?: ReactNode;
  errorTitle: string;
  noMatch: ReactNode;
  progressLabel: string;
  /** The table, given this page's rows (none while the page is past the end), whether a reload runs, and the paging. */
  children: (page: { items: Item[] | undefined; busy: boolean; paging: ListPaging }) => ReactNode;
}

const optionsOf = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

/**
 * A searched, filtered, sorted and paged list page over the address bar's list: the search, status and sort above
 * the table, the load's states around it, and a move to the last page when the list shrank under the current one.
 */
export function SearchedListPage<S extends string, T extends string = never, Item = unknown>({
  list,
  load,
  nothingYet,
  search,
  status,
  sortLabels,
  sortMinWidth = 200,
  aboveSearch,
  filters,
  children,
  ...page
}: SearchedListPageProps<S, T, Item>) {
  const { query, update } = list;
  const { data } = load;
  const { pastEnd, paging } = useCappedPaging(list, data);
  return (
    <ListPage
      {...page}
      load={load}
      empty={data && data.total === 0 && !query.search && !query.status ? nothingYet : undefined}
      toolbar={
        <>
          {aboveSearch}
          <ListSearchToolbar list={list} {...search}>
            {filters}
            {status && (
              <SelectFilter
                label={status.label}
                value={query.status as T | ''}
                options={optionsOf(status.labels)}
                onChange={(next) => update({ status: next, page: 1 })}
                allLabel={status.allLabel}
                minWidth={status.minWidth ?? 160}
              />
            )}
            <SelectFilter
              label="Sort by"
              value={query.sort}
              options={optionsOf(sortLabels)}
              onChange={(sort) => update({ sort, page: 1 })}
              minWidth={sortMinWidth}
            />
          </ListSearchToolbar>
        </>
      }
    >
      {children({
        items: pastEnd ? undefined : data?.items,
        busy: load.isValidating,
        paging,
      })}
    </ListPage>
  );
}
