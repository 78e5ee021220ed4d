import Stack from '@mui/material/Stack';
import { useLocalPaging } from '@/lib/use-local-paging';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Payout } from '@contracts/payouts';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PagedTable } from '@/components/paged-table';
import { SectionCard } from '@/components/section-card';
import { ToneChip } from '@/components/tone-chip';
import { formatCents, formatDate } from '@/lib/format';
import { usePartnerPayouts } from '@/api/payments/get-partner-payouts';

export const PAYOUTS_LOAD_ERROR_TEXT = 'Error fetching payouts';
export const NO_PAYOUTS_TEXT = 'No payouts yet';

const COLUMNS = ['Date', 'Amount', 'Status'] as const;

function StatusChip({ payout }: { payout: Payout }) {
  if (payout.status === 'SENT') return <ToneChip label="Sent" tone="good" />;
  if (payout.status === 'PENDING') return <ToneChip label="Pending" tone="neutral" />;
  return <ToneChip label="Failed" tone="brand" />;
}

/** The payouts the partner received, newest first, and the commission it is still owed. */
export function PayoutsCard() {
  const { page, limit, paging } = useLocalPaging();
  const { data, error, isLoading, isValidating, mutate } = usePartnerPayouts({ page, limit, sort: 'occurredAt:desc' });

  return (
    <SectionCard title="Payouts">
      {error && !data ? (
        <LoadError title={PAYOUTS_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 4, flexWrap: 'wrap' }} aria-busy={!data}>
            <div>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Balance owed
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: '1.5rem' }}>{data ? formatCents(data.balance.owedCents) : '…'}</Typography>
            </div>
            <div>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Paid out so far
              </Typography>
              <Typography sx={{ fontWeight: 600, fontSize: '1.5rem' }}>{data ? formatCents(data.balance.paidOutCents) : '…'}</Typography>
            </div>
          </Stack>
          {data && data.total === 0 ? (
            <EmptyState title={NO_PAYOUTS_TEXT} description="The commission we send to your payout account appears here." />
          ) : (
            <PagedTable
              label="Payouts"
              columns={COLUMNS}
              minWidth={420}
              loaded={!isLoading && data !== undefined}
              busy={isValidating}
              paging={paging(data?.total ?? 0)}
            >
              {data?.items.map((p) => (
                <TableRow key={p.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatCents(p.amountCents)}</TableCell>
                  <TableCell>
                    <StatusChip payout={p} />
                  </TableCell>
                </TableRow>
              ))}
            </PagedTable>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
