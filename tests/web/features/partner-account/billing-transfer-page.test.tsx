import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BillingTransferPage } from '@/features/partner-account';
import { apiError, failure } from '../../mocks/http';
import { billingTransfer, mockBillingTransfer, mockUpdateBillingTransfer } from '../../mocks/invoices';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPartnerPage } from './render';

setupMswLifecycle();

const PATH = '/billing-transfer';

describe('/billing-transfer: who pays for the partner’s patients', () => {
  it('switches to the business paying after a confirmation, and shows the new state', async () => {
    const update = mockUpdateBillingTransfer();
    server.use(mockBillingTransfer(), update);
    const user = userEvent.setup();
    await renderPartnerPage(<BillingTransferPage />, PATH);
    const group = await screen.findByRole('radiogroup', { name: 'Who pays' });
    expect(within(group).getByRole('radio', { name: /Your patients pay at checkout \(current\)/ })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: /Your business pays/ }));
    expect(screen.getByText(/charged to your default card ending in 4242/)).toBeInTheDocument();
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Change who pays?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Billing updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ billingMode: 'PARTNER_BILLED' }]);
    expect(await screen.findByRole('radio', { name: /Your business pays \(current\)/ })).toBeChecked();
  });

  it('asks for a card on Billing first when there is none, and makes no call', async () => {
    const update = mockUpdateBillingTransfer();
    server.use(mockBillingTransfer(billingTransfer({ defaultCardLast4: null })), update);
    const user = userEvent.setup();
    await renderPartnerPage(<BillingTransferPage />, PATH);
    await user.click(await screen.findByRole('radio', { name: /Your business pays/ }));
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(update.calls).toHaveLength(0);
  });

  it("shows the server's refusal; the saved mode stays the current one", async () => {
    server.use(
      mockBillingTransfer(),
      mockUpdateBillingTransfer(() =>
        apiError(422, "Add a card on Billing first: your business's invoices are charged to it.", 'NO_DEFAULT_CARD'),
      ),
    );
    const user = userEvent.setup();
    await renderPartnerPage(<BillingTransferPage />, PATH);
    await user.click(await screen.findByRole('radio', { name: /Your business pays/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText("Add a card on Billing first: your business's invoices are charged to it.")).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Your patients pay at checkout \(current\)/ })).not.toBeChecked();
  });

  it('lets a delegate see the choice but not change it', async () => {
    server.use(mockBillingTransfer(billingTransfer({ canChange: false })));
    await renderPartnerPage(<BillingTransferPage />, PATH, { asDelegate: true });
    expect(await screen.findByText(/only the account owner decides who pays/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Your business pays/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('offers a retry when it cannot load', async () => {
    server.use(mockBillingTransfer(() => failure(500)));
    await renderPartnerPage(<BillingTransferPage />, PATH);
    expect(await screen.findByText('Error fetching billing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
