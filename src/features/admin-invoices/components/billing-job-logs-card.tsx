import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BillingJobLog } from '@contracts/invoices';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { SimpleTable, type SimpleColumn } from '@/components/simple-table';
import { formatCents, formatTime } from '@/lib/format';
import { useBillingJobLogs } from '@/api/admin-invoices/get-billing-job-logs';
import { invoiceName } from '@/features/admin-invoices/lib/texts';

const COLUMNS: readonly SimpleColumn[] = [
  'Started',
  'Run',
  { label: 'Invoices', align: 'right' },
  { label: 'Paid', align: 'right' },
  { label: 'Failed', align: 'right' },
  { label: 'Charged', align: 'right' },
  'Failures',
];

const SOURCE = { AUTO: 'Auto-billing', BULK_CHARGE: 'Bulk charge' } as const;

const failuresText = (log: BillingJobLog) => log.failures.map((f) => `${invoiceName(f.number)}: ${f.reason}`).join('; ') || '—';

/** The last billing runs (the six-hourly auto-billing and administrators' bulk charges): when, how many, total, failures. */
export function BillingJobLogsCard() {
  const { data, error, mutate } = useBillingJobLogs({ page: 1, limit: 10 });
  let body;
  if (error && !data) body = <LoadError title="Error fetching billing job logs" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={120} aria-label="Loading the billing job logs" />;
  else if (data.items.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>No billing runs yet.</Typography>;
  else
    body = (
      <SimpleTable label="Billing job logs" size="small" columns={COLUMNS}>
        {data.items.map((log) => (
          <TableRow key={log.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(log.startedAt)}</TableCell>
            <TableCell>
              {SOURCE[log.source ?? 'AUTO']}
              {log.startedByName ? ` by ${log.startedByName}` : ''}
            </TableCell>
            <TableCell align="right">{log.invoicesAttempted}</TableCell>
            <TableCell align="right">{log.invoicesPaid}</TableCell>
            <TableCell align="right">{log.invoicesFailed}</TableCell>
            <TableCell align="right">{formatCents(log.chargedCents)}</TableCell>
            <TableCell>{failuresText(log)}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    );
  return <SectionCard title="Billing job logs">{body}</SectionCard>;
}
