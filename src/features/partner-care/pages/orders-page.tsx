import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { useCappedPaging } from '@/lib/use-list-query';
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
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    search: query.search,
    status: (query.status || undefined) as OrderStatus | undefined,
    approvalStatus: query.approval || undefined,
  });
  const { data } = orders;
  // Counted up to 1,000 by the server (`totalIsEstimate`): past it the list pages on while a page is full.
  const { pastEnd, paging } = useCappedPaging(list, data && { ...data, items: data.orders });
  const filtered = Boolean(query.search || query.status || query.approval);

  return (
    <ListPage
      title="Orders"
      subtitle="Your patients' orders, where each one stands and which wait for your approval."
      empty={<EmptyState title="No orders yet" description="Orders of the patients who start with your intake link will appear here." />}
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
      load={orders}
      errorTitle={ORDERS_ERROR_TEXT}
      noMatch={<EmptyState title="No orders match these filters" description="Try another search, status or approval." />}
      progressLabel="Loading orders"
    >
      <OrdersTable orders={pastEnd ? undefined : data?.orders} busy={orders.isValidating} paging={paging} />
    </ListPage>
  );
}
