import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { OrderSummary } from '@contracts/orders';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PagedTable } from '@/components/paged-table';
import { LinkCell, ProductCell } from '@/components/table-cells';
import { formatCents, formatDate } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { patientPortalPaths } from '@/features/patient-portal/paths';

interface OrdersTableProps {
  /** Undefined while the first page loads. */
  orders: OrderSummary[] | undefined;
  busy: boolean;
  paging: ListPaging;
}

const COLUMNS = ['Order', 'Product', 'Status', 'Amount', 'Placed'] as const;

export function OrdersTable({ orders, busy, paging }: OrdersTableProps) {
  return (
    <PagedTable label="My orders" columns={COLUMNS} minWidth={640} loaded={Boolean(orders)} busy={busy} paging={paging}>
      {orders?.map((o) => (
        <TableRow key={o.id} hover>
          <LinkCell to={patientPortalPaths.order(o.id)}>Order #{o.number}</LinkCell>
          <ProductCell productName={o.productName} dose={o.dose} />
          <TableCell>
            <OrderStatusChip status={o.status} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCents(o.amountCents)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(o.createdAt)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
