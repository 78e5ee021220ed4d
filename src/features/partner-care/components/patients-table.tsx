import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { PartnerPatient } from '@contracts/patients';
import { phoneForDisplay } from '@contracts/us-phone';
import { PagedTable } from '@/components/paged-table';
import type { ListPaging } from '@/lib/list-query';
import { formatDay } from '@/features/partner-care/lib/dates';
import { carePaths } from '@/features/partner-care/paths';
import { PatientStatusChip } from './patient-status-chip';

interface PatientsTableProps {
  /** Undefined while the first page loads. */
  patients: PartnerPatient[] | undefined;
  busy: boolean;
  paging: ListPaging;
}

const COLUMNS = ['Name', 'Email', 'Phone', 'State', 'Status', 'Patient since'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

export function PatientsTable({ patients, busy, paging }: PatientsTableProps) {
  return (
    <PagedTable label="Your patients" columns={COLUMNS} minWidth={760} loaded={Boolean(patients)} busy={busy} paging={paging}>
      {patients?.map((p) => (
        <TableRow key={p.id} hover>
          <TableCell sx={nowrap}>
            {/* The patient's page finds the record by e-mail: there is no single-patient read for partners. */}
            <Link component={RouterLink} to={carePaths.patient(p.id)} sx={{ fontWeight: 600 }}>
              {p.firstName} {p.lastName}
            </Link>
          </TableCell>
          <TableCell sx={nowrap}>{p.email}</TableCell>
          <TableCell sx={nowrap}>{phoneForDisplay(p.phoneNumber) || '—'}</TableCell>
          <TableCell>{p.state ?? '—'}</TableCell>
          <TableCell>
            <PatientStatusChip status={p.status} />
          </TableCell>
          <TableCell sx={nowrap}>{formatDay(p.createdAt)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
