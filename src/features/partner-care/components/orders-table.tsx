import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PartnerOrderSummary } from '@contracts/orders';
import { PagedTable } from '@/components/paged-table';
import { LinkCell, ProductCell } from '@/components/table-cells';
import { formatCents } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { formatDay } from '@/features/partner-care/lib/dates';
import { carePaths } from '@/features/partner-care/paths';
import { OrderStateCells } from './approval-chip';

interface OrdersTableProps {
  /** Undefined while the first page loads. */
  orders: PartnerOrderSummary[] | undefined;
  busy: boolean;
  paging: ListPaging;
}

const COLUMNS = ['Order', 'Patient', 'Medication', 'Status', 'Your approval', 'Amount', 'Placed'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

export function OrdersTable({ orders, busy, paging }: OrdersTableProps) {
  return (
    <PagedTable label="Orders" columns={COLUMNS} minWidth={880} loaded={Boolean(orders)} busy={busy} paging={paging}>
      {orders?.map((o) => (
        <TableRow key={o.id} hover>
          <LinkCell to={carePaths.order(o.id)} below={o.kind === 'RENEWAL' ? 'Renewal' : undefined}>
            Order #{o.number}
          </LinkCell>
          <TableCell sx={nowrap}>{o.patientName}</TableCell>
          <ProductCell productName={o.productName} dose={o.dose} />
          <OrderStateCells order={o} />
          <TableCell sx={nowrap}>{formatCents(o.amountCents)}</TableCell>
          <TableCell sx={nowrap}>{formatDay(o.createdAt)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
