import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PartnerLeaderboardPage, PartnersAtRiskPage } from '@/features/admin-partners';
import { atRiskPartner, mockLeaderboard, mockPartnersAtRisk } from '../../mocks/admin-partners';
import { failure } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('partner leaderboard', () => {
  it('ranks the partners over the last 30 days by revenue, and over another period or by paid orders when asked', async () => {
    const board = mockLeaderboard();
    server.use(board);
    await renderAdminPage(<PartnerLeaderboardPage />, '/partner-leaderboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Leaderboard' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Partner leaderboard' });
    const first = within(table).getByRole('link', { name: 'Summit Strength Gym' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('$2,093.00')).toBeInTheDocument();
    expect(within(first).getByText('7')).toBeInTheDocument();
    expect(screen.getByText(/9 paid orders, \$2,691\.00 in all/)).toBeInTheDocument();
    expect(board.queries[0]).toEqual({ startDate: day(29), endDate: day(0), rankBy: 'revenue', limit: '25' });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 90 days');
    await waitFor(() => expect(board.queries.at(-1)).toMatchObject({ startDate: day(89) }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rank by' }), 'Paid orders');
    await waitFor(() => expect(board.queries.at(-1)).toMatchObject({ rankBy: 'paidOrders' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom dates');
    expect(screen.getByLabelText('From')).toHaveValue(day(29));
  });

  it('says when no partner sold in the period, and when the leaderboard cannot load', async () => {
    server.use(
      mockLeaderboard({ startDate: day(29), endDate: day(0), rankBy: 'revenue', partners: [], totals: { paidOrders: 0, revenueCents: 0 } }),
    );
    const view = await renderAdminPage(<PartnerLeaderboardPage />, '/partner-leaderboard');
    expect(await screen.findByText('No paid orders in this period')).toBeInTheDocument();
    view.unmount();
    server.use(mockLeaderboard(() => failure()));
    await renderAdminPage(<PartnerLeaderboardPage />, '/partner-leaderboard');
    expect(await screen.findByText('Error fetching partner leaderboard')).toBeInTheDocument();
  });
});

describe('partners at risk', () => {
  it('lists each partner at risk with its reasons in words', async () => {
    const risk = mockPartnersAtRisk(({ query }) => ({
      days: Number(query.days),
      partners: [
        atRiskPartner(),
        atRiskPartner({
          gymOwnerId: '66666666-6666-4666-8666-666666666666',
          businessName: 'Declined Card Gym',
          reasons: ['FAILED_CHARGES'],
          failedInvoices: 1,
          recentOrders: 3,
          previousOrders: 2,
        }),
      ],
    }));
    server.use(risk);
    await renderAdminPage(<PartnersAtRiskPage />, '/partners-at-risk');
    expect(screen.getByRole('heading', { level: 1, name: 'Partners At Risk' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Partners at risk' });
    const harbor = within(table).getByRole('link', { name: 'Harbor Fitness Club' }).closest('tr') as HTMLElement;
    expect(within(harbor).getByText('No recent orders: none in 30 days')).toBeInTheDocument();
    expect(within(harbor).getByText('Volume down by half: 0 against 2')).toBeInTheDocument();
    const declined = within(table).getByRole('link', { name: 'Declined Card Gym' }).closest('tr') as HTMLElement;
    expect(within(declined).getByText('Declined invoice charges: 1 unpaid')).toBeInTheDocument();
    expect(risk.queries[0]).toEqual({ days: '30' });

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Compare periods of' }), '60 days');
    await waitFor(() => expect(risk.queries.at(-1)).toEqual({ days: '60' }));
  });

  it('says when no partner is at risk, and when the list cannot load', async () => {
    server.use(mockPartnersAtRisk({ days: 30, partners: [] }));
    const view = await renderAdminPage(<PartnersAtRiskPage />, '/partners-at-risk');
    expect(await screen.findByText('No partner is at risk')).toBeInTheDocument();
    view.unmount();
    server.use(mockPartnersAtRisk(() => failure()));
    await renderAdminPage(<PartnersAtRiskPage />, '/partners-at-risk');
    expect(await screen.findByText('Error fetching partners at risk')).toBeInTheDocument();
  });
});
