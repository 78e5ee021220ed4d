import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoctorDashboardPage } from '@/features/dashboard';
import { waitingTime } from '@/features/dashboard/lib/waiting-time';
import { failure, type Call } from '../../mocks/http';
import { doctorOrderSummary, mockDoctorOrders } from '../../mocks/orders';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';

setupMswLifecycle();

const NOW = new Date('2026-03-13T15:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Each status's total, and the oldest order under review placed three days before NOW. */
const TOTALS: Record<string, number> = { PENDING_REVIEW: 4, APPROVED: 2, SENT_TO_PHARMACY: 3, SHIPPED: 1 };
const counts =
  (totals: Record<string, number> = TOTALS) =>
  ({ query }: Call) => {
    const total = totals[query.status] ?? 0;
    return {
      orders: total ? [doctorOrderSummary({ status: query.status as 'APPROVED', createdAt: '2026-03-10T14:00:00.000Z' })] : [],
      total,
    };
  };

const renderDashboard = () => renderDoctorPage(<DoctorDashboardPage sections={[]} />, '/');
const card = (name: string) => screen.getByRole('region', { name });

describe("the doctor's dashboard", () => {
  it('shows the intakes waiting with the oldest one’s age, the approved orders and the prescriptions in progress, with links', async () => {
    const seen = queriesOf(mockDoctorOrders(counts()));
    await renderDashboard();
    expect(await within(card('Intakes waiting')).findByText('4')).toBeInTheDocument();
    expect(within(card('Intakes waiting')).getByText('Oldest waiting 3 days')).toBeInTheDocument();
    expect(within(card('Intakes waiting')).getByRole('link', { name: 'Review intakes' })).toHaveAttribute('href', '/prescription-queue');

    expect(await within(card('Approved, not sent')).findByText('2')).toBeInTheDocument();
    expect(within(card('Approved, not sent')).getByRole('link', { name: 'See approved orders' })).toHaveAttribute(
      'href',
      '/orders?status=APPROVED',
    );

    const inProgress = card('Prescriptions in progress');
    expect(await within(inProgress).findByText('4')).toBeInTheDocument();
    expect(within(inProgress).getByText('3 at the pharmacy, 1 shipped and not yet delivered.')).toBeInTheDocument();
    expect(within(inProgress).getByRole('link', { name: 'At the pharmacy' })).toHaveAttribute('href', '/orders?status=SENT_TO_PHARMACY');
    expect(within(inProgress).getByRole('link', { name: 'Shipped' })).toHaveAttribute('href', '/orders?status=SHIPPED');

    // One row per status, the queue oldest first: the reply's total is the count.
    expect(seen.map((q) => q.status).sort()).toEqual(['APPROVED', 'PENDING_REVIEW', 'SENT_TO_PHARMACY', 'SHIPPED']);
    expect(seen.find((q) => q.status === 'PENDING_REVIEW')).toEqual({
      page: '1',
      limit: '1',
      sort: 'createdAt:asc',
      status: 'PENDING_REVIEW',
    });
  });

  it('shows each card loading, then says when nothing is waiting', async () => {
    let answer: (value?: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    server.use(mockDoctorOrders(async (call) => held.then(() => counts({})(call))));
    await renderDashboard();
    expect(screen.getByRole('progressbar', { name: 'Loading intakes waiting' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('No intakes are waiting for your review.')).toBeInTheDocument();
    expect(within(card('Intakes waiting')).getByText('0')).toBeInTheDocument();
    expect(within(card('Approved, not sent')).getByText('Every approved order has been sent.')).toBeInTheDocument();
    expect(within(card('Prescriptions in progress')).getByText('0')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says which figure failed to load, and tries again', async () => {
    let fail = true;
    server.use(mockDoctorOrders((call) => (fail && call.query.status === 'SHIPPED' ? failure(500) : counts()(call))));
    await renderDashboard();
    const inProgress = card('Prescriptions in progress');
    const alert = await within(inProgress).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load prescriptions in progress.');
    expect(await within(card('Intakes waiting')).findByText('4')).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(inProgress).findByText('4')).toBeInTheDocument();
    await waitFor(() => expect(within(inProgress).queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('waitingTime', () => {
  it('counts whole days, else whole hours', () => {
    const now = Date.parse('2026-03-13T15:00:00.000Z');
    expect(waitingTime('2026-03-12T15:00:00.000Z', now)).toBe('1 day');
    expect(waitingTime('2026-03-10T14:00:00.000Z', now)).toBe('3 days');
    expect(waitingTime('2026-03-13T12:30:00.000Z', now)).toBe('2 hours');
    expect(waitingTime('2026-03-13T14:30:00.000Z', now)).toBe('less than an hour');
  });
});
