import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { SimpleTable, type SimpleColumn } from '@/components/simple-table';
import { formatCents } from '@/lib/format';
import { useInvoiceTotals } from '@/api/invoices/get-invoice-totals';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';

const COLUMNS: readonly SimpleColumn[] = ['Status', { label: 'Invoices', align: 'right' }, { label: 'Total', align: 'right' }];

/** How many invoices of each status, and their sum. */
export function StatusTotalsCard() {
  const { data, error, mutate } = useInvoiceTotals();
  let body;
  if (error && !data) body = <LoadError title="Error fetching invoice totals" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={160} aria-label="Loading the totals by status" />;
  else
    body = (
      <SimpleTable label="Totals by status" size="small" dense columns={COLUMNS}>
        {data.map((t) => (
          <TableRow key={t.status}>
            <TableCell>
              <InvoiceStatusChip status={t.status} />
            </TableCell>
            <TableCell align="right">{t.count}</TableCell>
            <TableCell align="right">{formatCents(t.totalCents)}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    );
  return <SectionCard title="Totals by status">{body}</SectionCard>;
}
