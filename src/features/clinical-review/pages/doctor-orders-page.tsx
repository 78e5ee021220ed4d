import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_SORTS, ORDER_STATUSES, type OrderStatus } from '../../../../contracts/orders';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useDoctorOrders } from '../api/get-doctor-orders';
import { DoctorOrdersTable } from '../components/doctor-orders-table';
import { OrdersFilters } from '../components/orders-filters';
import { ORDERS_ERROR_TEXT } from '../lib/texts';
import { useListState, useStayOnLastPage } from '../lib/use-list-state';
import { reviewPaths } from '../paths';

/** Every order of the doctor's patients: filtered by status, searched, sorted and paged on the server. */
export function DoctorOrdersPage() {
  const { query, update } = useListState(ORDER_SORTS, 'createdAt:desc', ORDER_STATUSES);
  const { data, error, isLoading, isValidating, mutate } = useDoctorOrders({
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    search: query.search,
    status: (query.status || undefined) as OrderStatus | undefined,
  });
  const pastEnd = useStayOnLastPage(query.page, query.limit, data?.total, (page) => update({ page }, true));
  const filtered = Boolean(query.search || query.status);

  const startOrder = (
    <Button component={RouterLink} to={reviewPaths.startNewOrder} variant="contained" startIcon={<AddOutlined aria-hidden />}>
      Start new order
    </Button>
  );

  return (
    <>
      <PageHeader title="Orders" subtitle="Your patients' orders and where each one stands." actions={startOrder} />
      {data && data.total === 0 && !filtered ? (
        <EmptyState title="No orders yet" description="Orders from your patients, and the orders you start, will appear here." />
      ) : (
        <>
          <OrdersFilters
            search={query.search}
            status={query.status}
            sort={query.sort}
            onSearch={(search) => update({ search, page: 1 })}
            onStatusChange={(status) => update({ status, page: 1 })}
            onSortChange={(sort) => update({ sort, page: 1 })}
          />
          {error && <LoadError title={ORDERS_ERROR_TEXT} error={error} onRetry={() => void mutate()} />}
          {!error && data?.total === 0 ? (
            <EmptyState title="No orders match these filters" description="Try another search or status." />
          ) : (
            !(error && !data) && (
              <>
                <LinearProgress aria-label="Loading orders" sx={{ visibility: isValidating && !isLoading ? 'visible' : 'hidden', mb: 0.5 }} />
                <DoctorOrdersTable
                  variant="all"
                  label="Orders"
                  orders={pastEnd ? undefined : data?.orders}
                  total={data?.total ?? 0}
                  page={query.page}
                  limit={query.limit}
                  busy={isValidating}
                  onPageChange={(page) => update({ page })}
                  onLimitChange={(limit) => update({ limit, page: 1 })}
                />
              </>
            )
          )}
        </>
      )}
    </>
  );
}
