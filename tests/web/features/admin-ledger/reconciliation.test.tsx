import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReconciliationPage, SalesPersonLedgerPage } from '@/features/admin-ledger';
import { failure } from '../../mocks/http';
import { mockReconciliation, mockSalesPersonLedger, reconciliation } from '../../mocks/ledger';
import { mockSalesPersonPayouts, SALES_USER_ID } from '../../mocks/sales-payouts';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

const difference = {
  paymentId: '50000000-0000-4000-8000-000000000001',
  providerRef: 'sandbox_pi_abc',
  orderNumber: 1042,
  ledgerCapturedCents: 24_900,
  ledgerRefundedCents: 5_000,
  processorCapturedCents: 24_900,
  processorRefundedCents: 0,
  ledgerFeeCents: 752,
  processorFeeCents: 752,
  matches: false,
  occurredAt: '2026-03-10T15:00:00.000Z',
};

describe('the reconciliation page', () => {
  it('says "Everything matches" when our ledger and the processor agree', async () => {
    server.use(mockReconciliation());
    await renderAdminPage(<ReconciliationPage />, '/reconciliation');
    expect(screen.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeInTheDocument();
    expect(await screen.findByText('Everything matches')).toBeInTheDocument();
    expect(screen.getByText("12 charges checked against the sandbox processor's record.")).toBeInTheDocument();
  });

  it('lists each charge that differs, ours beside the processor’s, and walks to older charges', async () => {
    const calls = mockReconciliation(({ query }) =>
      query.cursor === 'older' ? reconciliation({ checked: 3 }) : reconciliation({ differences: [difference], nextCursor: 'older' }),
    );
    server.use(calls);
    await renderAdminPage(<ReconciliationPage />, '/reconciliation');
    const table = await screen.findByRole('table', { name: 'Differences' });
    expect(screen.getByRole('region', { name: 'Differences (1)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('#1042sandbox_pi_abc');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$249.00$249.00$50.00$0.00$7.52$7.52');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Older charges' }));
    expect(await screen.findByText("3 charges checked against the sandbox processor's record (older charges).")).toBeInTheDocument();
    expect(screen.getByText('Everything matches')).toBeInTheDocument();
    expect(calls.queries.map((q) => q.cursor)).toEqual([undefined, 'older']);
    await user.click(screen.getByRole('button', { name: 'Newer charges' }));
    expect(await screen.findByRole('table', { name: 'Differences' })).toBeInTheDocument();
  });

  it('shows the processor fees on both sides, and a fee Stripe has not settled yet', async () => {
    const feeDiffers = { ...difference, ledgerRefundedCents: 0, ledgerFeeCents: 752, processorFeeCents: 2_252 };
    const unsettled = { ...difference, paymentId: '50000000-0000-4000-8000-000000000002', orderNumber: 1043, processorFeeCents: null };
    server.use(mockReconciliation(reconciliation({ processor: 'stripe', differences: [feeDiffers, unsettled] })));
    await renderAdminPage(<ReconciliationPage />, '/reconciliation');
    const table = await screen.findByRole('table', { name: 'Differences' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(-2)).toEqual(['Processor fees (ledger)', 'Processor fees (processor)']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('#1042');
    expect(first).toHaveTextContent('$0.00$0.00$7.52$22.52');
    expect(second).toHaveTextContent('#1043');
    expect(second).toHaveTextContent('$7.52Not settled yet');
  });

  it('says when the processor keeps no record to compare, and when the load fails', async () => {
    server.use(mockReconciliation(reconciliation({ processor: 'stripe', processorRecordAvailable: false })));
    const view = await renderAdminPage(<ReconciliationPage />, '/reconciliation');
    expect(await screen.findByText('Stripe keeps no record we can read: there is nothing to compare.')).toBeInTheDocument();
    view.unmount();
    server.use(mockReconciliation(() => failure()));
    await renderAdminPage(<ReconciliationPage />, '/reconciliation');
    expect(await screen.findByText('Error fetching the reconciliation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe("a sales person's ledger page", () => {
  it("shows their name, their commission's balance and its entries", async () => {
    const ledger = mockSalesPersonLedger();
    server.use(ledger, mockSalesPersonPayouts());
    await renderAdminPage(<SalesPersonLedgerPage />, '/sales-people/:userId/ledger', `/sales-people/${SALES_USER_ID}/ledger`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ledger of Sam Sellers' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Ledger' });
    expect(await within(section).findByRole('table', { name: 'Ledger entries' })).toBeInTheDocument();
    expect(ledger.calls[0].params.userId).toBe(SALES_USER_ID);
    expect(screen.getByRole('link', { name: 'Back to Admin Settings' })).toHaveAttribute('href', '/admin-settings');
  });
});
