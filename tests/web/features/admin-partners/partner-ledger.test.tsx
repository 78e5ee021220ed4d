import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminPartnerPage } from '@/features/admin-partners';
import { mockGymOwner, mockPartnerPatients, PARTNER_ID } from '../../mocks/admin-partners';
import { apiError, failure } from '../../mocks/http';
import { ORDER_ID } from '../../mocks/ids';
import { ledgerEntry, mockPartnerLedger, partyLedger } from '../../mocks/ledger';
import { mockCustomPrices } from '../../mocks/pricing-payouts';
import { mockAdminRenewals } from '../../mocks/renewals';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();
beforeEach(() => server.use(mockGymOwner(), mockAdminRenewals(), mockPartnerPatients(), mockCustomPrices()));

async function renderLedger() {
  await renderAdminPage(<AdminPartnerPage />, '/partners/:id', `/partners/${PARTNER_ID}`);
  return screen.findByRole('region', { name: 'Ledger' });
}

describe("the partner's ledger", () => {
  it('shows the balance of each account and the entries behind it: kind, account, amount, reason, order', async () => {
    const ledger = mockPartnerLedger();
    server.use(ledger);
    const section = await renderLedger();
    const table = await within(section).findByRole('table', { name: 'Ledger entries' });
    expect(within(section).getByText('Commission owed', { selector: 'dt' }).nextSibling).toHaveTextContent('$19.90');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Commission reversedCommission owed-$5.00Commission reversed on order #1002#1002');
    expect(rows[2]).toHaveTextContent('Commission earnedCommission owed$24.90Commission on order #1001#1001');
    expect(within(rows[2]).getByRole('link', { name: '#1001' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(ledger.calls[0].params.id).toBe(PARTNER_ID);
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the older entries with the cursor of the page before ("Load more")', async () => {
    const ledger = mockPartnerLedger(({ query }) =>
      query.cursor === 'page-2'
        ? partyLedger({
            items: [ledgerEntry(3, { kind: 'PAYOUT_RESERVED', amountCents: -1_000, reason: 'Payout', orderId: null, orderNumber: null })],
            nextCursor: null,
          })
        : partyLedger({ nextCursor: 'page-2' }),
    );
    server.use(ledger);
    const section = await renderLedger();
    await within(section).findByRole('table', { name: 'Ledger entries' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(section).findByText('Payout')).toBeInTheDocument();
    expect(within(section).getAllByRole('row')).toHaveLength(4);
    expect(ledger.queries.map((q) => q.cursor)).toEqual([undefined, 'page-2']);
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says why "Load more" failed, and keeps what was shown', async () => {
    server.use(
      mockPartnerLedger(({ query }) =>
        query.cursor
          ? apiError(400, 'This page cursor is not valid: start again from the first page')
          : partyLedger({ nextCursor: 'page-2' }),
      ),
    );
    const section = await renderLedger();
    await within(section).findByRole('table', { name: 'Ledger entries' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(section).findByText('This page cursor is not valid: start again from the first page')).toBeInTheDocument();
    expect(within(section).getAllByRole('row')).toHaveLength(3);
  });

  it('says so when there are no entries', async () => {
    server.use(mockPartnerLedger(partyLedger({ balances: [], items: [] })));
    const empty = await renderLedger();
    expect(await within(empty).findByText('No ledger entries yet')).toBeInTheDocument();
  });

  it('shows an error with a retry when the ledger fails to load', async () => {
    let calls = 0;
    server.use(mockPartnerLedger(() => (++calls === 1 ? failure() : partyLedger())));
    const section = await renderLedger();
    expect(await within(section).findByText("Error fetching the partner's ledger")).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('table', { name: 'Ledger entries' })).toBeInTheDocument();
  });
});
