import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminDashboardPage } from '@/features/admin-oversight/dashboard';
import { mockAdminDashboard } from '../../mocks/admin-oversight';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';
import { mockAdminOutcomes } from '../../mocks/outcomes';

setupMswLifecycle();
// The outcome card or table each of these pages now shows (tests/web/features/outcomes covers it).
beforeEach(() => server.use(mockAdminOutcomes()));

describe('the admin dashboard', () => {
  it('shows the figures, with counted nouns', async () => {
    server.use(...mockAdminDashboard());
    await renderAdminPage(<AdminDashboardPage />, '/');
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByText('$12,345.00')).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Team' });
    expect(within(team).getByText('7')).toBeInTheDocument();
    expect(within(team).getByText('2 doctors, 1 partner, 3 health pros, 1 admin.')).toBeInTheDocument();
  });

  it("reads every month of the trends' range, zero where the server sent none", async () => {
    server.use(...mockAdminDashboard());
    await renderAdminPage(<AdminDashboardPage />, '/');
    const trends = await screen.findByRole('region', { name: 'Order trends' });
    const months = await within(trends).findAllByRole('listitem');
    // December 2025 to November 2026: twelve months, of which the server sent only November.
    expect(months.map((m) => m.textContent)).toHaveLength(12);
    expect(months[0]).toHaveTextContent('Dec 2025: 0 orders, 0 paid, $0.00');
    expect(months[9]).toHaveTextContent('Sep 2026: 0 orders, 0 paid, $0.00');
    expect(months[11]).toHaveTextContent('Nov 2026: 14 orders, 12 paid, $4,000.00');
  });
});
