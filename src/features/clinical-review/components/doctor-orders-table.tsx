import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorOrderSummary } from '../../../../contracts/doctor';
import { OrderStatusChip } from '../../../components/order-status-chip';
import { formatDate } from '../../../lib/format';
import { waitingFor } from '../lib/list-query';
import { reviewPaths } from '../paths';
import { FlagChips } from './screening-flags';
import { ListPagination } from './list-pagination';

interface DoctorOrdersTableProps {
  /** The queue shows how long each intake has waited; the full list shows each order's status. */
  variant: 'queue' | 'all';
  label: string;
  /** Undefined while the first page loads. */
  orders: DoctorOrderSummary[] | undefined;
  total: number;
  page: number;
  limit: number;
  busy: boolean;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
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
      <TableCell sx={nowrap}>
        <Link component={RouterLink} to={reviewPaths.order(order.id)} sx={{ fontWeight: 600 }}>
          Order #{order.number}
        </Link>
      </TableCell>
      <TableCell sx={nowrap}>{order.patientName}</TableCell>
      <TableCell>{order.patientState ?? '—'}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {order.productName}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {order.dose}
        </Typography>
      </TableCell>
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
            <OrderStatusChip status={order.status} />
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

export function DoctorOrdersTable({ variant, label, orders, total, page, limit, busy, onPageChange, onLimitChange }: DoctorOrdersTableProps) {
  const columns = COLUMNS[variant];
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table aria-label={label} aria-busy={busy} sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600, color: 'text.secondary', ...nowrap }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: busy && orders ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {orders
              ? orders.map((o) => <OrderRow key={o.id} order={o} variant={variant} />)
              : Array.from({ length: 3 }, (_, i) => (
                  <TableRow key={i}>
                    {columns.map((c) => (
                      <TableCell key={c}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination total={total} page={page} limit={limit} ready={Boolean(orders)} onPageChange={onPageChange} onLimitChange={onLimitChange} />
    </Paper>
  );
}
