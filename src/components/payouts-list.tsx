import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Payout, PayoutBalance } from '@contracts/payouts';
import { DetailList } from '@/components/detail-list';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PagedTable } from '@/components/paged-table';
import { SectionCard } from '@/components/section-card';
import { ToneChip } from '@/components/tone-chip';
import { formatCents, formatDate } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';

/**
 * Payouts of commission (a partner's, a sales person's): the list of payouts sent, the figures of what was earned,
 * paid out and is owed. The feature reads its own call and keeps its own paging (useLocalPaging), and passes both.
 */

export const PAYOUTS_LOAD_ERROR_TEXT = 'Error fetching payouts';
export const NO_PAYOUTS_TEXT = 'No payouts yet';

const COLUMNS = ['Date', 'Amount', 'Status'] as const;

/** One page of payouts, with the payee's balance, as a feature's call gives it. */
export type PayoutsLoad = {
  data?: { items: Payout[]; total: number; balance: PayoutBalance };
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
};

export function PayoutStatusChip({ payout }: { payout: Payout }) {
  if (payout.status === 'SENT') return <ToneChip label="Sent" tone="good" />;
  if (payout.status === 'PENDING') return <ToneChip label="Pending" tone="neutral" />;
  return <ToneChip label="Failed" tone="bad" />;
}

/** Commission earned, paid out and owed, as a description list. */
export function PayoutBalanceList({ balance }: { balance: PayoutBalance }) {
  return (
    <DetailList
      items={[
        { term: 'Commission earned', value: formatCents(balance.earnedCents) },
        { term: 'Paid out', value: formatCents(balance.paidOutCents) },
        { term: 'Owed', value: formatCents(balance.owedCents) },
      ]}
    />
  );
}

type PayoutsListProps = { load: PayoutsLoad; paging: (total?: number) => ListPaging; emptyDescription: string };

/** The payouts, newest first, paged on the server; an error with a retry, or an empty state. */
export function PayoutsList({ load, paging, emptyDescription }: PayoutsListProps) {
  const { data, error, isLoading, isValidating, mutate } = load;
  if (error && !data) return <LoadError title={PAYOUTS_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />;
  if (data && data.total === 0) return <EmptyState title={NO_PAYOUTS_TEXT} description={emptyDescription} />;
  return (
    <PagedTable
      label="Payouts"
      columns={COLUMNS}
      minWidth={280}
      loaded={!isLoading && data !== undefined}
      busy={isValidating}
      paging={paging(data?.total ?? 0)}
    >
      {data?.items.map((p) => (
        <TableRow key={p.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.createdAt)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatCents(p.amountCents)}</TableCell>
          <TableCell>
            <PayoutStatusChip payout={p} />
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}

function Figure({ label, cents, weight }: { label: string; cents: number | undefined; weight: number }) {
  return (
    <div>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: weight, fontSize: '1.5rem' }}>{cents === undefined ? '…' : formatCents(cents)}</Typography>
    </div>
  );
}

/** The payouts a payee received, newest first, under what they are still owed and were paid out so far. */
export function PayoutsCard({ load, paging, emptyDescription }: PayoutsListProps) {
  const { data, error } = load;
  return (
    <SectionCard title="Payouts">
      {error && !data ? (
        <PayoutsList load={load} paging={paging} emptyDescription={emptyDescription} />
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 4, flexWrap: 'wrap' }} aria-busy={!data}>
            <Figure label="Balance owed" cents={data?.balance.owedCents} weight={700} />
            <Figure label="Paid out so far" cents={data?.balance.paidOutCents} weight={600} />
          </Stack>
          <PayoutsList load={load} paging={paging} emptyDescription={emptyDescription} />
        </Stack>
      )}
    </SectionCard>
  );
}
