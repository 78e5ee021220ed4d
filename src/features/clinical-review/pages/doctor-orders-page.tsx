import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_SORTS, ORDER_STATUSES, type OrderStatus } from '@contracts/orders';
import { EmptyState } from '@/components/empty-state';
import { OrdersFilterRow } from '@/components/orders-filter-row';
import { useListQuery } from '@/lib/use-list-query';
import { DoctorOrdersList } from '@/features/clinical-review/components/doctor-orders-list';
import { reviewPaths } from '@/features/clinical-review/paths';

/** Every order of the doctor's patients: filtered by status, searched, sorted and paged on the server. */
export function DoctorOrdersPage() {
  const list = useListQuery({ sort: { options: ORDER_SORTS, default: 'createdAt:desc' }, statuses: ORDER_STATUSES });
  const { query, update } = list;

  return (
    <DoctorOrdersList
      list={list}
      sort={query.sort}
      status={(query.status || undefined) as OrderStatus | undefined}
      title="Orders"
      subtitle={() => "Your patients' orders and where each one stands."}
      actions={
        <Button component={RouterLink} to={reviewPaths.startNewOrder} variant="contained" startIcon={<AddOutlined aria-hidden />}>
          Start new order
        </Button>
      }
      empty={<EmptyState title="No orders yet" description="Orders from your patients, and the orders you start, will appear here." />}
      filtered={Boolean(query.search || query.status)}
      toolbar={
        <OrdersFilterRow
          search={query.search}
          searchHelp="Patient name, email or order number"
          status={query.status}
          statusWidth={180}
          sort={query.sort}
          sorts={ORDER_SORTS}
          onSearch={(search) => update({ search, page: 1 })}
          onStatusChange={(status) => update({ status, page: 1 })}
          onSortChange={(sort) => update({ sort, page: 1 })}
          sx={{ mb: 2 }}
        />
      }
      noMatch={<EmptyState title="No orders match these filters" description="Try another search or status." />}
      progressLabel="Loading orders"
      variant="all"
      label="Orders"
    />
  );
}
