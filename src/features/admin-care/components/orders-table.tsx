import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PartnerOrderSummary } from '@contracts/orders';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PagedTable } from '@/components/paged-table';
import { LinkCell, ProductCell } from '@/components/table-cells';
import { formatCents, formatDay, humanize } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { adminCarePaths } from '@/features/admin-care/paths';

interface OrdersTableProps {
  /** Undefined while the first page loads. */
  orders: PartnerOrderSummary[] | undefined;
  busy: boolean;
  paging: ListPaging;
  /** Leave out the patient column (a patient's own orders). */
  withoutPatient?: boolean;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Orders with their patient, medication, status, payment and day: each links to the order. */
export function OrdersTable({ orders, busy, paging, withoutPatient = false }: OrdersTableProps) {
  const columns = ['Order', ...(withoutPatient ? [] : ['Patient']), 'Medication', 'Status', 'Payment', 'Amount', 'Placed'];
  return (
    <PagedTable label="Orders" columns={columns} minWidth={860} loaded={Boolean(orders)} busy={busy} paging={paging}>
      {orders?.map((o) => (
        <TableRow key={o.id} hover>
          <LinkCell to={adminCarePaths.order(o.id)} below={o.kind === 'RENEWAL' ? 'Renewal' : undefined}>
            Order #{o.number}
          </LinkCell>
          {!withoutPatient && (
            <LinkCell to={adminCarePaths.patient(o.patientId)}>
              <span style={nowrap}>{o.patientName}</span>
            </LinkCell>
          )}
          <ProductCell productName={o.productName} dose={o.dose} />
          <TableCell>
            <OrderStatusChip status={o.status} />
          </TableCell>
          <TableCell sx={nowrap}>{humanize(o.paymentStatus)}</TableCell>
          <TableCell sx={nowrap}>{formatCents(o.amountCents)}</TableCell>
          <TableCell sx={nowrap}>{formatDay(o.createdAt)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
