import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderSummary } from '@contracts/orders';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PagedTable } from '@/components/paged-table';
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
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <Link component={RouterLink} to={patientPortalPaths.order(o.id)} sx={{ fontWeight: 600 }}>
              Order #{o.number}
            </Link>
          </TableCell>
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {o.productName}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {o.dose}
            </Typography>
          </TableCell>
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
