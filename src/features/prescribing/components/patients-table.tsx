import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorPatient } from '@contracts/patients';
import { PagedTable } from '@/components/paged-table';
import { formatDay } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { prescribingPaths } from '@/features/prescribing/paths';

interface PatientsTableProps {
  /** Undefined while the first page loads. */
  items: DoctorPatient[] | undefined;
  busy: boolean;
  paging: ListPaging;
}

const COLUMNS = ['Patient', 'Email', 'State', 'Date of birth', 'Action'] as const;

/** The doctor's patients, each with a way to start an order for them. */
export function PatientsTable({ items, busy, paging }: PatientsTableProps) {
  return (
    <PagedTable label="Your patients" columns={COLUMNS} minWidth={640} loaded={Boolean(items)} busy={busy} paging={paging}>
      {items?.map((p) => {
        const name = `${p.firstName} ${p.lastName}`;
        return (
          <TableRow key={p.id} hover>
            <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.email}</TableCell>
            <TableCell>{p.state ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.dateOfBirth ? formatDay(p.dateOfBirth) : '—'}</TableCell>
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
      })}
    </PagedTable>
  );
}
