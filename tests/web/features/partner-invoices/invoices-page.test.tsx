import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InvoicesPage } from '@/features/partner-invoices';
import { failure, itemsPage } from '../../mocks/http';
import {
  invoiceId,
  invoicesPageHandlers,
  mockDownloadAllInvoices,
  mockDownloadInvoices,
  mockInvoices,
  nthInvoice,
} from '../../mocks/invoices';
import { captureDownloads, today } from '../../support/downloads';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { withNodeBlob } from '../../support/node-blob';
import { goToNextPage } from '../../support/paged-list';
import { renderPartnerPage } from '../partner-care/render';

setupMswLifecycle();
withNodeBlob();

const { saved, blobs } = captureDownloads('invoices');

async function renderInvoices() {
  await renderPartnerPage(<InvoicesPage />, '/invoices');
  await screen.findByRole('link', { name: 'INV-1001' });
  return userEvent.setup();
}

describe('partner invoices list', () => {
  it('shows the overview, the totals and the invoices; filters, sorts and pages on the server', async () => {
    const [, totals, overview] = invoicesPageHandlers();
    const seen = queriesOf(mockInvoices());
    server.use(totals, overview);
    await renderPartnerPage(<InvoicesPage />, '/invoices');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'INV-1001' });
    expect(link).toHaveAttribute('href', `/invoices/${invoiceId(1)}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('$101.00')).toBeInTheDocument();
    expect(within(row).getByText('Mar 1 – 31, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Select invoice INV-1001' })).toBeInTheDocument();

    const overviewCard = await screen.findByRole('region', { name: 'Billing overview' });
    expect(await within(overviewCard).findByText('$615.94')).toBeInTheDocument();
    expect(within(overviewCard).getByText('$120.00')).toBeInTheDocument();
    expect(within(overviewCard).getByText('Visa ·· 4242')).toBeInTheDocument();
    expect(within(overviewCard).getByRole('link', { name: 'Manage cards' })).toHaveAttribute('href', '/billing');
    const totalsCard = screen.getByRole('region', { name: 'Totals by status' });
    expect(await within(totalsCard).findByText('$2,100.00')).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', limit: '10', sort: 'createdAt:desc' }]);

    const user = await goToNextPage(seen, 'INV-1011', { page: '2', limit: '10', sort: 'createdAt:desc' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Payment failed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Total, highest first');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'totalCents:desc', status: 'PAYMENT_FAILED' }));
  });

  it('says so when there are no invoices, and when the list fails to load', async () => {
    const [, totals, overview] = invoicesPageHandlers();
    server.use(totals, overview, mockInvoices({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 }));
    const view = await renderPartnerPage(<InvoicesPage />, '/invoices');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    view.unmount();
    server.use(mockInvoices(() => failure()));
    await renderPartnerPage(<InvoicesPage />, '/invoices');
    expect(await screen.findByText('Error fetching invoices')).toBeInTheDocument();
  });
});

describe('invoice CSV download', () => {
  it('with none selected: says "No invoices selected" and sends nothing', async () => {
    const download = mockDownloadInvoices();
    server.use(...invoicesPageHandlers(), download);
    const user = await renderInvoices();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('No invoices selected')).toBeInTheDocument();
    expect(download.calls).toHaveLength(0);
    expect(saved).toEqual([]);
  });

  it('downloads the two selected invoices as invoices_<date>.csv', async () => {
    const download = mockDownloadInvoices();
    server.use(...invoicesPageHandlers(), download);
    const user = await renderInvoices();
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice INV-1001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice INV-1002' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded 2 invoice(s)')).toBeInTheDocument();
    expect(download.queries).toEqual([{ ids: `${invoiceId(1)},${invoiceId(2)}` }]);
    expect(saved).toEqual([{ name: `invoices_${today()}.csv`, href: 'blob:invoices-1' }]);
    expect((await blobs[0].text()).split('\n')).toHaveLength(3);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('selects the whole page, and says "Failed to download invoices" when the download fails', async () => {
    const download = mockDownloadInvoices(() => failure());
    server.use(...invoicesPageHandlers(), download);
    const user = await renderInvoices();
    await user.click(screen.getByRole('checkbox', { name: 'Select all invoices on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select invoice INV-1010' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Failed to download invoices')).toBeInTheDocument();
    expect(download.queries[0].ids.split(',')).toHaveLength(10);
    expect(saved).toEqual([]);
  });

  it('downloads every invoice with "Download all", of the status filtered on', async () => {
    const all = mockDownloadAllInvoices();
    server.use(mockInvoices(itemsPage(3, nthInvoice)), ...invoicesPageHandlers().slice(1), all);
    await renderPartnerPage(<InvoicesPage />, '/invoices', '/invoices?status=OPEN');
    await screen.findByRole('link', { name: 'INV-1001' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download all' }));
    expect(await screen.findByText('Downloaded 1 invoice(s)')).toBeInTheDocument();
    expect(all.queries).toEqual([{ status: 'OPEN' }]);
    // Not the name of the selected invoices' download.
    expect(saved[0].name).toBe(`invoices_${today()}_open.csv`);
  });
});
