import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Prescription } from '@contracts/prescriptions';
import { PagedTable } from '@/components/paged-table';
import { LinkCell } from '@/components/table-cells';
import { formatDate, humanize } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { prescribingPaths } from '@/features/prescribing/paths';
import { PrescriptionStatusChip } from './prescription-status-chip';

interface PrescriptionsTableProps {
  label: string;
  /** Undefined while the first page loads. */
  items: Prescription[] | undefined;
  busy: boolean;
  paging: ListPaging;
}

const COLUMNS = ['Prescription', 'Patient', 'Medication', 'Pharmacy', 'Status', 'Tracking', 'Created'] as const;
const muted = { color: 'text.secondary' } as const;

export function PrescriptionsTable({ label, items, busy, paging }: PrescriptionsTableProps) {
  return (
    <PagedTable label={label} columns={COLUMNS} minWidth={860} loaded={Boolean(items)} busy={busy} paging={paging}>
      {items?.map((p) => (
        <TableRow key={p.id} hover>
          <LinkCell to={prescribingPaths.prescription(p.id)} below={`Order #${p.orderNumber}`}>
            Prescription #{p.number}
          </LinkCell>
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
      ))}
    </PagedTable>
  );
}
