import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { AdminInvoiceSummary } from '@contracts/admin-invoices';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';
import { PagedTable } from '@/components/paged-table';
import { LinkCell } from '@/components/table-cells';
import { formatCents, formatDay } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { invoiceName } from '@/features/admin-invoices/lib/texts';
import { adminInvoicePaths } from '@/features/admin-invoices/paths';

interface AdminInvoicesTableProps {
  /** Undefined while the first page loads. */
  invoices: AdminInvoiceSummary[] | undefined;
  busy: boolean;
  paging: ListPaging;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
}

const COLUMNS = ['Invoice', 'Partner', 'Period', 'Status', 'Items', 'Total', 'Due on'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** One page of every partner's invoices, each with a checkbox (charge or combine the selected), one for the page. */
export function AdminInvoicesTable({ invoices, busy, paging, selected, onSelect }: AdminInvoicesTableProps) {
  const ids = invoices?.map((i) => i.id) ?? [];
  const chosen = ids.filter((id) => selected.has(id)).length;
  const selectAll = (
    <Checkbox
      checked={ids.length > 0 && chosen === ids.length}
      indeterminate={chosen > 0 && chosen < ids.length}
      disabled={ids.length === 0}
      onChange={(e) => onSelect(ids, e.target.checked)}
      slotProps={{ input: { 'aria-label': 'Select all invoices on this page' } }}
    />
  );
  return (
    <PagedTable
      label="Invoices"
      columns={COLUMNS}
      minWidth={900}
      loaded={Boolean(invoices)}
      busy={busy}
      paging={paging}
      leading={selectAll}
    >
      {invoices?.map((i) => (
        <TableRow key={i.id} hover selected={selected.has(i.id)}>
          <TableCell padding="checkbox">
            <Checkbox
              checked={selected.has(i.id)}
              onChange={(e) => onSelect([i.id], e.target.checked)}
              slotProps={{ input: { 'aria-label': `Select invoice ${invoiceName(i.number)}` } }}
            />
          </TableCell>
          <LinkCell to={adminInvoicePaths.invoice(i.id)}>{invoiceName(i.number)}</LinkCell>
          <TableCell>{i.partnerName}</TableCell>
          <TableCell sx={nowrap}>
            {formatDay(i.periodStart)} – {formatDay(i.periodEnd)}
          </TableCell>
          <TableCell>
            <InvoiceStatusChip status={i.status} />
          </TableCell>
          <TableCell>{i.itemCount}</TableCell>
          <TableCell sx={nowrap}>{formatCents(i.totalCents)}</TableCell>
          <TableCell sx={nowrap}>{formatDay(i.dueOn)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
