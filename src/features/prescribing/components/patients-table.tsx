import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorPatient } from '../../../../contracts/doctor';
import { formatDate } from '../../../lib/format';
import { PAGE_SIZES } from '../lib/list-query';
import { prescribingPaths } from '../paths';

interface PatientsTableProps {
  items: DoctorPatient[] | undefined;
  total: number;
  page: number;
  limit: number;
  busy: boolean;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

const COLUMNS = ['Patient', 'Email', 'State', 'Date of birth', 'Action'] as const;

/** The doctor's patients, each with a way to start an order for them. */
export function PatientsTable({ items, total, page, limit, busy, onPageChange, onLimitChange }: PatientsTableProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table aria-label="Your patients" aria-busy={busy} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: busy && items ? 0.6 : 1 }}>
            {items
              ? items.map((p) => {
                  const name = `${p.firstName} ${p.lastName}`;
                  return (
                    <TableRow key={p.id} hover>
                      <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.email}</TableCell>
                      <TableCell>{p.state ?? '—'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {p.dateOfBirth ? formatDate(`${p.dateOfBirth.slice(0, 10)}T12:00:00`) : '—'}
                      </TableCell>
                      <TableCell>
                        <Button
                          component={RouterLink}
                          to={prescribingPaths.startOrderFor(p.id)}
                          size="small"
                          variant="outlined"
                          aria-label={`Start an order for ${name}`}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          Start an order
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })
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
        slotProps={{ select: { native: true, inputProps: { 'aria-label': 'Rows per page' } } }}
      />
    </Paper>
  );
}
