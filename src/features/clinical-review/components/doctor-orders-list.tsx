import type { ReactNode } from 'react';
import type { ORDER_SORTS, OrderStatus } from '@contracts/orders';
import { ListPage } from '@/components/list-page';
import type { ListPaging } from '@/lib/list-query';
import { useStayOnLastPage } from '@/lib/use-list-query';
import { useDoctorOrders } from '@/api/orders/get-doctor-orders';
import { ORDERS_ERROR_TEXT } from '@/features/clinical-review/lib/texts';
import { DoctorOrdersTable } from './doctor-orders-table';

type OrderSort = (typeof ORDER_SORTS)[number];

interface OrdersReply {
  orders: unknown[];
  total: number;
  totalIsEstimate?: boolean;
  nextCursor?: string;
}

/**
 * How many orders there are as far as a reply tells. Over the server's cap the total is an estimate: the list goes on
 * while a reply gives a cursor for the next page, and a page short of full is the last one, which makes the count exact.
 */
function countOf(reply: OrdersReply, { page, limit }: { page: number; limit: number }) {
  const estimated = reply.totalIsEstimate === true && reply.orders.length === limit;
  return {
    total: reply.totalIsEstimate && !estimated ? (page - 1) * limit + reply.orders.length : reply.total,
    totalIsEstimate: estimated,
    hasNextPage: reply.nextCursor !== undefined,
  };
}

interface DoctorOrdersListProps {
  /** The page, size and search from the address bar. */
  list: {
    query: { page: number; limit: number; search: string };
    update: (change: { page: number }, replace?: boolean) => void;
    paging: (total?: number, more?: { totalIsEstimate?: boolean; hasNextPage?: boolean }) => ListPaging;
  };
  sort: OrderSort;
  status?: OrderStatus;
  title: string;
  /** The line under the title, given how many orders match (undefined until the first page is there), and whether that is the server's cap. */
  subtitle: (total: number | undefined, estimated: boolean) => ReactNode;
  actions?: ReactNode;
  /** Shown instead of the list when nothing narrows it and it has no orders at all. */
  empty: ReactNode;
  /** A search or filter narrows the list. */
  filtered: boolean;
  toolbar: ReactNode;
  noMatch: ReactNode;
  progressLabel: string;
  variant: 'queue' | 'all';
  /** The table's accessible name. */
  label: string;
}

/** A list of the doctor's patients' orders (the queue, or every order): searched, filtered, sorted and paged on the server. */
export function DoctorOrdersList({ list, sort, status, subtitle, empty, filtered, variant, label, ...page }: DoctorOrdersListProps) {
  const { query } = list;
  const orders = useDoctorOrders({ page: query.page, limit: query.limit, sort, search: query.search, status });
  const { data } = orders;
  const count = data && countOf(data, query);
  const pastEnd = useStayOnLastPage(list, count?.totalIsEstimate ? undefined : count?.total);

  return (
    <ListPage
      {...page}
      subtitle={subtitle(data?.total, data?.totalIsEstimate === true)}
      empty={data && data.total === 0 && !filtered ? empty : undefined}
      load={orders}
      errorTitle={ORDERS_ERROR_TEXT}
    >
      <DoctorOrdersTable
        variant={variant}
        label={label}
        orders={pastEnd ? undefined : data?.orders}
        busy={orders.isValidating}
        paging={list.paging(count?.total, count)}
      />
    </ListPage>
  );
}
