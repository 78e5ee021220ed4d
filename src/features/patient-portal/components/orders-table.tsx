import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderSummary } from '@contracts/orders';
import { CardList } from '@/components/card-list';
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

/** The patient's orders: a table, or on a phone (narrower than MUI's `sm`) a list of cards, so the status stays in view. */
export function OrdersTable(props: OrdersTableProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return narrow ? <OrderCards {...props} /> : <OrderRows {...props} />;
}

function OrderRows({ orders, busy, paging }: OrdersTableProps) {
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

function OrderCards({ orders, busy, paging }: OrdersTableProps) {
  return (
    <CardList label="My orders" items={orders} busy={busy} paging={paging} itemKey={(o) => o.id}>
      {(o) => (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Link component={RouterLink} to={patientPortalPaths.order(o.id)} sx={{ fontWeight: 600 }}>
              Order #{o.number}
            </Link>
            <OrderStatusChip status={o.status} />
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {o.productName} · {o.dose}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatCents(o.amountCents)}, placed {formatDate(o.createdAt)}
          </Typography>
        </>
      )}
    </CardList>
  );
}
