import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_SORTS } from '@contracts/orders';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { usePatientOrders } from '@/api/orders/get-patient-orders';
import { OrdersTable } from '@/features/patient-portal/components/orders-table';
import { OrdersToolbar } from '@/features/patient-portal/components/orders-toolbar';
import { patientPortalPaths } from '@/features/patient-portal/paths';

export const ORDERS_ERROR_TEXT = 'Error fetching orders';

/** What the list says while loading, when its load failed, and when the search matched nothing. */
const LIST_STATES = {
  progressLabel: 'Loading orders',
  errorTitle: ORDERS_ERROR_TEXT,
  noMatch: <EmptyState title="No orders match your search" description="Try another order number or product name." />,
};

/** The patient's orders: searched, sorted and paged on the server. */
export function MyOrdersPage() {
  const list = useListQuery({ sort: { options: ORDER_SORTS, default: 'createdAt:desc' } });
  const { query, update } = list;
  const orders = usePatientOrders({ page: query.page, limit: query.limit, search: query.search, sort: query.sort });
  const { data } = orders;
  const pastEnd = useStayOnLastPage(list, data?.total);

  return (
    <ListPage
      title="My orders"
      subtitle="Every order you have placed and where it stands."
      empty={
        <EmptyState
          title="You have no orders yet"
          description="Start your intake and a licensed doctor will review whether treatment is right for you."
          action={
            <Button component={RouterLink} to={patientPortalPaths.start} variant="contained" sx={{ mt: 1.5 }}>
              Start your intake
            </Button>
          }
        />
      }
      filtered={Boolean(query.search)}
      toolbar={
        <OrdersToolbar
          search={query.search}
          sort={query.sort}
          onSearchChange={(search) => update({ search, page: 1 })}
          onSortChange={(sort) => update({ sort, page: 1 })}
        />
      }
      load={orders}
      {...LIST_STATES}
    >
      <OrdersTable orders={pastEnd ? undefined : data?.orders} busy={orders.isValidating} paging={list.paging(data?.total)} />
    </ListPage>
  );
}
