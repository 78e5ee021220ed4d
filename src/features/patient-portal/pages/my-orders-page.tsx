import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { usePatientOrders } from '../api/get-patient-orders';
import { LoadError } from '../../../components/load-error';
import { OrdersTable } from '../components/orders-table';
import { OrdersToolbar } from '../components/orders-toolbar';
import { readOrdersQuery, writeOrdersQuery, type OrdersListState } from '../lib/orders-query';
import { patientPortalPaths } from '../paths';

export const ORDERS_ERROR_TEXT = 'Error fetching orders';

/** The patient's orders: searched, sorted and paged on the server. */
export function MyOrdersPage() {
  const [params, setParams] = useSearchParams();
  const query = readOrdersQuery(params);
  const { data, error, isLoading, isValidating, mutate } = usePatientOrders(query);

  const update = (change: Partial<OrdersListState>) => setParams(writeOrdersQuery({ ...query, ...change }));

  // The list shrank under a later page (or the address named a page past the end): show the last page instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / query.limit)) : query.page;
  const pastEnd = query.page > lastPage;
  useEffect(() => {
    if (pastEnd) setParams(writeOrdersQuery({ ...query, page: lastPage }), { replace: true });
  });

  const noOrdersAtAll = data && data.total === 0 && !query.search;

  return (
    <>
      <PageHeader title="My orders" subtitle="Every order you have placed and where it stands." />
      {noOrdersAtAll ? (
        <EmptyState
          title="You have no orders yet"
          description="Start your intake and a licensed doctor will review whether treatment is right for you."
          action={
            <Button component={RouterLink} to={patientPortalPaths.start} variant="contained" sx={{ mt: 1.5 }}>
              Start your intake
            </Button>
          }
        />
      ) : (
        <>
          <OrdersToolbar
            search={query.search}
            sort={query.sort}
            onSearchChange={(search) => update({ search, page: 1 })}
            onSortChange={(sort) => update({ sort, page: 1 })}
          />
          {error && <LoadError title={ORDERS_ERROR_TEXT} error={error} onRetry={() => void mutate()} />}
          {!error && data?.total === 0 ? (
            <EmptyState title="No orders match your search" description="Try another order number or product name." />
          ) : (
            !(error && !data) && (
              <>
                <LinearProgress
                  aria-label="Loading orders"
                  sx={{ visibility: isValidating && !isLoading ? 'visible' : 'hidden', mb: 0.5 }}
                />
                <OrdersTable
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
