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
import type { Prescription } from '../../../../contracts/prescriptions';
import { formatDate, humanize } from '../../../lib/format';
import { PAGE_SIZES } from '../lib/list-query';
import { prescribingPaths } from '../paths';
import { PrescriptionStatusChip } from './prescription-status-chip';

interface PrescriptionsTableProps {
  label: string;
  /** Undefined while the first page loads. */
  items: Prescription[] | undefined;
  total: number;
  page: number;
  limit: number;
  busy: boolean;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

const COLUMNS = ['Prescription', 'Patient', 'Medication', 'Pharmacy', 'Status', 'Tracking', 'Created'] as const;
const muted = { color: 'text.secondary' } as const;

export function PrescriptionsTable({ label, items, total, page, limit, busy, onPageChange, onLimitChange }: PrescriptionsTableProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table aria-label={label} aria-busy={busy} sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600, ...muted, whiteSpace: 'nowrap' }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: busy && items ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {items
              ? items.map((p) => (
                  <TableRow key={p.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Link component={RouterLink} to={prescribingPaths.prescription(p.id)} sx={{ fontWeight: 600 }}>
                        Prescription #{p.number}
                      </Link>
                      <Typography variant="body2" sx={muted}>
                        Order #{p.orderNumber}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {p.patientName}
                      </Typography>
                      {p.patientState && (
                        <Typography variant="body2" sx={muted}>
                          {p.patientState}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {humanize(p.medication)}
                      </Typography>
                      <Typography variant="body2" sx={muted}>
                        {p.dose}
                      </Typography>
                    </TableCell>
                    <TableCell>{p.pharmacy?.name ?? 'Not sent yet'}</TableCell>
                    <TableCell>
                      <PrescriptionStatusChip status={p.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.trackingNumber ?? '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.createdAt)}</TableCell>
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
        page={items ? page - 1 : 0}
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
