import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderSummary } from '../../../../contracts/orders';
import { formatCents, formatDate } from '../../../lib/format';
import { PAGE_SIZES } from '../lib/orders-query';
import { patientPortalPaths } from '../paths';
import { OrderStatusChip } from '../../../components/order-status-chip';

interface OrdersTableProps {
  /** Undefined while the first page loads. */
  orders: OrderSummary[] | undefined;
  total: number;
  page: number;
  limit: number;
  busy: boolean;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

const COLUMNS = ['Order', 'Product', 'Status', 'Amount', 'Placed'] as const;

export function OrdersTable({ orders, total, page, limit, busy, onPageChange, onLimitChange }: OrdersTableProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table aria-label="My orders" aria-busy={busy} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: busy && orders ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {orders
              ? orders.map((o) => (
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
                ))
              : Array.from({ length: 3 }, (_, i) => (
                  <TableRow key={i}>
                    {COLUMNS.map((c) => (
                      <TableCell key={c}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={orders ? page - 1 : 0}
        rowsPerPage={limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_e, next) => onPageChange(next + 1)}
        onRowsPerPageChange={(e) => onLimitChange(Number(e.target.value))}
        // A native select: keyboard- and screen-reader-friendly; named here because native selects ignore labelId.
        slotProps={{ select: { native: true, inputProps: { 'aria-label': 'Rows per page' } } }}
      />
    </Paper>
  );
}
