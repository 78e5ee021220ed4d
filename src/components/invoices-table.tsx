import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { InvoiceStatus } from '@contracts/invoices';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';
import { PagedTable } from '@/components/paged-table';
import { LinkCell } from '@/components/table-cells';
import { recordPage } from '@/components/page-load-failure';
import { formatCents, formatDay } from '@/lib/format';
import { periodText } from '@contracts/day-range';
import type { ListPaging } from '@/lib/list-query';

/** An invoice's name as people say it: "INV-1001". */
export const invoiceName = (number: number) => `INV-${number}`;

/** The texts of an invoice's page (for DetailPage), with the way back to the audience's list. */
export const invoicePage = (backTo: string, notFoundText: string) =>
  recordPage({ title: 'Invoice', what: 'invoice', notFoundText, back: { to: backTo, label: 'Back to invoices' } });

/** What a row shows of an invoice; `partnerName` when the list spans partners. */
export type InvoiceRow = {
  id: string;
  number: number;
  status: InvoiceStatus;
  periodStart: string;
  periodEnd: string;
  itemCount: number;
  totalCents: number;
  dueOn: string;
  partnerName?: string;
};

interface InvoicesTableProps {
  /** Undefined while the first page loads. */
  invoices: InvoiceRow[] | undefined;
  busy: boolean;
  paging: ListPaging;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  /** The page of one invoice. */
  linkTo: (id: string) => string;
  /** Adds a Partner column (an administrator's list of every partner's invoices). */
  showPartner?: boolean;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** One page of invoices, each with a checkbox, and one to select the whole page. */
export function InvoicesTable({ invoices, busy, paging, selected, onSelect, linkTo, showPartner = false }: InvoicesTableProps) {
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
  const columns = showPartner
    ? (['Invoice', 'Partner', 'Period', 'Status', 'Items', 'Total', 'Due on'] as const)
    : (['Invoice', 'Period', 'Status', 'Items', 'Total', 'Due on'] as const);
  return (
    <PagedTable
      label="Invoices"
      columns={columns}
      minWidth={showPartner ? 900 : 760}
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
          <LinkCell to={linkTo(i.id)}>{invoiceName(i.number)}</LinkCell>
          {showPartner && <TableCell>{i.partnerName}</TableCell>}
          <TableCell sx={nowrap}>{periodText(i.periodStart, i.periodEnd)}</TableCell>
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
