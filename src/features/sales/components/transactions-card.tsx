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
import { useSalesTransactions } from '@/api/sales/get-sales-transactions';
import { TRANSACTIONS_ERROR_TEXT } from '../lib/texts';

export const NO_TRANSACTIONS_TEXT = 'No transactions yet';

const COLUMNS = ['Date', 'Type', 'Partner', 'Order', 'Amount', 'Commission'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The sales person's ledger, newest first: their partners' payments (commission earned) and refunds (taken back). */
export function TransactionsCard() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const { data, error, isLoading, isValidating, mutate } = useSalesTransactions({ page, limit, sort: 'occurredAt:desc' });

  return (
    <SectionCard title="Transactions">
      {error && !data ? (
        <LoadError title={TRANSACTIONS_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : data && data.total === 0 ? (
        <EmptyState
          title={NO_TRANSACTIONS_TEXT}
          description="Your partners' patients' payments and refunds appear here, with your commission on each."
        />
      ) : (
        <PagedTable
          label="Transactions"
          columns={COLUMNS}
          minWidth={720}
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
              <TableCell sx={nowrap}>{formatDate(t.occurredAt)}</TableCell>
              <TableCell>
                {t.kind === 'PAYMENT' ? <ToneChip label="Payment" tone="good" /> : <ToneChip label="Refund" tone="neutral" />}
              </TableCell>
              <TableCell>{t.businessName ?? 'A former partner'}</TableCell>
              <TableCell sx={nowrap}>#{t.orderNumber}</TableCell>
              <TableCell sx={nowrap}>{formatCents(t.amountCents)}</TableCell>
              <TableCell sx={{ ...nowrap, fontWeight: 600 }}>{formatCents(t.commissionCents)}</TableCell>
            </TableRow>
          ))}
        </PagedTable>
      )}
    </SectionCard>
  );
}
