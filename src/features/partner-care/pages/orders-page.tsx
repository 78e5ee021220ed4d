import { OrdersListPage } from '@/components/orders-list-page';
import { usePartnerOrders } from '@/api/orders/get-partner-orders';
import type { OrderStatus } from '@contracts/orders';
import { OrdersFilters } from '@/features/partner-care/components/orders-filters';
import { OrdersTable } from '@/features/partner-care/components/orders-table';
import { ORDERS_ERROR_TEXT } from '@/features/partner-care/lib/texts';
import { useOrdersQuery } from '@/features/partner-care/lib/use-orders-query';

/** The orders of the partner's patients: searched, filtered by status and approval, sorted and paged on the server. */
export function PartnerOrdersPage() {
  const list = useOrdersQuery();
  const { query, update } = list;
  const orders = usePartnerOrders({
    ...list.pageQuery,
    status: list.statusFilter<OrderStatus>(),
    approvalStatus: query.approval || undefined,
  });
  const filtered = Boolean(query.search || query.status || query.approval);

  return (
    <OrdersListPage
      list={list}
      load={orders}
      subtitle="Your patients' orders, where each one stands and which wait for your approval."
      emptyText="Orders of the patients who start with your intake link will appear here."
      filtered={filtered}
      toolbar={
        <OrdersFilters
          search={query.search}
          status={query.status}
          approval={query.approval}
          sort={query.sort}
          onSearch={(search) => update({ search, page: 1 })}
          onStatusChange={(status) => update({ status, page: 1 })}
          onApprovalChange={(approval) => update({ approval, page: 1 })}
          onSortChange={(sort) => update({ sort, page: 1 })}
        />
      }
      errorTitle={ORDERS_ERROR_TEXT}
      noMatchText="Try another search, status or approval."
      table={(rows, busy, paging) => <OrdersTable orders={rows} busy={busy} paging={paging} />}
    />
  );
}
