import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DoctorOrderSummary } from '@contracts/order-review';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PagedTable } from '@/components/paged-table';
import { LinkCell, ProductCell } from '@/components/table-cells';
import { formatDate } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { waitingFor } from '@/features/clinical-review/lib/waiting-for';
import { reviewPaths } from '@/features/clinical-review/paths';
import { FlagChips } from '@/components/screening-flags';

interface DoctorOrdersTableProps {
  /** The queue shows how long each intake has waited; the full list shows each order's status. */
  variant: 'queue' | 'all';
  label: string;
  /** Undefined while the first page loads. */
  orders: DoctorOrderSummary[] | undefined;
  busy: boolean;
  paging: ListPaging;
}

const COLUMNS = {
  queue: ['Order', 'Patient', 'State', 'Medication', 'Waiting since', 'Screening flags'],
  all: ['Order', 'Patient', 'State', 'Medication', 'Status', 'Placed', 'Screening flags'],
} as const;

const nowrap = { whiteSpace: 'nowrap' } as const;

function OrderRow({ order, variant }: { order: DoctorOrderSummary; variant: DoctorOrdersTableProps['variant'] }) {
  const waited = waitingFor(order.createdAt);
  return (
    <TableRow hover>
      <LinkCell to={reviewPaths.order(order.id)}>Order #{order.number}</LinkCell>
      <TableCell sx={nowrap}>{order.patientName}</TableCell>
      <TableCell>{order.patientState ?? '—'}</TableCell>
      <ProductCell productName={order.productName} dose={order.dose} />
      {variant === 'queue' ? (
        <TableCell sx={nowrap}>
          <Typography variant="body2">{formatDate(order.createdAt)}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {waited === 'today' ? 'Waiting since today' : `Waiting ${waited}`}
          </Typography>
        </TableCell>
      ) : (
        <>
          <TableCell>
            <OrderStatusChip status={order.status} handedBack={order.handedBackAt !== null} />
          </TableCell>
          <TableCell sx={nowrap}>{formatDate(order.createdAt)}</TableCell>
        </>
      )}
      <TableCell sx={{ minWidth: 180 }}>
        <FlagChips flags={order.screeningFlags} />
      </TableCell>
    </TableRow>
  );
}

export function DoctorOrdersTable({ variant, label, orders, busy, paging }: DoctorOrdersTableProps) {
  return (
    <PagedTable label={label} columns={COLUMNS[variant]} minWidth={860} loaded={Boolean(orders)} busy={busy} paging={paging}>
      {orders?.map((o) => (
        <OrderRow key={o.id} order={o} variant={variant} />
      ))}
    </PagedTable>
  );
}
