import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { BulkChargeSummary, InvoiceStatus } from '@contracts/invoices';
import { INVOICE_LIST_SORTS, INVOICE_STATUSES } from '@contracts/invoices';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { SelectionActions } from '@/components/selection-actions';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { messageOr } from '@/lib/api-errors';
import { INVOICE_SORT_LABELS } from '@/lib/sort-labels';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { useRowSelection } from '@/lib/use-row-selection';
import { bulkCharge } from '@/api/admin-invoices/bulk-charge';
import { combineInvoices } from '@/api/admin-invoices/change-invoice';
import { useAdminInvoices } from '@/api/admin-invoices/get-admin-invoices';
import { InvoicesTable } from '@/components/invoices-table';
import { adminInvoicePaths } from '@/features/admin-invoices/paths';
import { BillingJobLogsCard } from '@/features/admin-invoices/components/billing-job-logs-card';
import { BulkChargeDialog } from '@/features/admin-invoices/components/bulk-charge-dialog';
import { StatusTabs } from '@/features/admin-invoices/components/status-tabs';
import { useRefreshInvoices } from '@/features/admin-invoices/lib/use-refresh-invoices';
import { INVOICES_ERROR_TEXT, NO_INVOICES_SELECTED } from '@/features/admin-invoices/lib/texts';

/** /invoices: every partner's invoices by status (with totals), selected ones charged or combined, and the billing runs. */
export function AdminInvoicesPage() {
  const list = useListQuery({ sort: { options: INVOICE_LIST_SORTS, default: 'createdAt:desc' }, statuses: INVOICE_STATUSES });
  const { query, update } = list;
  const status = list.statusFilter<InvoiceStatus>();
  const invoices = useAdminInvoices({ ...list.pageQuery, status });
  const { data } = invoices;
  const pastEnd = useStayOnLastPage(list, data?.total);
  const { selected, onSelect, clear: clearSelection } = useRowSelection();
  const [busy, setBusy] = useState<'charge' | 'combine' | null>(null);
  const [summary, setSummary] = useState<BulkChargeSummary | null>(null);
  const [confirmCombine, setConfirmCombine] = useState(false);
  const refreshInvoices = useRefreshInvoices();

  const changeList = (change: Parameters<typeof update>[0]) => {
    clearSelection();
    update({ ...change, page: 1 });
  };

  async function chargeSelected() {
    if (selected.size === 0) return toastFailure(NO_INVOICES_SELECTED);
    setBusy('charge');
    try {
      setSummary(await bulkCharge([...selected]));
      clearSelection();
    } catch (error) {
      toastFailure(messageOr(error, 'Failed to charge invoices'));
    } finally {
      setBusy(null);
      refreshInvoices();
    }
  }

  async function combineSelected() {
    setBusy('combine');
    try {
      const { message } = await combineInvoices([...selected]);
      toastSuccess(message ?? 'Invoices combined');
      clearSelection();
      setConfirmCombine(false);
    } catch (error) {
      toastFailure(messageOr(error, 'Failed to combine invoices'));
    } finally {
      setBusy(null);
      refreshInvoices();
    }
  }

  const actions = (
    <SelectionActions count={selected.size}>
      <Button variant="contained" loading={busy === 'charge'} disabled={busy !== null} onClick={() => void chargeSelected()}>
        Charge selected
      </Button>
      <Button
        variant="outlined"
        disabled={busy !== null}
        onClick={() => (selected.size < 2 ? toastFailure('Select at least two invoices to combine') : setConfirmCombine(true))}
      >
        Combine selected
      </Button>
    </SelectionActions>
  );

  return (
    <>
      <PageHeader title="Invoices" subtitle="Every partner's invoices: charge, correct, combine or delete them." actions={actions} />
      <StatusTabs status={status ?? ''} onChange={(next) => changeList({ status: next })} />
      <ListSearchToolbar list={{ query, update: changeList }} label="Search invoices" helperText="Partner business name">
        <SelectFilter
          label="Sort by"
          value={query.sort}
          options={INVOICE_LIST_SORTS.map((s) => ({ value: s, label: INVOICE_SORT_LABELS[s] }))}
          onChange={(sort) => changeList({ sort })}
          minWidth={230}
        />
      </ListSearchToolbar>
      <ListStates
        load={invoices}
        errorTitle={INVOICES_ERROR_TEXT}
        noMatch={
          query.search || status ? (
            <EmptyState title="No invoices match" description="Try another status or partner name." />
          ) : (
            <EmptyState title="No invoices yet" description="Partners' monthly invoices appear here." />
          )
        }
        progressLabel="Loading invoices"
      >
        <InvoicesTable
          linkTo={adminInvoicePaths.invoice}
          showPartner
          invoices={pastEnd ? undefined : data?.items}
          busy={invoices.isValidating}
          paging={list.paging(data?.total)}
          selected={selected}
          onSelect={onSelect}
        />
      </ListStates>
      <Stack sx={{ mt: 3 }}>
        <BillingJobLogsCard />
      </Stack>
      <BulkChargeDialog summary={summary} onClose={() => setSummary(null)} />
      <ConfirmDialog
        open={confirmCombine}
        title="Combine these invoices?"
        confirmLabel="Combine"
        busy={busy === 'combine'}
        onConfirm={() => void combineSelected()}
        onClose={() => setConfirmCombine(false)}
      >
        The {selected.size} selected invoices become one new invoice carrying all their items; they become void.
      </ConfirmDialog>
    </>
  );
}
