import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminDashboardPage } from '@/features/admin-oversight/dashboard';
import { mockAdminDashboard } from '../../mocks/admin-oversight';
import { failure } from '../../mocks/http';
import { mockAdminAlerts } from '../../mocks/ledger';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

const SALES_PERSON = '14141414-1414-4141-8141-141414141414';
const mismatch = {
  id: '40000000-0000-4000-8000-000000000001',
  kind: 'LEDGER_MISMATCH',
  message: 'The ledger check found 1 account balance(s) not equal to the sum of their entries.',
  details: {
    unbalanced: [],
    balances: [{ account: 'SALES_COMMISSION_PAYABLE', party_id: SALES_PERSON, balance: '1001', entries: '1000' }],
    unposted: [{ kind: 'PAYMENT', id: 'x' }],
  },
  createdAt: '2026-03-12T03:00:00.000Z',
  resolvedAt: null,
};

describe("the admin dashboard's money alerts", () => {
  it('lists each open ledger mismatch with what the check found, and links to the reconciliation', async () => {
    server.use(...mockAdminDashboard());
    // Registered after the dashboard's defaults: the last handler in use answers.
    server.use(
      mockAdminAlerts({
        items: [mismatch, { ...mismatch, id: '40000000-0000-4000-8000-000000000002', resolvedAt: '2026-03-12T09:00:00.000Z' }],
        nextCursor: null,
      }),
    );
    await renderAdminPage(<AdminDashboardPage />, '/');
    const card = await screen.findByRole('region', { name: 'Money alerts' });
    const alerts = await within(card).findAllByRole('listitem');
    // The resolved one is not shown.
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(mismatch.message);
    expect(alerts[0]).toHaveTextContent(`Sales commission payable of ${SALES_PERSON}: balance $10.01, entries $10.00`);
    expect(alerts[0]).toHaveTextContent('Money rows missing from the ledger: 1');
    expect(within(card).getByRole('link', { name: 'Reconciliation' })).toHaveAttribute('href', '/reconciliation');
  });

  it('says "No alerts" when the check found nothing', async () => {
    server.use(...mockAdminDashboard());
    await renderAdminPage(<AdminDashboardPage />, '/');
    const card = await screen.findByRole('region', { name: 'Money alerts' });
    expect(await within(card).findByText('No alerts')).toBeInTheDocument();
  });

  it('says so when the alerts fail to load, and tries again', async () => {
    let calls = 0;
    server.use(...mockAdminDashboard());
    // Registered after the dashboard's defaults: the last handler in use answers.
    server.use(mockAdminAlerts(() => (++calls === 1 ? failure() : { items: [mismatch], nextCursor: null })));
    await renderAdminPage(<AdminDashboardPage />, '/');
    const card = await screen.findByRole('region', { name: 'Money alerts' });
    expect(await within(card).findByText('Error fetching the money alerts')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: /try again/i }));
    expect(await within(card).findByText(mismatch.message)).toBeInTheDocument();
  });
});
