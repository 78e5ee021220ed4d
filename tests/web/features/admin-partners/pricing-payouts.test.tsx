import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminPartnerPage } from '@/features/admin-partners';
import { gymOwnerDetail, mockGymOwner, mockPartnerPatients, PARTNER_ID } from '../../mocks/admin-partners';
import { mockProductVariations } from '../../mocks/catalog';
import { apiError, failure } from '../../mocks/http';
import {
  mockCreateCustomPrice,
  mockCustomPrices,
  mockDeleteCustomPrice,
  mockSendPayout,
  mockUpdateCustomPrice,
  PRICE_ID,
} from '../../mocks/pricing-payouts';
import { mockAdminRenewals } from '../../mocks/renewals';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';
import { mockPartnerLedger } from '../../mocks/ledger';

setupMswLifecycle();
beforeEach(() => server.use(mockPartnerLedger(), mockAdminRenewals(), mockPartnerPatients(), mockProductVariations()));

const OWED = { earnedCents: 20_000, paidOutCents: 5_000, owedCents: 15_000 };

async function renderPartner() {
  await renderAdminPage(<AdminPartnerPage />, '/partners/:id', `/partners/${PARTNER_ID}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Fitness Club' })).toBeInTheDocument();
  return userEvent.setup();
}

describe("the partner's custom pricing", () => {
  it("lists the partner's custom prices beside the list price, asking for this partner only", async () => {
    const list = mockCustomPrices();
    server.use(mockGymOwner(), list);
    await renderPartner();
    const section = screen.getByRole('region', { name: 'Custom pricing' });
    const table = await within(section).findByRole('table', { name: 'Custom prices' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Semaglutide: Semaglutide starter0.25 mg to 1 mg weekly$249.00/month$199.00/month',
    );
    expect(list.queries[0]).toMatchObject({ partnerId: PARTNER_ID, page: '1', limit: '10' });
  });

  it('adds a price chosen by variation, in dollars, sent as cents', async () => {
    const create = mockCreateCustomPrice();
    server.use(mockGymOwner(), mockCustomPrices({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 }), create);
    const user = await renderPartner();
    expect(await screen.findByText('No custom prices')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add custom price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add custom price' });
    await user.click(within(dialog).getByRole('button', { name: 'Add price' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Product variation' })).toHaveAccessibleDescription(
      'Choose a product variation',
    );
    expect(create.calls).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Product variation' }), 'tirz-25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Monthly price' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add price' }));
    expect(await within(dialog).findByText('The monthly price must be more than $0.00')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Monthly price' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Monthly price' }), '349.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add price' }));
    expect(await screen.findByText('Custom price created successfully')).toBeInTheDocument();
    expect(create.bodies).toEqual([{ partnerId: PARTNER_ID, productVariationKey: 'tirz-25', monthlyPriceCents: 34_950 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why a price was refused (the partner has one for that variation), keeping the dialog open', async () => {
    server.use(
      mockGymOwner(),
      mockCustomPrices(),
      mockCreateCustomPrice(() =>
        apiError(409, 'This partner already has a custom price for this product variation: edit it instead', 'CONFLICT'),
      ),
    );
    const user = await renderPartner();
    await user.click(screen.getByRole('button', { name: 'Add custom price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add custom price' });
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Product variation' }), 'sema-025');
    await user.type(within(dialog).getByRole('textbox', { name: 'Monthly price' }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add price' }));
    expect((await within(dialog).findAllByText(/already has a custom price/)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Add custom price' })).toBeInTheDocument();
  });

  it('edits a price and deletes one after a confirmation', async () => {
    const update = mockUpdateCustomPrice();
    const remove = mockDeleteCustomPrice();
    server.use(mockGymOwner(), mockCustomPrices(), update, remove);
    const user = await renderPartner();
    await user.click(await screen.findByRole('button', { name: 'Edit the custom price of Semaglutide: Semaglutide starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit custom price' });
    const field = within(dialog).getByRole('textbox', { name: 'Monthly price' });
    expect(field).toHaveValue('199.00');
    await user.clear(field);
    await user.type(field, '179');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Custom price updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ monthlyPriceCents: 17_900 }]);
    expect(update.calls[0].params).toMatchObject({ id: PRICE_ID });

    await user.click(screen.getByRole('button', { name: 'Delete the custom price of Semaglutide: Semaglutide starter' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this custom price?' });
    expect(confirm).toHaveTextContent('go back to the list price, $249.00 a month');
    await user.click(within(confirm).getByRole('button', { name: 'Delete price' }));
    expect(await screen.findByText('Custom price deleted successfully')).toBeInTheDocument();
    expect(remove.calls).toHaveLength(1);
  });

  it('shows an error with a retry when the prices do not load', async () => {
    server.use(
      mockGymOwner(),
      mockCustomPrices(() => failure(500)),
    );
    await renderPartner();
    expect(await screen.findByText('Error fetching custom prices')).toBeInTheDocument();
  });
});

describe('sending a payout', () => {
  it('shows what is owed, and sends it after a confirmation with an Idempotency-Key', async () => {
    const send = mockSendPayout();
    const detail = mockGymOwner(gymOwnerDetail({ payoutAccountStatus: 'ACTIVE', payoutBalance: OWED }));
    server.use(mockCustomPrices(), detail, send);
    const user = await renderPartner();
    const section = screen.getByRole('region', { name: 'Payouts' });
    expect(within(section).getByText('$150.00')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Send payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send $150.00 to Harbor Fitness Club?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send payout' }));
    expect(await screen.findByText('Payout has been sent successfully')).toBeInTheDocument();
    expect(send.bodies).toEqual([{ amountCents: 15_000 }]);
    expect(send.calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect(detail.calls.length).toBeGreaterThan(1));
  });

  it("says why a payout was refused, and cannot be sent before the partner's account is connected or with nothing owed", async () => {
    server.use(
      mockCustomPrices(),
      mockGymOwner(gymOwnerDetail({ payoutAccountStatus: 'ACTIVE', payoutBalance: OWED })),
      mockSendPayout(() => apiError(422, 'A payout can be at most what this partner is owed, $100.00; $150.00 is more', 'MORE_THAN_OWED')),
    );
    const user = await renderPartner();
    await user.click(within(screen.getByRole('region', { name: 'Payouts' })).getByRole('button', { name: 'Send payout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send payout' }));
    expect(await screen.findByText(/at most what this partner is owed/)).toBeInTheDocument();
  });

  it('is disabled without a connected payout account', async () => {
    server.use(mockCustomPrices(), mockGymOwner(gymOwnerDetail({ payoutAccountStatus: 'NOT_CONNECTED', payoutBalance: OWED })));
    await renderPartner();
    const section = screen.getByRole('region', { name: 'Payouts' });
    expect(within(section).getByRole('button', { name: 'Send payout' })).toBeDisabled();
    expect(within(section).getByText(/has not connected its payout account/)).toBeInTheDocument();
  });
});
