import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorPatient } from '../../../../contracts/doctor';
import { formatDate } from '../../../lib/format';
import { formatPhone } from '../lib/patient-form';
import { reviewPaths } from '../paths';
import { ListPagination } from './list-pagination';

interface PatientsTableProps {
  /** Undefined while the first page loads. */
  patients: DoctorPatient[] | undefined;
  total: number;
  page: number;
  limit: number;
  busy: boolean;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

const COLUMNS = ['Name', 'Email', 'Phone', 'State', 'Partner', 'Patient since'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

export function PatientsTable({ patients, total, page, limit, busy, onPageChange, onLimitChange }: PatientsTableProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table aria-label="My patients" aria-busy={busy} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600, color: 'text.secondary', ...nowrap }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: busy && patients ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {patients
              ? patients.map((p) => (
                  <TableRow key={p.id} hover>
                    <TableCell sx={nowrap}>
                      <Link component={RouterLink} to={reviewPaths.patient(p.id)} sx={{ fontWeight: 600 }}>
                        {p.firstName} {p.lastName}
                      </Link>
                    </TableCell>
                    <TableCell sx={nowrap}>{p.email}</TableCell>
                    <TableCell sx={nowrap}>{formatPhone(p.phoneNumber) || '—'}</TableCell>
                    <TableCell>{p.state ?? '—'}</TableCell>
                    <TableCell>{p.partnerName ?? '—'}</TableCell>
                    <TableCell sx={nowrap}>{formatDate(p.createdAt)}</TableCell>
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
      <ListPagination total={total} page={page} limit={limit} ready={Boolean(patients)} onPageChange={onPageChange} onLimitChange={onLimitChange} />
    </Paper>
  );
}
