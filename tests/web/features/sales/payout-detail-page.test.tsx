import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SalesPayoutDetailPage } from '@/features/sales';
import { apiError, failure } from '../../mocks/http';
import { mockConnectSalesPayoutAccount, mockSalesSummary, mockSalesTransactions, salesTransaction } from '../../mocks/sales';
import { mockSalesPayouts } from '../../mocks/sales-payouts';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderSalesPage } from './render';

setupMswLifecycle();

const NOTHING = { earnedCents: 0, paidOutCents: 0, owedCents: 0 };

describe('sales payout details', () => {
  it('shows the ledger and connects the payout account', async () => {
    const connect = mockConnectSalesPayoutAccount();
    server.use(
      mockSalesSummary(),
      mockSalesTransactions({
        items: [
          salesTransaction(),
          salesTransaction({ id: '10101010-1010-4101-8101-101010101010', kind: 'REFUND', amountCents: -29_900, commissionCents: -2_990 }),
        ],
        total: 2,
        page: 1,
        limit: 10,
        totalPages: 1,
      }),
      connect,
    );
    const payouts = mockSalesPayouts();
    server.use(payouts);
    await renderSalesPage(<SalesPayoutDetailPage />, '/payout-detail');
    expect(screen.getByRole('heading', { level: 1, name: 'Payout details' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByText('Summit Strength Gym')).toHaveLength(2);
    expect(within(table).getByText('Refund')).toBeInTheDocument();
    expect(within(table).getByText('-$29.90')).toBeInTheDocument();
    const received = screen.getByRole('region', { name: 'Payouts' });
    const payoutsTable = await within(received).findByRole('table', { name: 'Payouts' });
    expect(within(payoutsTable).getByText('$123.45')).toBeInTheDocument();
    expect(within(payoutsTable).getByText('Sent')).toBeInTheDocument();
    expect(within(received).getByText('$76.55')).toBeInTheDocument();
    expect(payouts.queries[0]).toMatchObject({ kind: 'PAYOUT', sort: 'occurredAt:desc' });
    const earned = screen.getByRole('region', { name: 'Commission' });
    expect(within(earned).getByText('$358.80')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect payout account' }));
    expect(await screen.findByText('Payout account connected successfully')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payout account' })).getAllByText('Active').length).toBeGreaterThan(0);
    expect(connect.bodies).toEqual([{}]);
  });

  it('says when there are no transactions yet, and shows a refused connection', async () => {
    server.use(
      mockSalesSummary(),
      mockSalesTransactions({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 }),
      mockConnectSalesPayoutAccount(() => apiError(503, 'The payment service is not answering. Try again in a minute.')),
    );
    server.use(mockSalesPayouts(() => ({ kind: 'PAYOUT', items: [], total: 0, page: 1, limit: 10, totalPages: 0, balance: NOTHING })));
    await renderSalesPage(<SalesPayoutDetailPage />, '/payout-detail');
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect payout account' }));
    expect(await screen.findByText('The payment service is not answering. Try again in a minute.')).toBeInTheDocument();
  });

  it('says when the payouts cannot be fetched, with a retry', async () => {
    server.use(mockSalesSummary(), mockSalesTransactions(), mockConnectSalesPayoutAccount());
    server.use(mockSalesPayouts(() => failure(500)));
    await renderSalesPage(<SalesPayoutDetailPage />, '/payout-detail');
    const received = screen.getByRole('region', { name: 'Payouts' });
    expect(await within(received).findByText('Error fetching payouts')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeInTheDocument();
  });

  it('says when the figures cannot be fetched, rather than loading for ever', async () => {
    server.use(
      mockSalesSummary(() => failure(500)),
      mockSalesTransactions(),
      mockSalesPayouts(),
    );
    await renderSalesPage(<SalesPayoutDetailPage />, '/payout-detail');
    const earned = screen.getByRole('region', { name: 'Commission' });
    expect(await within(earned).findByText('Could not load your figures')).toBeInTheDocument();
    expect(within(earned).queryByText('Loading…')).not.toBeInTheDocument();
    expect(within(earned).getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
