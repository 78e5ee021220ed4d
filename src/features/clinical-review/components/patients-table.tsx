import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { DoctorPatient } from '@contracts/patients';
import { PagedTable } from '@/components/paged-table';
import { PatientCells } from '@/components/patients-table';
import { formatDate } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
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
          <PatientCells patient={p} to={reviewPaths.patient(p.id)} />
          <TableCell>{p.partnerName ?? '—'}</TableCell>
          <TableCell sx={nowrap}>{formatDate(p.createdAt)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
