import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminDoctor } from '@contracts/doctors';
import { formatDay } from '@/lib/format';
import { PagedTable } from '@/components/paged-table';
import type { ListPaging } from '@/lib/list-query';
import { doctorPaths } from '@/features/admin-doctors/lib/texts';
import { DoctorStatusChip, LicenseChip } from './doctor-status-chip';

const COLUMNS = ['Name', 'Email', 'NPI', 'License states', 'Status', 'Added'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

export function DoctorsTable({ doctors, busy, paging }: { doctors: AdminDoctor[] | undefined; busy: boolean; paging: ListPaging }) {
  return (
    <PagedTable label="Doctors" columns={COLUMNS} minWidth={860} loaded={Boolean(doctors)} busy={busy} paging={paging}>
      {doctors?.map((d) => (
        <TableRow key={d.id} hover>
          <TableCell sx={nowrap}>
            <Link component={RouterLink} to={doctorPaths.doctor(d.id)} sx={{ fontWeight: 600 }}>
              {d.firstName} {d.lastName}
            </Link>
          </TableCell>
          <TableCell sx={nowrap}>{d.email}</TableCell>
          <TableCell sx={nowrap}>{d.npi ?? '—'}</TableCell>
          <TableCell>{d.licenses.length ? d.licenses.map((l) => <LicenseChip key={l.state} license={l} />) : '—'}</TableCell>
          <TableCell>
            <DoctorStatusChip status={d.status} />
          </TableCell>
          <TableCell sx={nowrap}>{formatDay(d.createdAt)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
