import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { useCappedPaging } from '@/lib/use-list-query';
import { useAdminOrders } from '@/api/orders/get-admin-orders';
import type { OrderStatus } from '@contracts/orders';
import { OrdersFilters } from '@/features/admin-care/components/orders-filters';
import { OrdersTable } from '@/features/admin-care/components/orders-table';
import { ORDERS_ERROR_TEXT } from '@/features/admin-care/lib/texts';
import { useAdminOrdersQuery } from '@/features/admin-care/lib/use-admin-orders-query';

/** Every order of every partner and doctor: searched, filtered, sorted and paged on the server. */
export function AdminOrdersPage() {
  const list = useAdminOrdersQuery();
  const { query, update } = list;
  const orders = useAdminOrders({
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    search: query.search,
    status: (query.status || undefined) as OrderStatus | undefined,
    partnerId: query.partner || undefined,
    doctorId: query.doctor || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  });
  const { data } = orders;
  // Counted up to 1,000 by the server (`totalIsEstimate`): past it the list pages on while a page is full.
  const { pastEnd, paging } = useCappedPaging(list, data && { ...data, items: data.orders });
  const filtered = Boolean(query.search || query.status || query.partner || query.doctor || query.from || query.to);

  return (
    <ListPage
      title="Orders"
      subtitle="Every order of every partner and doctor, where each one stands."
      empty={<EmptyState title="No orders yet" description="Orders appear here as soon as patients pay for their first treatment." />}
      filtered={filtered}
      toolbar={
        <OrdersFilters
          search={query.search}
          status={query.status}
          sort={query.sort}
          partner={query.partner}
          doctor={query.doctor}
          from={query.from}
          to={query.to}
          partners={data?.filterOptions.partners ?? []}
          doctors={data?.filterOptions.doctors ?? []}
          onChange={(change) => update({ ...change, page: 1 })}
        />
      }
      load={orders}
      errorTitle={ORDERS_ERROR_TEXT}
      noMatch={<EmptyState title="No orders match these filters" description="Try another search, status, partner, doctor or day." />}
      progressLabel="Loading orders"
    >
      <OrdersTable orders={pastEnd ? undefined : data?.orders} busy={orders.isValidating} paging={paging} />
    </ListPage>
  );
}
