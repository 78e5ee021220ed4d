import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorPatient } from '@contracts/doctor';
import { PagedTable } from '@/components/paged-table';
import { formatDate } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { phoneForDisplay } from '@contracts/us-phone';
import { reviewPaths } from '@/features/clinical-review/paths';

interface PatientsTableProps {
  /** Undefined while the first page loads. */
  patients: DoctorPatient[] | undefined;
  busy: boolean;
  paging: ListPaging;
}

const COLUMNS = ['Name', 'Email', 'Phone', 'State', 'Partner', 'Patient since'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

export function PatientsTable({ patients, busy, paging }: PatientsTableProps) {
  return (
    <PagedTable label="My patients" columns={COLUMNS} minWidth={760} loaded={Boolean(patients)} busy={busy} paging={paging}>
      {patients?.map((p) => (
        <TableRow key={p.id} hover>
          <TableCell sx={nowrap}>
            <Link component={RouterLink} to={reviewPaths.patient(p.id)} sx={{ fontWeight: 600 }}>
              {p.firstName} {p.lastName}
            </Link>
          </TableCell>
          <TableCell sx={nowrap}>{p.email}</TableCell>
          <TableCell sx={nowrap}>{phoneForDisplay(p.phoneNumber) || '—'}</TableCell>
          <TableCell>{p.state ?? '—'}</TableCell>
          <TableCell>{p.partnerName ?? '—'}</TableCell>
          <TableCell sx={nowrap}>{formatDate(p.createdAt)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
