import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminInvoicePage } from '@/features/admin-invoices';
import {
  ADMIN_INVOICE_ID,
  adminHistory,
  ITEM_ID,
  mockDeleteInvoice,
  mockFeeDetails,
  mockOriginalDetails,
  mockUpdateAmount,
  mockUpdateStatus,
  originalDetails,
} from '../../mocks/admin-invoices';
import { apiError, failure } from '../../mocks/http';
import { mockInvoiceActivities } from '../../mocks/invoices';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from '../admin-partners/render';

setupMswLifecycle();

async function renderInvoice() {
  await renderAdminPage(<AdminInvoicePage />, '/invoices/:id', `/invoices/${ADMIN_INVOICE_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Invoice INV-1002' });
  return userEvent.setup();
}

describe('admin invoice page', () => {
  it('shows the items at their original amounts and now, the fee details and the history', async () => {
    server.use(mockOriginalDetails(), mockFeeDetails(), mockInvoiceActivities({ activities: adminHistory }));
    await renderInvoice();
    const items = screen.getByRole('table', { name: 'Invoice items' });
    expect(within(items).getByText('Drew Patel')).toBeInTheDocument();
    expect(within(items).getAllByText('$299.00')).toHaveLength(2);
    expect(await screen.findByText('2.9% = $8.67')).toBeInTheDocument();
    expect(screen.getByText('$0.30')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Invoice history' });
    expect(within(history).getByText('Invoice created')).toBeInTheDocument();
  });

  it('edits an item’s amount in dollars, sending cents', async () => {
    server.use(mockOriginalDetails(), mockFeeDetails(), mockInvoiceActivities({ activities: adminHistory }));
    const update = mockUpdateAmount();
    server.use(update);
    const user = await renderInvoice();
    await user.click(screen.getByRole('button', { name: 'Edit amount of order #1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit amount' });
    const field = within(dialog).getByLabelText('Amount (USD)');
    await user.clear(field);
    await user.type(field, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save amount' }));
    expect(await within(dialog).findByText('Enter an amount in dollars, such as 249.00')).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '249.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save amount' }));
    await waitFor(() => expect(update.bodies[0]).toEqual({ amount: 24_950 }));
    expect(update.calls[0].params.id).toBe(ITEM_ID);
    expect(await screen.findByText('Amount updated')).toBeInTheDocument();
  });

  it('offers only the allowed status changes, and shows the server’s refusal', async () => {
    server.use(mockOriginalDetails(), mockFeeDetails(), mockInvoiceActivities({ activities: adminHistory }));
    const change = mockUpdateStatus(() => apiError(409, 'INV-1002 is being charged right now. Try again in a minute.', 'CONFLICT'));
    server.use(change);
    const user = await renderInvoice();
    const select = screen.getByRole('combobox', { name: 'New status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a status', 'Paid', 'Void']);
    await user.selectOptions(select, 'Void');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('INV-1002 is being charged right now. Try again in a minute.')).toBeInTheDocument();
    expect(change.bodies[0]).toEqual({ status: 'VOID' });
  });

  it('deletes after a confirmation', async () => {
    server.use(mockOriginalDetails(), mockFeeDetails(), mockInvoiceActivities({ activities: adminHistory }));
    const remove = mockDeleteInvoice();
    server.use(remove);
    const user = await renderInvoice();
    await user.click(screen.getByRole('button', { name: 'Delete invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete INV-1002?' });
    expect(remove.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete invoice' }));
    expect(await screen.findByText('Invoice deleted')).toBeInTheDocument();
    expect(remove.calls).toHaveLength(1);
  });

  it('a paid invoice has no actions and no amount editing; a failed load says so', async () => {
    server.use(
      mockOriginalDetails(originalDetails({ status: 'PAID' })),
      mockFeeDetails(),
      mockInvoiceActivities({ activities: adminHistory }),
    );
    const view = await renderAdminPage(<AdminInvoicePage />, '/invoices/:id', `/invoices/${ADMIN_INVOICE_ID}`);
    expect(await screen.findByText('This invoice is paid: nothing more to do.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit amount/ })).not.toBeInTheDocument();
    view.unmount();
    server.use(mockOriginalDetails(() => failure()));
    await renderAdminPage(<AdminInvoicePage />, '/invoices/:id', `/invoices/${ADMIN_INVOICE_ID}`);
    expect(await screen.findByText('Error fetching invoice details')).toBeInTheDocument();
  });
});
