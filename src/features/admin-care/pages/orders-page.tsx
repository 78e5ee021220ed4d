import { OrdersListPage } from '@/components/orders-list-page';
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
    ...list.pageQuery,
    status: list.statusFilter<OrderStatus>(),
    partnerId: query.partner || undefined,
    doctorId: query.doctor || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  });
  const filtered = Boolean(query.search || query.status || query.partner || query.doctor || query.from || query.to);

  return (
    <OrdersListPage
      list={list}
      load={orders}
      subtitle="Every order of every partner and doctor, where each one stands."
      emptyText="Orders appear here as soon as patients pay for their first treatment."
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
          partners={orders.data?.filterOptions.partners ?? []}
          doctors={orders.data?.filterOptions.doctors ?? []}
          onChange={(change) => update({ ...change, page: 1 })}
        />
      }
      errorTitle={ORDERS_ERROR_TEXT}
      noMatchText="Try another search, status, partner, doctor or day."
      table={(rows, busy, paging) => <OrdersTable orders={rows} busy={busy} paging={paging} />}
    />
  );
}
