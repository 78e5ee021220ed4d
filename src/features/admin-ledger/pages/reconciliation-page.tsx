import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Reconciliation } from '@contracts/ledger';
import { countOf } from '@contracts/plural';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { SimpleTable } from '@/components/simple-table';
import { formatCents, formatTime } from '@/lib/format';
import { useReconciliation } from '@/api/ledger/get-reconciliation';

export const RECONCILIATION_ERROR_TEXT = 'Error fetching the reconciliation';
export const EVERYTHING_MATCHES_TEXT = 'Everything matches';

const COLUMNS = [
  'Order',
  'Charge',
  'Date',
  { label: 'Captured (ledger)', align: 'right' },
  { label: 'Captured (processor)', align: 'right' },
  { label: 'Refunded (ledger)', align: 'right' },
  { label: 'Refunded (processor)', align: 'right' },
  { label: 'Processor fees (ledger)', align: 'right' },
  { label: 'Processor fees (processor)', align: 'right' },
] as const;

/** Fees the processor has not settled yet (Stripe) are not compared. */
export const FEES_NOT_SETTLED_TEXT = 'Not settled yet';

const PROCESSOR_NAMES: Record<string, string> = { sandbox: 'the sandbox processor', stripe: 'Stripe' };

function Differences({ data }: { data: Reconciliation }) {
  if (!data.processorRecordAvailable)
    return (
      <Alert severity="info">
        {`${PROCESSOR_NAMES[data.processor] ?? data.processor} keeps no record we can read: there is nothing to compare.`}
      </Alert>
    );
  if (data.differences.length === 0)
    return (
      <EmptyState
        title={EVERYTHING_MATCHES_TEXT}
        description="Every charge checked here has the same amount captured, refunds and processor fees in our ledger as in the processor's record."
      />
    );
  return (
    <SectionCard title={`Differences (${data.differences.length})`}>
      <SimpleTable label="Differences" columns={COLUMNS} size="small" minWidth={1080} muted>
        {data.differences.map((d) => (
          <TableRow key={d.paymentId}>
            <TableCell>{d.orderNumber === null ? '—' : `#${d.orderNumber}`}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{d.providerRef ?? 'No reference'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(d.occurredAt)}</TableCell>
            <TableCell align="right">{formatCents(d.ledgerCapturedCents)}</TableCell>
            <TableCell align="right">{formatCents(d.processorCapturedCents)}</TableCell>
            <TableCell align="right">{formatCents(d.ledgerRefundedCents)}</TableCell>
            <TableCell align="right">{formatCents(d.processorRefundedCents)}</TableCell>
            <TableCell align="right">{formatCents(d.ledgerFeeCents)}</TableCell>
            <TableCell align="right">{d.processorFeeCents === null ? FEES_NOT_SETTLED_TEXT : formatCents(d.processorFeeCents)}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </SectionCard>
  );
}

/**
 * Our ledger against the payment processor's own record: each settled charge, newest first, one page (100 charges)
 * at a time; the differences of the page are listed, or "Everything matches".
 */
export function ReconciliationPage() {
  // The cursors of the pages shown so far: '' is the newest page.
  const [cursors, setCursors] = useState<string[]>(['']);
  const cursor = cursors[cursors.length - 1];
  const { data, error, isValidating, mutate } = useReconciliation(cursor);
  let body;
  if (error && !data) body = <LoadError title={RECONCILIATION_ERROR_TEXT} error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <LinearProgress aria-label="Loading the reconciliation" sx={{ my: 2 }} />;
  else
    body = (
      <Stack spacing={2.5} aria-busy={isValidating}>
        <Typography>
          {`${countOf(data.checked, 'charge')} checked against ${PROCESSOR_NAMES[data.processor] ?? data.processor}'s record${cursors.length > 1 ? ' (older charges)' : ''}.`}
        </Typography>
        <Differences data={data} />
        <Stack direction="row" spacing={1.5}>
          {cursors.length > 1 && (
            <Button variant="outlined" onClick={() => setCursors(cursors.slice(0, -1))}>
              Newer charges
            </Button>
          )}
          {data.nextCursor && (
            <Button variant="outlined" onClick={() => setCursors([...cursors, data.nextCursor as string])}>
              Older charges
            </Button>
          )}
        </Stack>
      </Stack>
    );
  return (
    <>
      <PageHeader
        title="Reconciliation"
        subtitle="Our ledger against the payment processor's record of every charge, refund and processor fee."
      />
      {body}
    </>
  );
}
