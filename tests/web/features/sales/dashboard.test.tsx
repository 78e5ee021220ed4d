import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SalesDashboardPage } from '@/features/sales/dashboard';
import { failure } from '../../mocks/http';
import { mockPartnerRegistered, mockSalesCommissionEarned, mockSalesSummary } from '../../mocks/sales';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderSalesPage } from './render';

setupMswLifecycle();

const card = (name: string) => screen.getByRole('region', { name });

describe('sales dashboard', () => {
  it('shows the figures and the two charts in words, and asks for another period', async () => {
    server.use(mockSalesSummary());
    const registered = queriesOf(mockPartnerRegistered());
    const commission = queriesOf(mockSalesCommissionEarned());
    await renderSalesPage(<SalesDashboardPage />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Sam.')).toBeInTheDocument();
    expect(await within(card('Partners')).findByText('3')).toBeInTheDocument();
    expect(within(card('Partners')).getByText('1 new this month')).toBeInTheDocument();
    expect(within(card('Paid orders')).getByText('12')).toBeInTheDocument();
    expect(within(card('Commission earned')).getByText('$358.80')).toBeInTheDocument();
    expect(within(card('Commission this month')).getByText('$49.80')).toBeInTheDocument();

    const partners = await screen.findByRole('region', { name: 'Partners registered' }, { timeout: 15_000 });
    expect(await within(partners).findByText('Feb 2026: 2')).toBeInTheDocument();
    expect(within(partners).getByText('Jan 2026: 0')).toBeInTheDocument();
    const earned = screen.getByRole('region', { name: 'Commission by period' });
    expect(within(earned).getByText('Mar 2026: $59.80')).toBeInTheDocument();
    expect(within(earned).getByText('Total: $59.80')).toBeInTheDocument();
    expect(registered[0]).toEqual({ period: 'month' });
    expect(commission[0]).toEqual({ period: 'month' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Weekly' }));
    await waitFor(() => expect(registered.at(-1)).toEqual({ period: 'week' }));
    expect(commission.at(-1)).toEqual({ period: 'week' });
  });

  it('says when there is nothing in range yet, and when the figures cannot load', async () => {
    server.use(
      mockSalesSummary(() => failure()),
      mockPartnerRegistered({ period: 'month', startDate: '2026-01-01', endDate: '2026-03-15', points: [], total: 0 }),
      mockSalesCommissionEarned({
        period: 'month',
        startDate: '2026-01-01',
        endDate: '2026-03-15',
        commissionRateBps: 1000,
        totalCents: 0,
        periods: [],
      }),
    );
    await renderSalesPage(<SalesDashboardPage />, '/');
    expect(await screen.findByText('Could not load your figures')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(await screen.findByText('No partners registered in this range yet.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/No commission in this range yet/)).toBeInTheDocument();
  });
});
