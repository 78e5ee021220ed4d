import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { GymOwner } from '@contracts/partners';
import { formatDay, formatRate } from '@/lib/format';
import { PagedTable } from '@/components/paged-table';
import { LinkCell } from '@/components/table-cells';
import { ToneChip } from '@/components/tone-chip';
import type { ListPaging } from '@/lib/list-query';
import { BILLING_MODE_LABELS } from '@/features/admin-partners/lib/texts';
import { adminPartnerPaths } from '@/features/admin-partners/paths';

interface PartnersTableProps {
  /** Undefined while the first page loads. */
  partners: GymOwner[] | undefined;
  busy: boolean;
  paging: ListPaging;
}

const COLUMNS = ['Business', 'Commission', 'Billing', 'Doctor', 'Patients', 'Joined'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

export function PartnersTable({ partners, busy, paging }: PartnersTableProps) {
  return (
    <PagedTable label="Partners" columns={COLUMNS} minWidth={860} loaded={Boolean(partners)} busy={busy} paging={paging}>
      {partners?.map((p) => (
        <TableRow key={p.id} hover>
          <LinkCell to={adminPartnerPaths.partner(p.id)} below={`${p.firstName} ${p.lastName} · ${p.email}`}>
            {p.businessName}
          </LinkCell>
          <TableCell>{formatRate(p.commissionRateBps)}</TableCell>
          <TableCell sx={nowrap}>
            {BILLING_MODE_LABELS[p.billingMode]}
            {p.autoBilling && (
              <>
                {' '}
                <ToneChip label="Auto-billing" tone="brand" />
              </>
            )}
          </TableCell>
          <TableCell sx={nowrap}>{p.doctor ? p.doctor.name : <ToneChip label="No doctor" tone="neutral" />}</TableCell>
          <TableCell>{p.patientCount}</TableCell>
          <TableCell sx={nowrap}>{formatDay(p.createdAt)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
