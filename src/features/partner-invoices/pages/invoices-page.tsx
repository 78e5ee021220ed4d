import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { InvoiceStatus } from '@contracts/invoices';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { SelectionActions } from '@/components/selection-actions';
import { useStayOnLastPage } from '@/lib/use-list-query';
import { useRowSelection } from '@/lib/use-row-selection';
import { useInvoices } from '@/api/invoices/get-invoices';
import { BillingOverviewCard } from '@/features/partner-invoices/components/billing-overview-card';
import { InvoicesFilters } from '@/features/partner-invoices/components/invoices-filters';
import { InvoicesTable } from '@/components/invoices-table';
import { invoicePaths } from '@/features/partner-invoices/paths';
import { StatusTotalsCard } from '@/features/partner-invoices/components/status-totals-card';
import { useCsvDownload } from '@/features/partner-invoices/lib/use-csv-download';
import { useInvoicesQuery } from '@/features/partner-invoices/lib/use-invoices-query';
import { INVOICES_ERROR_TEXT } from '@/features/partner-invoices/lib/texts';

/** /invoices: the billing overview, the totals by status, and the invoices, filtered, sorted and paged on the server. */
export function InvoicesPage() {
  const list = useInvoicesQuery();
  const { query, update, status } = list;
  const invoices = useInvoices({ page: query.page, limit: query.limit, sort: query.sort, status });
  const { data } = invoices;
  const pastEnd = useStayOnLastPage(list, data?.total);
  const { selected, onSelect, clear: clearSelection } = useRowSelection();
  const csv = useCsvDownload();

  const changeFilter = (change: Parameters<typeof update>[0]) => {
    clearSelection();
    update({ ...change, page: 1 });
  };

  const actions = (
    <SelectionActions count={selected.size}>
      <Button variant="contained" disabled={csv.busy !== null} onClick={() => void csv.downloadSelected([...selected])}>
        {csv.busy === 'selected' ? 'Downloading…' : 'Download CSV'}
      </Button>
      <Button variant="outlined" disabled={csv.busy !== null} onClick={() => void csv.downloadAll(status)}>
        {csv.busy === 'all' ? 'Downloading…' : 'Download all'}
      </Button>
    </SelectionActions>
  );

  const empty = data && data.total === 0 && !status;

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Your invoices for the orders billed to you, each charged to your default card."
        actions={empty ? undefined : actions}
      />
      <Grid container spacing={2.5} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, xl: 8 }}>
          <BillingOverviewCard />
        </Grid>
        <Grid size={{ xs: 12, xl: 4 }}>
          <StatusTotalsCard />
        </Grid>
      </Grid>
      {empty ? (
        <EmptyState title="No invoices yet" description="Invoices for the orders billed to you will appear here." />
      ) : (
        <>
          <InvoicesFilters
            status={status ?? ''}
            sort={query.sort}
            onStatusChange={(next: InvoiceStatus | '') => changeFilter({ status: next })}
            onSortChange={(sort) => changeFilter({ sort })}
          />
          <ListStates
            load={invoices}
            errorTitle={INVOICES_ERROR_TEXT}
            noMatch={<EmptyState title="No invoices match this filter" description="Try another status." />}
            progressLabel="Loading invoices"
          >
            <InvoicesTable
              linkTo={invoicePaths.invoice}
              invoices={pastEnd ? undefined : data?.items}
              busy={invoices.isValidating}
              paging={list.paging(data?.total)}
              selected={selected}
              onSelect={onSelect}
            />
          </ListStates>
        </>
      )}
    </>
  );
}
