import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedCard } from '@contracts/cards';
import { BillingPage } from '@/features/doctor-account';
import { apiError, failure } from '../../mocks/http';
import { cardStore, MASTERCARD_ID, mockCards, mockMakeDefaultCard, mockSaveCard } from '../../mocks/payments';
import { authenticationAnswers } from '../../mocks/sandbox-tokenizer';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAccountPage } from './render';

setupMswLifecycle();

/** The sandbox's card calls over an in-memory list (a Visa, the default, and a Mastercard); returns the writes. */
function cardHandlers(initial?: SavedCard[]) {
  const { handlers, writes } = cardStore(initial);
  server.use(...handlers);
  return writes;
}

const rowOf = (brand: string) => {
  const row = screen.queryAllByRole('row').find((r) => r.textContent?.startsWith(brand));
  if (!row) throw new Error(`No row for ${brand}`);
  return row;
};
const hasRow = (brand: string) => screen.queryAllByRole('row').some((r) => r.textContent?.startsWith(brand));

async function renderBilling() {
  const view = await renderAccountPage(<BillingPage />, '/billing');
  await screen.findByRole('table', { name: 'Saved cards' });
  return view;
}

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add card' });
  await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), number);
  await user.type(within(dialog).getByRole('textbox', { name: 'Expiry month' }), '12');
  await user.type(within(dialog).getByRole('textbox', { name: 'Expiry year' }), '2030');
  await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
  return dialog;
}

describe('billing page', () => {
  it('lists the saved cards with their expiry and which one is the default', async () => {
    cardHandlers();
    await renderBilling();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    const visa = rowOf('Visa');
    expect(visa).toHaveTextContent('Visa •••• ending in 4242');
    expect(within(visa).getByText('04/2034')).toBeInTheDocument();
    expect(within(visa).getByText('Default')).toBeInTheDocument();
    expect(within(visa).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
    const master = rowOf('Mastercard');
    expect(within(master).getByText('11/2031')).toBeInTheDocument();
    expect(within(master).queryByText('Default')).not.toBeInTheDocument();
    expect(within(master).getByRole('button', { name: 'Make default Mastercard ending in 4444' })).toBeEnabled();
  });

  it('shows the empty state when there are no cards, and the load failure with the server message or Action Failure', async () => {
    cardHandlers([]);
    const first = await renderAccountPage(<BillingPage />, '/billing');
    expect(await screen.findByText('No saved cards yet')).toBeInTheDocument();
    first.unmount();

    server.use(mockCards(() => failure(500)));
    const second = await renderAccountPage(<BillingPage />, '/billing');
    expect(await screen.findByText('Action Failure')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
    second.unmount();

    server.use(mockCards(() => apiError(503, 'Billing is unavailable', 'X')));
    await renderAccountPage(<BillingPage />, '/billing');
    expect(await screen.findByText('Billing is unavailable')).toBeInTheDocument();
  });

  it('saves a test card through a setup intent, closes the dialog and lists the card', async () => {
    const writes = cardHandlers();
    await renderBilling();
    const dialog = await fillCard('4242 4242 4242 4242');

    expect(await screen.findByText('Card saved successfully')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/doctors/setup-intent',
        // The card went to the sandbox tokenizer: the API gets its payment method id only.
        body: { payment: { paymentMethodId: expect.stringMatching(/^pm_test_4242_/) } },
      },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('04/2030')).toBeInTheDocument();
  });

  it('asks the doctor to confirm a card with their bank, and saves nothing when they cancel', async () => {
    cardHandlers();
    const save = mockSaveCard(() =>
      Response.json(
        {
          message: 'Confirm this card with your bank.',
          code: 'AUTHENTICATION_REQUIRED',
          nextAction: { type: 'authenticate', clientSecret: 'sandbox_seti_1_secret_x' },
        },
        { status: 402 },
      ),
    );
    server.use(save);
    await renderBilling();
    const dialog = await fillCard('4000 0025 0000 3155');
    const bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await userEvent.setup().click(within(bank).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Card not saved: your bank did not confirm it.');
    expect(save.bodies).toHaveLength(1);
    expect(authenticationAnswers.at(-1)).toBe('cancel');
  });

  it('shows the reason of a decline in the dialog and keeps it open', async () => {
    cardHandlers();
    await renderBilling();
    const dialog = await fillCard('4000 0000 0000 0002');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    expect(screen.queryByText('Card saved successfully')).not.toBeInTheDocument();
  });

  it('checks the card before sending it', async () => {
    const writes = cardHandlers();
    await renderBilling();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    expect(
      await within(dialog).findByText(/only test cards work: 4242 4242 4242 4242 is accepted and 4000 0000 0000 0002 is declined/),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Card number' })).toHaveAttribute('inputmode', 'numeric');
    await user.type(within(dialog).getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4241');
    await user.type(within(dialog).getByRole('textbox', { name: 'Expiry month' }), '13');
    await user.type(within(dialog).getByRole('textbox', { name: 'Expiry year' }), '2020');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByText('Enter a valid card number')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the month, 1 to 12')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the 3- or 4-digit code')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('makes another card the default', async () => {
    const writes = cardHandlers();
    await renderBilling();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make default Mastercard ending in 4444' }));

    expect(await screen.findByText('Default card updated successfully')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: `/doctors/cards/${MASTERCARD_ID}/default` }]);
    await waitFor(() => expect(within(rowOf('Mastercard')).getByText('Default')).toBeInTheDocument());
    expect(within(rowOf('Visa')).queryByText('Default')).not.toBeInTheDocument();
  });

  it('removes a card only once confirmed', async () => {
    const writes = cardHandlers();
    await renderBilling();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove card?' });
    expect(confirm).toHaveTextContent('Mastercard ending in 4444 will no longer be charged');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Card removed successfully')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: `/doctors/cards/${MASTERCARD_ID}` }]);
    // While the dialog is open the page behind it is hidden from the accessibility tree.
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await waitFor(() => expect(hasRow('Mastercard')).toBe(false));
    expect(hasRow('Visa')).toBe(true);
  });

  it("shows the server's message when an action fails", async () => {
    cardHandlers();
    server.use(mockMakeDefaultCard(() => apiError(404, 'Card not found', 'NOT_FOUND')));
    await renderBilling();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make default Mastercard ending in 4444' }));
    expect(await screen.findByText('Card not found')).toBeInTheDocument();
  });

  it('tells a delegate before the form that only the doctor changes cards: Add card is disabled, no change offered', async () => {
    cardHandlers();
    await renderAccountPage(<BillingPage />, '/billing', { asDelegate: true });
    await screen.findByRole('table', { name: 'Saved cards' });
    const add = screen.getByRole('button', { name: 'Add card' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/^You are acting for .+: only .+ can add, remove or change cards\.$/);
    expect(screen.queryByRole('button', { name: /Remove|Make default/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add card' })).not.toBeInTheDocument();
  });
});
