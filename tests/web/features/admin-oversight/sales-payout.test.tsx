import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminSettingsPage } from '@/features/admin-oversight';
import { account, mockUsers } from '../../mocks/admin-oversight';
import { apiError, failure } from '../../mocks/http';
import { mockSalesPersonPayouts, mockSendSalesPayout, SALES_USER_ID, salesPersonPayouts } from '../../mocks/sales-payouts';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

const sam = account({ id: SALES_USER_ID, firstName: 'Sam', lastName: 'Sellers', role: 'SALES_PERSON' });

/** Admin Settings, the Users list, and the sales person's "Payouts" dialog. */
async function openPayouts() {
  await renderAdminPage(<AdminSettingsPage />, '/admin-settings');
  const table = await screen.findByRole('table', { name: 'Users' });
  expect(within(table).getAllByRole('button', { name: /^Payouts of/ })).toHaveLength(1);
  const user = userEvent.setup();
  await user.click(within(table).getByRole('button', { name: 'Payouts of Sam Sellers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payouts of Sam Sellers' });
  return { user, dialog };
}

describe('Admin Settings: paying a sales person', () => {
  it(
    'shows what is owed and the payouts sent, and sends an amount (all owed by default) after a confirmation',
    { timeout: 20_000 },
    async () => {
      const send = mockSendSalesPayout();
      const list = mockSalesPersonPayouts();
      server.use(mockUsers([sam, account()]), list, send);
      const { user, dialog } = await openPayouts();
      const field = await within(dialog).findByRole('textbox', { name: 'Amount (USD)' });
      expect(field).toHaveValue('76.55');
      expect(within(dialog).getByText('$200.00')).toBeInTheDocument();
      const history = within(dialog).getByRole('table', { name: 'Payouts' });
      expect(within(history).getByText('$123.45')).toBeInTheDocument();
      expect(within(history).getByText('Sent')).toBeInTheDocument();

      await user.clear(field);
      await user.type(field, '80');
      await user.click(within(dialog).getByRole('button', { name: 'Send payout' }));
      expect(await within(dialog).findByText('The amount is at most what is owed, $76.55')).toBeInTheDocument();
      await user.clear(field);
      await user.type(field, '50');
      await user.click(within(dialog).getByRole('button', { name: 'Send payout' }));
      const confirm = await screen.findByRole('dialog', { name: 'Send $50.00 to Sam Sellers?' });
      expect(send.bodies).toEqual([]);
      await user.click(within(confirm).getByRole('button', { name: 'Send payout' }));
      expect(await screen.findByText('Payout has been sent successfully')).toBeInTheDocument();
      expect(send.bodies).toEqual([{ amountCents: 5000 }]);
      expect(send.calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(send.calls[0].params.userId).toBe(SALES_USER_ID);
      await waitFor(() => expect(list.calls.length).toBeGreaterThan(1));
    },
  );

  it("toasts the server's reason when the payout is refused", async () => {
    server.use(
      mockUsers([sam]),
      mockSalesPersonPayouts(),
      mockSendSalesPayout(() =>
        apiError(422, 'The payment processor refused the payout: Your platform balance is too low.', 'PAYOUT_REFUSED'),
      ),
    );
    const { user, dialog } = await openPayouts();
    await within(dialog).findByRole('textbox', { name: 'Amount (USD)' });
    await user.click(within(dialog).getByRole('button', { name: 'Send payout' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send $76.55 to Sam Sellers?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send payout' }));
    expect(await screen.findByText('The payment processor refused the payout: Your platform balance is too low.')).toBeInTheDocument();
  });

  it('cannot send without a connected payout account, and says why', async () => {
    server.use(mockUsers([sam]), mockSalesPersonPayouts(salesPersonPayouts({ payoutAccountStatus: 'NOT_CONNECTED' })));
    const { user, dialog } = await openPayouts();
    expect(await within(dialog).findByText(/Sam Sellers has not connected a payout account yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send payout' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot send with nothing owed, and says why; no payouts yet', async () => {
    const nothing = { items: [], total: 0, totalPages: 0, balance: { earnedCents: 0, paidOutCents: 0, owedCents: 0 } };
    server.use(mockUsers([sam]), mockSalesPersonPayouts(salesPersonPayouts(nothing)));
    const { dialog } = await openPayouts();
    expect(await within(dialog).findByText('Nothing is owed: every commission earned was paid out.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send payout' })).toBeDisabled();
    expect(within(dialog).getByText('No payouts yet')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry', async () => {
    server.use(
      mockUsers([sam]),
      mockSalesPersonPayouts(() => failure(500)),
    );
    const { dialog } = await openPayouts();
    expect(await within(dialog).findByText('Error fetching payouts')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
