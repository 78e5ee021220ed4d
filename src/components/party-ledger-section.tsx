import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { LedgerEntry, PartyLedger } from '@contracts/ledger';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { SimpleTable } from '@/components/simple-table';
import { messageOr } from '@/lib/api-errors';
import { formatCents, formatTime, humanize } from '@/lib/format';

/** The words an administrator reads for each account of a party. */
export const ACCOUNT_LABELS: Partial<Record<LedgerEntry['account'], string>> = {
  PARTNER_COMMISSION_PAYABLE: 'Commission owed',
  SALES_COMMISSION_PAYABLE: 'Commission owed',
  PARTNER_RECEIVABLE: 'Invoices owed to us',
  PAYOUTS_IN_TRANSIT: 'Payouts in transit',
};
export const accountLabel = (account: LedgerEntry['account']) => ACCOUNT_LABELS[account] ?? humanize(account);

export const NO_ENTRIES_TEXT = 'No ledger entries yet';
export const LOAD_MORE_ERROR_TEXT = 'Could not load more entries';

const COLUMNS = ['Date', 'Kind', 'Account', { label: 'Amount', align: 'right' }, 'Reason', 'Order'] as const;

type Load = { data?: PartyLedger; error?: unknown; mutate: () => unknown };

/**
 * A party's ledger (a partner's, a sales person's): the balance of each of its accounts, then the entries behind them,
 * newest first, with "Load more" following the reply's keyset cursor. The feature passes its call's first page and
 * the call for the next ones; the pages loaded beyond the first belong to that first page and start again with it.
 */
export function PartyLedgerSection({
  load,
  fetchMore,
  orderHref,
  errorText,
}: {
  load: Load;
  fetchMore: (cursor: string) => Promise<PartyLedger>;
  orderHref: (orderId: string) => string;
  errorText: string;
}) {
  const [extra, setExtra] = useState<{ of: PartyLedger; items: LedgerEntry[]; nextCursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const { data, error } = load;

  let body;
  if (error && !data) body = <LoadError title={errorText} error={error} onRetry={() => void load.mutate()} />;
  else if (!data) body = <LinearProgress aria-label="Loading the ledger" sx={{ my: 2 }} />;
  else {
    const more = extra?.of === data ? extra : null;
    const items = more ? [...data.items, ...more.items] : data.items;
    const nextCursor = more ? more.nextCursor : data.nextCursor;
    const loadMore = async () => {
      if (!nextCursor) return;
      setLoadingMore(true);
      setMoreError(null);
      try {
        const page = await fetchMore(nextCursor);
        setExtra({ of: data, items: [...(more?.items ?? []), ...page.items], nextCursor: page.nextCursor });
      } catch (failure) {
        setMoreError(failure);
      } finally {
        setLoadingMore(false);
      }
    };
    body = (
      <Stack spacing={2}>
        {data.balances.length > 0 && (
          <DetailList items={data.balances.map((b) => ({ term: accountLabel(b.account), value: formatCents(b.balanceCents) }))} />
        )}
        {items.length === 0 ? (
          <Typography variant="body2">{NO_ENTRIES_TEXT}</Typography>
        ) : (
          <SimpleTable label="Ledger entries" columns={COLUMNS} size="small" minWidth={720} muted busy={loadingMore}>
            {items.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(entry.occurredAt)}</TableCell>
                <TableCell>{humanize(entry.kind)}</TableCell>
                <TableCell>{accountLabel(entry.account)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCents(entry.amountCents)}
                </TableCell>
                <TableCell>{entry.reason}</TableCell>
                <TableCell>
                  {entry.orderId ? (
                    <Link component={RouterLink} to={orderHref(entry.orderId)}>
                      {`#${entry.orderNumber ?? ''}`}
                    </Link>
                  ) : (
                    '—'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
        {moreError !== null && <Alert severity="error">{messageOr(moreError, LOAD_MORE_ERROR_TEXT)}</Alert>}
        {nextCursor && (
          <Button variant="outlined" onClick={() => void loadMore()} disabled={loadingMore} sx={{ alignSelf: 'flex-start' }}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </Stack>
    );
  }
  return <SectionCard title="Ledger">{body}</SectionCard>;
}
