import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SalesPartner } from '@contracts/sales-people';
import { phoneForDisplay } from '@contracts/phone-display';
import { PagedTable } from '@/components/paged-table';
import { LinkCell } from '@/components/table-cells';
import type { ListPaging } from '@/lib/list-query';
import { formatDay } from '@/lib/format';
import { salesPaths } from '../paths';

interface PartnersTableProps {
  /** Undefined while the first page loads. */
  partners: SalesPartner[] | undefined;
  busy: boolean;
  paging: ListPaging;
}

const COLUMNS = ['Business', 'Phone', 'Patients', 'Joined'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

export function PartnersTable({ partners, busy, paging }: PartnersTableProps) {
  return (
    <PagedTable label="Partners" columns={COLUMNS} minWidth={640} loaded={Boolean(partners)} busy={busy} paging={paging}>
      {partners?.map((p) => (
        <TableRow key={p.id} hover>
          <LinkCell to={salesPaths.partner(p.id)} below={`${p.firstName} ${p.lastName} · ${p.email}`}>
            {p.businessName}
          </LinkCell>
          <TableCell sx={nowrap}>{phoneForDisplay(p.phoneNumber) || 'Not given'}</TableCell>
          <TableCell>{p.patientCount}</TableCell>
          <TableCell sx={nowrap}>{formatDay(p.createdAt)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
