import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PagedTable } from '@/components/paged-table';
import { SectionCard } from '@/components/section-card';
import { ToneChip } from '@/components/tone-chip';
import { formatCents, formatDate } from '@/lib/format';
import { PAGE_SIZES } from '@/lib/list-query';
import { usePartnerTransactions } from '@/api/payments/get-partner-transactions';

export const TRANSACTIONS_LOAD_ERROR_TEXT = 'Error fetching transactions';
export const NO_TRANSACTIONS_TEXT = 'No transactions yet';

const COLUMNS = ['Date', 'Type', 'Order', 'Amount', 'Commission'] as const;

/** The partner's ledger, newest first: its patients' payments (commission earned) and refunds (commission taken back). */
export function TransactionsCard() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const { data, error, isLoading, isValidating, mutate } = usePartnerTransactions({ page, limit, sort: 'occurredAt:desc' });

  return (
    <SectionCard title="Transactions">
      {error && !data ? (
        <LoadError title={TRANSACTIONS_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : data && data.total === 0 ? (
        <EmptyState
          title={NO_TRANSACTIONS_TEXT}
          description="Your patients' payments and refunds appear here, with your commission on each."
        />
      ) : (
        <PagedTable
          label="Transactions"
          columns={COLUMNS}
          minWidth={640}
          loaded={!isLoading && data !== undefined}
          busy={isValidating}
          paging={{
            total: data?.total ?? 0,
            page,
            limit,
            onPageChange: setPage,
            onLimitChange: (next) => {
              setLimit(next);
              setPage(1);
            },
          }}
        >
          {data?.items.map((t) => (
            <TableRow key={t.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.occurredAt)}</TableCell>
              <TableCell>
                {t.kind === 'PAYMENT' ? <ToneChip label="Payment" tone="good" /> : <ToneChip label="Refund" tone="neutral" />}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>#{t.orderNumber}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCents(t.amountCents)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatCents(t.commissionCents)}</TableCell>
            </TableRow>
          ))}
        </PagedTable>
      )}
    </SectionCard>
  );
}
