import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PayoutDetailPage } from '@/features/partner-account';
import { goToUrl } from '@/lib/go-to-url';
import { mockConnectPayoutAccount, mockPartnerProfile, partnerProfile } from '../../mocks/accounts';
import { failure } from '../../mocks/http';
import { commissionEarned, mockCommissionEarned, mockPartnerTransactions } from '../../mocks/payments';
import { mockPartnerPayouts } from '../../mocks/pricing-payouts';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPartnerPage } from './render';

vi.mock('@/lib/go-to-url', () => ({ goToUrl: vi.fn() }));

setupMswLifecycle();

function payoutHandlers() {
  const commission = mockCommissionEarned(({ query }) => ({ ...commissionEarned, period: (query.period ?? 'week') as 'week' }));
  const transactions = mockPartnerTransactions(23);
  server.use(mockPartnerProfile(), commission, transactions);
  const payouts = mockPartnerPayouts();
  server.use(payouts);
  return { commission, transactions, payouts };
}

async function renderPayout() {
  const view = await renderPartnerPage(<PayoutDetailPage />, '/payout-detail');
  await screen.findByRole('button', { name: 'Connect payout account' });
  return view;
}

describe('partner payout details page', () => {
  it('connects the payout account: the sandbox answers ACTIVE at once', async () => {
    payoutHandlers();
    const connect = mockConnectPayoutAccount();
    server.use(connect);
    await renderPayout();
    expect(screen.getByRole('heading', { level: 1, name: 'Payout details' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Payout account' });
    expect(within(card).getAllByText('Not connected').length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect payout account' }));
    expect(await screen.findByText('Payout account connected successfully')).toBeInTheDocument();
    expect(within(card).getAllByText('Active').length).toBeGreaterThan(0);
    expect(within(card).getByText('Apr 2, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect payout account' })).not.toBeInTheDocument();
    expect(connect.calls).toHaveLength(1);
    expect(goToUrl).not.toHaveBeenCalled();
  });

  it('sends the browser to the onboarding page when the provider needs more details', async () => {
    payoutHandlers();
    server.use(
      mockConnectPayoutAccount({ status: 'ONBOARDING', connectedAt: null, onboardingUrl: 'https://connect.stripe.test/setup/abc' }),
    );
    await renderPayout();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect payout account' }));
    await waitFor(() => expect(goToUrl).toHaveBeenCalledWith('https://connect.stripe.test/setup/abc'));
    expect(await screen.findByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
  });

  it('shows the commission earned per period, and asks again for another period', async () => {
    const { commission } = payoutHandlers();
    await renderPayout();
    const section = screen.getByRole('region', { name: 'Commission earned' });
    expect(await within(section).findByText('$99.60')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Commission by period' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Week of Apr 20$498.00$49.80');
    expect(rows[2]).toHaveTextContent('Week of Apr 13$498.00$49.80');
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Monthly' }));
    await waitFor(() => expect(commission.queries.at(-1)).toEqual({ period: 'month' }));
    expect(await within(section).findAllByText('Apr 2026')).not.toHaveLength(0);
  });

  it('lists the transactions as USD with their commission, a page at a time', async () => {
    const { transactions } = payoutHandlers();
    await renderPayout();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Payment#1001$249.00$24.90');
    expect(rows[5]).toHaveTextContent('Refund#1005-$249.00-$24.90');
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Transactions' });
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of 23')).toBeInTheDocument();
    expect(transactions.queries.at(-1)).toMatchObject({ page: '2', limit: '10', sort: 'occurredAt:desc' });
  });

  it('shows the payouts received and the balance still owed, asking for payouts only', async () => {
    const { payouts } = payoutHandlers();
    await renderPayout();
    const section = screen.getByRole('region', { name: 'Payouts' });
    expect(await within(section).findByText('$76.55')).toBeInTheDocument();
    expect(within(section).getByText('Balance owed')).toBeInTheDocument();
    const table = await within(section).findByRole('table', { name: 'Payouts' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$123.45Sent');
    expect(payouts.queries[0]).toMatchObject({ kind: 'PAYOUT', page: '1', limit: '10', sort: 'occurredAt:desc' });
  });

  it('shows empty states without money movements, and errors when a part does not load', async () => {
    server.use(
      mockPartnerProfile({ ...partnerProfile, payoutAccount: { status: 'ACTIVE', connectedAt: '2026-04-02T10:00:00.000Z' } }),
      mockCommissionEarned({ ...commissionEarned, totalCents: 0, periods: [] }),
      mockPartnerTransactions(0),
    );
    server.use(
      mockPartnerPayouts(() => ({
        kind: 'PAYOUT',
        items: [],
        total: 0,
        page: 1,
        limit: 10,
        totalPages: 0,
        balance: { earnedCents: 0, paidOutCents: 0, owedCents: 0 },
      })),
    );
    const view = await renderPartnerPage(<PayoutDetailPage />, '/payout-detail');
    expect(await screen.findByText('No commission in this range yet')).toBeInTheDocument();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
    view.unmount();

    server.use(
      mockPartnerProfile(() => failure(500)),
      mockCommissionEarned(() => failure(500)),
      mockPartnerTransactions(0),
    );
    server.use(mockPartnerPayouts(() => failure(500)));
    await renderPartnerPage(<PayoutDetailPage />, '/payout-detail');
    expect(await screen.findByText('Error fetching profile')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching commission earned')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching payouts')).toBeInTheDocument();
  });
});
