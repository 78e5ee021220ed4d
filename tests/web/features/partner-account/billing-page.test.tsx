import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedCard } from '@contracts/cards';
import { BillingPage } from '@/features/partner-account';
import { failure } from '../../mocks/http';
import {
  MASTERCARD_ID,
  mockPartnerCards,
  mockPartnerMakeDefaultCard,
  mockPartnerRemoveCard,
  mockPartnerSaveCard,
  savedCard,
} from '../../mocks/payments';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPartnerPage } from './render';
import { last4Of } from '../../mocks/sandbox-tokenizer';

setupMswLifecycle();

const mastercard = savedCard({ id: MASTERCARD_ID, brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2031, isDefault: false });

/** The partner's card calls over one in-memory list. */
function cardHandlers(initial: SavedCard[] = [savedCard(), mastercard]) {
  let cards = [...initial];
  const save = mockPartnerSaveCard(({ body }) => {
    const card = savedCard({
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa3',
      last4: last4Of(body.payment),
      isDefault: cards.length === 0,
      expYear: 2030,
    });
    cards = [...cards, card];
    return { setupIntentId: 'seti_1', status: 'succeeded' as const, card };
  });
  const makeDefault = mockPartnerMakeDefaultCard(({ params }) => {
    cards = cards.map((c) => ({ ...c, isDefault: c.id === params.id }));
    return cards.find((c) => c.id === params.id)!;
  });
  const remove = mockPartnerRemoveCard(({ params }) => {
    cards = cards.filter((c) => c.id !== params.id);
    return null;
  });
  server.use(
    mockPartnerCards(() => ({ cards })),
    save,
    makeDefault,
    remove,
  );
  return { save, makeDefault, remove };
}

const rowOf = (brand: string) => screen.queryAllByRole('row').find((r) => r.textContent?.startsWith(brand));

async function renderBilling(options?: { asDelegate?: boolean }) {
  const view = await renderPartnerPage(<BillingPage />, '/billing', options);
  await screen.findByRole('table', { name: 'Saved cards' });
  return view;
}

describe('partner billing page', () => {
  it('lists the saved cards from /gym-owner with the default one marked', async () => {
    cardHandlers();
    await renderBilling();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(within(rowOf('Visa')!).getByText('Default')).toBeInTheDocument();
    expect(within(rowOf('Mastercard')!).getByRole('button', { name: 'Make default Mastercard ending in 4444' })).toBeEnabled();
  });

  it('adds a card through the setup intent', async () => {
    const { save } = cardHandlers();
    await renderBilling();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await user.type(within(dialog).getByRole('textbox', { name: 'Expiry month' }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: 'Expiry year' }), '2030');
    await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(save.bodies).toEqual([{ payment: { paymentMethodId: expect.stringMatching(/^pm_test_4242_/) } }]);
  });

  it('makes a card the default with PUT, and removes one after confirming', async () => {
    const { makeDefault, remove } = cardHandlers();
    await renderBilling();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Make default Mastercard ending in 4444' }));
    expect(await screen.findByText('Default card updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Mastercard')!).getByText('Default')).toBeInTheDocument());
    expect(makeDefault.calls.map((c) => c.params.id)).toEqual([MASTERCARD_ID]);

    await user.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Card removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Visa')).toBeUndefined());
    expect(remove.calls).toHaveLength(1);
  });

  it('shows an empty state without cards, and an error when they do not load', async () => {
    cardHandlers([]);
    const view = await renderPartnerPage(<BillingPage />, '/billing');
    expect(await screen.findByText('No saved cards yet')).toBeInTheDocument();
    view.unmount();
    server.use(mockPartnerCards(() => failure(500)));
    await renderPartnerPage(<BillingPage />, '/billing');
    expect(await screen.findByText('Error fetching cards')).toBeInTheDocument();
  });

  it('shows a delegate the cards without any way to change them', async () => {
    cardHandlers();
    await renderBilling({ asDelegate: true });
    expect(screen.getByText(/only Parker Reyes can add, remove or change cards/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Remove|Make default/ })).not.toBeInTheDocument();
  });
});
