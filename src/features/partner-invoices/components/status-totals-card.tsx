import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { formatCents } from '@/lib/format';
import { useInvoiceTotals } from '@/api/invoices/get-invoice-totals';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';

/** How many invoices of each status, and their sum. */
export function StatusTotalsCard() {
  const { data, error, mutate } = useInvoiceTotals();
  let body;
  if (error && !data) body = <LoadError title="Error fetching invoice totals" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={160} aria-label="Loading the totals by status" />;
  else
    body = (
      <Table size="small" aria-label="Totals by status" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Status</TableCell>
            <TableCell align="right">Invoices</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((t) => (
            <TableRow key={t.status}>
              <TableCell>
                <InvoiceStatusChip status={t.status} />
              </TableCell>
              <TableCell align="right">{t.count}</TableCell>
              <TableCell align="right">{formatCents(t.totalCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  return <SectionCard title="Totals by status">{body}</SectionCard>;
}
