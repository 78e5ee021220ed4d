import TableCell from '@mui/material/TableCell';
import { useLocalPaging } from '@/lib/use-local-paging';
import TableRow from '@mui/material/TableRow';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PagedTable } from '@/components/paged-table';
import { SectionCard } from '@/components/section-card';
import { ToneChip } from '@/components/tone-chip';
import { formatCents, formatDate } from '@/lib/format';

export const NO_TRANSACTIONS_TEXT = 'No transactions yet';

/** One movement of a commission ledger: a payment (commission earned) or a refund (commission taken back). */
export type LedgerLine = {
  id: string;
  kind: 'PAYMENT' | 'REFUND';
  occurredAt: string;
  orderNumber: number;
  amountCents: number;
  commissionCents: number;
  businessName?: string | null;
};

type LedgerQuery = { page: number; limit: number; sort: 'occurredAt:desc' };
type LedgerPage = { items: LedgerLine[]; total: number };

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * A commission ledger, newest first, paged on the server: the partner's (its patients' payments) or a sales person's
 * (their partners' patients', with a Partner column). The feature passes its own call's hook.
 */
export function LedgerCard({
  useLedger,
  errorText,
  emptyDescription,
  showPartner = false,
}: {
  useLedger: (query: LedgerQuery) => {
    data?: LedgerPage;
    error?: unknown;
    isLoading: boolean;
    isValidating: boolean;
    mutate: () => unknown;
  };
  errorText: string;
  emptyDescription: string;
  showPartner?: boolean;
}) {
  const { page, limit, paging } = useLocalPaging();
  const { data, error, isLoading, isValidating, mutate } = useLedger({ page, limit, sort: 'occurredAt:desc' });
  const columns = showPartner
    ? (['Date', 'Type', 'Partner', 'Order', 'Amount', 'Commission'] as const)
    : (['Date', 'Type', 'Order', 'Amount', 'Commission'] as const);

  return (
    <SectionCard title="Transactions">
      {error && !data ? (
        <LoadError title={errorText} error={error} onRetry={() => void mutate()} />
      ) : data && data.total === 0 ? (
        <EmptyState title={NO_TRANSACTIONS_TEXT} description={emptyDescription} />
      ) : (
        <PagedTable
          label="Transactions"
          columns={columns}
          minWidth={showPartner ? 720 : 640}
          loaded={!isLoading && data !== undefined}
          busy={isValidating}
          paging={paging(data?.total ?? 0)}
        >
          {data?.items.map((t) => (
            <TableRow key={t.id}>
              <TableCell sx={nowrap}>{formatDate(t.occurredAt)}</TableCell>
              <TableCell>
                {t.kind === 'PAYMENT' ? <ToneChip label="Payment" tone="good" /> : <ToneChip label="Refund" tone="neutral" />}
              </TableCell>
              {showPartner && <TableCell>{t.businessName ?? 'A former partner'}</TableCell>}
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
