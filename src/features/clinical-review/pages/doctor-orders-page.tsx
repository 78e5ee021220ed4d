import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_SORTS, ORDER_STATUSES, type OrderStatus } from '@contracts/orders';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { useDoctorOrders } from '@/api/orders/get-doctor-orders';
import { DoctorOrdersTable } from '@/features/clinical-review/components/doctor-orders-table';
import { OrdersFilters } from '@/features/clinical-review/components/orders-filters';
import { ORDERS_ERROR_TEXT } from '@/features/clinical-review/lib/texts';
import { reviewPaths } from '@/features/clinical-review/paths';

/** Every order of the doctor's patients: filtered by status, searched, sorted and paged on the server. */
export function DoctorOrdersPage() {
  const list = useListQuery({ sort: { options: ORDER_SORTS, default: 'createdAt:desc' }, statuses: ORDER_STATUSES });
  const { query, update } = list;
  const orders = useDoctorOrders({
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    search: query.search,
    status: (query.status || undefined) as OrderStatus | undefined,
  });
  const { data } = orders;
  const pastEnd = useStayOnLastPage(list, data?.total);
  const filtered = Boolean(query.search || query.status);

  const startOrder = (
    <Button component={RouterLink} to={reviewPaths.startNewOrder} variant="contained" startIcon={<AddOutlined aria-hidden />}>
      Start new order
    </Button>
  );

  return (
    <ListPage
      title="Orders"
      subtitle="Your patients' orders and where each one stands."
      actions={startOrder}
      empty={
        data && data.total === 0 && !filtered ? (
          <EmptyState title="No orders yet" description="Orders from your patients, and the orders you start, will appear here." />
        ) : undefined
      }
      toolbar={
        <OrdersFilters
          search={query.search}
          status={query.status}
          sort={query.sort}
          onSearch={(search) => update({ search, page: 1 })}
          onStatusChange={(status) => update({ status, page: 1 })}
          onSortChange={(sort) => update({ sort, page: 1 })}
        />
      }
      load={orders}
      errorTitle={ORDERS_ERROR_TEXT}
      noMatch={<EmptyState title="No orders match these filters" description="Try another search or status." />}
      progressLabel="Loading orders"
    >
      <DoctorOrdersTable
        variant="all"
        label="Orders"
        orders={pastEnd ? undefined : data?.orders}
        busy={orders.isValidating}
        paging={list.paging(data?.total)}
      />
    </ListPage>
  );
}
