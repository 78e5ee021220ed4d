import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { InvoiceSummary } from '@contracts/invoices';
import { PagedTable } from '@/components/paged-table';
import { LinkCell } from '@/components/table-cells';
import { formatCents } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { formatDay, formatPeriod } from '@/features/partner-invoices/lib/dates';
import { invoiceName } from '@/features/partner-invoices/lib/texts';
import { invoicePaths } from '@/features/partner-invoices/paths';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';

interface InvoicesTableProps {
  /** Undefined while the first page loads. */
  invoices: InvoiceSummary[] | undefined;
  busy: boolean;
  paging: ListPaging;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
}

const COLUMNS = ['Invoice', 'Period', 'Status', 'Items', 'Total', 'Due on'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** One page of invoices, each with a checkbox for the CSV download, and one to select the whole page. */
export function InvoicesTable({ invoices, busy, paging, selected, onSelect }: InvoicesTableProps) {
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
      minWidth={760}
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
          <LinkCell to={invoicePaths.invoice(i.id)}>{invoiceName(i.number)}</LinkCell>
          <TableCell sx={nowrap}>{formatPeriod(i.periodStart, i.periodEnd)}</TableCell>
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
