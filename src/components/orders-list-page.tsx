import type { ReactNode } from 'react';
import type { ListPaging } from '@/lib/list-query';
import { useCappedPaging, type CappedList } from '@/lib/use-list-query';
import { EmptyState } from './empty-state';
import { ListPage } from './list-page';
import type { ListLoad } from './list-states';

type PagedOrders<O> = { orders: O[]; total: number; totalIsEstimate?: boolean };

interface OrdersListPageProps<O> {
  /** The page's list state (page, size and filters in the address bar) and its pagination. */
  list: CappedList;
  load: ListLoad & { data?: PagedOrders<O>; isValidating: boolean };
  subtitle: string;
  /** What "No orders yet" adds, and what "No orders match these filters" suggests. */
  emptyText: string;
  noMatchText: string;
  filtered: boolean;
  toolbar: ReactNode;
  errorTitle: string;
  /** The portal's own table of these orders (undefined while the page is past the end). */
  table: (orders: O[] | undefined, busy: boolean, paging: ListPaging) => ReactNode;
}

/**
 * An orders list page (the administrator's and the partner's): its header, filters and table, the empty, no-match,
 * loading and error states, and the pagination of a count the server caps at 1,000 (`totalIsEstimate`: past it the
 * list pages on while a page is full).
 */
export function OrdersListPage<O>({
  list,
  load,
  subtitle,
  emptyText,
  noMatchText,
  filtered,
  toolbar,
  errorTitle,
  table,
}: OrdersListPageProps<O>) {
  const { data } = load;
  const { pastEnd, paging } = useCappedPaging(list, data && { ...data, items: data.orders });
  return (
    <ListPage
      title="Orders"
      subtitle={subtitle}
      empty={<EmptyState title="No orders yet" description={emptyText} />}
      filtered={filtered}
      toolbar={toolbar}
      load={load}
      errorTitle={errorTitle}
      noMatch={<EmptyState title="No orders match these filters" description={noMatchText} />}
      progressLabel="Loading orders"
    >
      {table(pastEnd ? undefined : data?.orders, load.isValidating, paging)}
    </ListPage>
  );
}
