import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PartnerDashboardPage } from '@/features/partner-care/dashboard';
import { formatMonth, monthStart } from '@/features/partner-care/lib/dates';
import { mockPartnerProfile, partnerProfile } from '../../mocks/accounts';
import { mockCreateShortLink, shortLink } from '../../mocks/api-keys';
import { apiError } from '../../mocks/http';
import {
  mockPartnerDashboardSummary,
  mockPartnerOrdersCountByStatus,
  mockPartnerOrderStats,
  mockPartnerQuickApproval,
  mockUpdatePartnerOrder,
  partnerOrderSummary,
} from '../../mocks/orders';
import { mockPartnerPatientsRegistered, mockPartnerSummary } from '../../mocks/patients';
import { commissionEarned, mockCommissionEarned } from '../../mocks/payments';
import { mockUpcomingRenewals, renewal } from '../../mocks/renewals';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPartnerPage } from './render';
import { mockPartnerOutcomes } from '../../mocks/outcomes';

setupMswLifecycle();
// The outcome card or table each of these pages now shows (tests/web/features/outcomes covers it).
beforeEach(() => server.use(mockPartnerOutcomes()));

/** The charts draw the last twelve months: the figures are put in the month before this one. */
const lastMonth = monthStart(1);

const waiting = [
  partnerOrderSummary({ number: 1042, patientName: 'Pat Jordan' }),
  partnerOrderSummary({ id: '77777777-7777-4777-8777-000000000002', number: 1043, patientName: 'Riley Chen' }),
];

function mockDashboard() {
  const update = mockUpdatePartnerOrder();
  server.use(
    mockPartnerDashboardSummary(),
    mockPartnerSummary(),
    mockCommissionEarned(({ query }) => ({
      ...commissionEarned,
      period: query.period as 'month',
      periods: [{ periodStart: lastMonth, salesCents: 49_800, commissionCents: 4_980 }],
    })),
    mockPartnerQuickApproval({ orders: waiting, total: 2 }),
    mockUpcomingRenewals({ items: [renewal({ patientName: 'Morgan Blake' })], total: 1, page: 1, limit: 5, totalPages: 1 }),
    mockPartnerOrdersCountByStatus(),
    mockPartnerPatientsRegistered({ period: 'month', points: [{ periodStart: lastMonth, count: 5 }], total: 5 }),
    mockPartnerOrderStats(),
    mockPartnerProfile(),
    update,
  );
  return update;
}

const card = (name: string) => screen.getByRole('region', { name });

describe('partner dashboard', () => {
  it('shows the figures, the renewals due this week, the charts in words and the medication order stats', async () => {
    mockDashboard();
    await renderPartnerPage(<PartnerDashboardPage />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await within(card('Awaiting your approval')).findByText('2')).toBeInTheDocument();
    expect(within(card('Renewals due soon')).getByText('3')).toBeInTheDocument();
    expect(await within(card('Commission this month')).findByText('$99.60')).toBeInTheDocument();
    expect(within(card('Commission this month')).getByRole('link', { name: 'See payout details' })).toHaveAttribute(
      'href',
      '/payout-detail',
    );
    expect(await within(card('Patients')).findByText('9')).toBeInTheDocument();
    expect(await within(card('Renewals due this week')).findByText(/Morgan Blake/)).toBeInTheDocument();

    expect(await screen.findByText('Under review: 2', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Patients registered' })).getByText(`${formatMonth(lastMonth)}: 5`),
    ).toBeInTheDocument();
    expect(within(card('Commission earned')).getByText(`${formatMonth(lastMonth)}: $49.80`)).toBeInTheDocument();

    const stats = await screen.findByRole('table', { name: 'Medication order stats' });
    const row = within(stats).getByText('Semaglutide program').closest('tr') as HTMLElement;
    expect(within(row).getByText('$2,392.00')).toBeInTheDocument();
    // The medication under the product's name (four columns: the product's name keeps its words beside the link card).
    expect(within(row).getByText('semaglutide')).toBeInTheDocument();
    expect(
      within(stats)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Orders', 'Patients', 'Sales']);
  });

  it('counts one treatment and one order in the singular', async () => {
    mockDashboard();
    server.use(
      mockPartnerDashboardSummary({
        totalOrders: 1,
        ordersThisMonth: 1,
        awaitingApproval: 0,
        activeTreatments: 1,
        renewalsDueSoon: 1,
        salesCents: 24_900,
      }),
    );
    await renderPartnerPage(<PartnerDashboardPage />, '/');
    expect(await within(card('Renewals due soon')).findByText('1 treatment in progress.')).toBeInTheDocument();
    expect(within(card('Orders this month')).getByText('1 order in all, $249.00 in sales.')).toBeInTheDocument();
  });

  it('approves an order from the quick approval list, with the toast', async () => {
    const update = mockDashboard();
    await renderPartnerPage(<PartnerDashboardPage />, '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve order #1042' }));
    expect(await screen.findByText('Order updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ approvalStatus: 'APPROVED' }]);
  });

  it('asks before declining, then declines; a refusal shows the server message', async () => {
    const update = mockDashboard();
    await renderPartnerPage(<PartnerDashboardPage />, '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline order #1043' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline order #1043?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update.bodies).toEqual([]);

    server.use(mockUpdatePartnerOrder(() => apiError(409, 'The doctor has already decided on this order')));
    await user.click(screen.getByRole('button', { name: 'Decline order #1043' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline order' }));
    expect(await screen.findByText('The doctor has already decided on this order')).toBeInTheDocument();
  });

  it("shows the partner's intake link on the patient host, with a QR code and a copy button", async () => {
    mockDashboard();
    await renderPartnerPage(<PartnerDashboardPage />, '/');
    const link = `http://patient.localhost:3000/start?partner=${partnerProfile.id}`;
    const field = await screen.findByRole('textbox', { name: 'Your intake link' });
    expect(field).toHaveValue(link);
    // A text area wraps the whole address; a one-line input cut it ("http://patient.localh").
    expect(field.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('img', { name: 'QR code of your intake link' })).toBeInTheDocument();
    // user-event puts its own clipboard in the page.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('copies a short link of the intake link, made once', async () => {
    mockDashboard();
    const create = mockCreateShortLink((url) => shortLink({ targetUrl: url }));
    server.use(create);
    await renderPartnerPage(<PartnerDashboardPage />, '/');
    const link = `http://patient.localhost:3000/start?partner=${partnerProfile.id}`;
    await screen.findByRole('textbox', { name: 'Your intake link' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy short link' }));
    expect(await screen.findByText('Short link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(shortLink().shortUrl);
    expect(screen.getByText(`Short link: ${shortLink().shortUrl}`)).toBeInTheDocument();
    expect(create.bodies).toEqual([{ url: link }]);
    await user.click(screen.getByRole('button', { name: 'Copy short link' }));
    expect(create.bodies).toHaveLength(1);
  });

  it('says when the short link cannot be made', async () => {
    mockDashboard();
    server.use(mockCreateShortLink(() => apiError(422, 'The link names no partner of ours')));
    await renderPartnerPage(<PartnerDashboardPage />, '/');
    await screen.findByRole('textbox', { name: 'Your intake link' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy short link' }));
    expect(await screen.findByText('The link names no partner of ours')).toBeInTheDocument();
  });
});
