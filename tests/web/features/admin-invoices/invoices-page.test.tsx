import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminInvoicesPage } from '@/features/admin-invoices';
import {
  adminInvoice,
  mockAdminInvoices,
  mockBillingJobLogs,
  mockBulkCharge,
  mockCombine,
  mockInvoiceSummary,
  OTHER_INVOICE_ID,
  pageOf,
} from '../../mocks/admin-invoices';
import { apiError, failure } from '../../mocks/http';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from '../admin-partners/render';

setupMswLifecycle();

const twoInvoices = () =>
  pageOf([
    adminInvoice(),
    adminInvoice({
      id: OTHER_INVOICE_ID,
      number: 1003,
      partnerName: 'Harbor Fitness Club',
      partnerId: '22222222-2222-4222-8222-222222222222',
    }),
  ]);

async function renderList() {
  await renderAdminPage(<AdminInvoicesPage />, '/invoices');
  expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
  await screen.findByRole('link', { name: 'INV-1002' });
  return userEvent.setup();
}

describe('admin invoices list', () => {
  it('shows every partner’s invoices with status tabs carrying their totals, and filters, searches and sorts on the server', async () => {
    const seen = queriesOf(mockAdminInvoices(twoInvoices()));
    server.use(mockInvoiceSummary(), mockBillingJobLogs());
    const user = await renderList();
    const row = screen.getByRole('link', { name: 'INV-1003' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Harbor Fitness Club')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Open (2) · $615.94' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (3) · $923.91' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: /^Open/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'OPEN', page: '1' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'harbor');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ search: 'harbor', status: 'OPEN' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Total, highest first');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort: 'totalCents:desc' }));
  });

  it('charges the selected invoices and lists each one’s outcome with the reason of a failure, then the billing run', async () => {
    server.use(mockAdminInvoices(twoInvoices()), mockInvoiceSummary(), mockBillingJobLogs(pageOf([])));
    const charge = mockBulkCharge();
    server.use(charge);
    const user = await renderList();
    expect(await screen.findByText('No billing runs yet.')).toBeInTheDocument();

    // Nothing selected: a message, no call.
    await user.click(screen.getByRole('button', { name: 'Charge selected' }));
    expect(await screen.findByText('No invoices selected')).toBeInTheDocument();
    expect(charge.calls).toHaveLength(0);

    server.use(mockBillingJobLogs());
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice INV-1002' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice INV-1003' }));
    await user.click(screen.getByRole('button', { name: 'Charge selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Charge results' });
    expect(charge.bodies[0].ids).toHaveLength(2);
    expect(charge.calls[0].headers.get('idempotency-key')).toBeTruthy();
    expect(within(dialog).getByText('1 charged ($307.97), 0 already paid, 1 failed')).toBeInTheDocument();
    const results = within(dialog).getByRole('list', { name: 'Charge results' });
    expect(within(results).getByText('Charged')).toBeInTheDocument();
    expect(within(results).getByText('Failed')).toBeInTheDocument();
    expect(within(results).getByText('Your card was declined.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    const logs = await screen.findByRole('table', { name: 'Billing job logs' });
    expect(within(logs).getByText('Bulk charge by Avery Admin')).toBeInTheDocument();
    expect(within(logs).getByText('INV-1003: Your card was declined.')).toBeInTheDocument();
  });

  it('combines the selected invoices after a confirmation, and says why when the server refuses', async () => {
    server.use(mockAdminInvoices(twoInvoices()), mockInvoiceSummary(), mockBillingJobLogs());
    const combine = mockCombine(() => apiError(422, 'Only invoices of the same partner can be combined', 'DIFFERENT_PARTNERS'));
    server.use(combine);
    const user = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select all invoices on this page' }));
    await user.click(screen.getByRole('button', { name: 'Combine selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Combine these invoices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Combine' }));
    expect(await screen.findByText('Only invoices of the same partner can be combined')).toBeInTheDocument();
    expect(combine.bodies[0]).toEqual({ ids: [adminInvoice().id, OTHER_INVOICE_ID] });
  });

  it('has an empty state and an error state', async () => {
    server.use(mockAdminInvoices(pageOf([])), mockInvoiceSummary(), mockBillingJobLogs());
    const view = await renderAdminPage(<AdminInvoicesPage />, '/invoices');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    view.unmount();
    server.use(
      mockAdminInvoices(() => failure()),
      mockBillingJobLogs(() => failure()),
    );
    await renderAdminPage(<AdminInvoicesPage />, '/invoices');
    expect(await screen.findByText('Error fetching invoices')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching billing job logs')).toBeInTheDocument();
  });
});
