import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoctorDashboardPage } from '@/features/dashboard';
import { waitingTime } from '@/features/dashboard/lib/waiting-time';
import { failure, type Call } from '../../mocks/http';
import { doctorOrderSummary, mockDoctorOrders } from '../../mocks/orders';
import { flaggedCheckIn, mockFlaggedCheckIns } from '../../mocks/treatment-plans';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';
import { mockOutcomeAttention, attention } from '../../mocks/outcomes';

setupMswLifecycle();

const NOW = new Date('2026-03-13T15:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // No flagged check-ins unless a test says otherwise.
  server.use(mockFlaggedCheckIns(), mockOutcomeAttention(attention({ notResponding: { total: 0, items: [] } })));
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

describe('the check-ins to review', () => {
  const page = (items: ReturnType<typeof flaggedCheckIn>[], total = items.length) => ({
    items,
    total,
    page: 1,
    limit: 3,
    totalPages: Math.ceil(total / 3),
  });
  const OTHER_PATIENT = 'd0000000-0000-4000-8000-000000000099';

  it('shows loading, then how many wait, the oldest one’s age and the oldest few, each linking to the patient', async () => {
    server.use(mockDoctorOrders(counts()));
    let answer: (value?: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    const items = [
      flaggedCheckIn({ createdAt: '2026-03-11T15:00:00.000Z' }),
      flaggedCheckIn({
        id: 'd0000000-0000-4000-8000-000000000098',
        patientId: OTHER_PATIENT,
        patientName: 'Riley Chen',
        severity: 'MODERATE',
        createdAt: '2026-03-13T10:00:00.000Z',
        refillHeld: false,
      }),
    ];
    const seen = queriesOf(mockFlaggedCheckIns(async () => held.then(() => page(items, 5))));
    await renderDashboard();
    expect(screen.getByRole('progressbar', { name: 'Loading check-ins to review' })).toBeInTheDocument();
    answer();

    const checkIns = card('Check-ins to review');
    expect(await within(checkIns).findByText('5')).toBeInTheDocument();
    expect(within(checkIns).getByText('Oldest waiting 2 days')).toBeInTheDocument();
    const entries = within(checkIns).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      'Pat Jordan: severe side effects, refill held',
      'Riley Chen: moderate side effects',
    ]);
    expect(within(checkIns).getByRole('link', { name: 'Pat Jordan' })).toHaveAttribute(
      'href',
      '/patients/d0000000-0000-4000-8000-000000000003',
    );
    expect(within(checkIns).getByRole('link', { name: 'Riley Chen' })).toHaveAttribute('href', `/patients/${OTHER_PATIENT}`);
    // The oldest few, oldest first: the reply's total is the count.
    expect(seen).toEqual([{ status: 'flagged', page: '1', limit: '3', sort: 'createdAt:asc' }]);
  });

  it('says when none are waiting', async () => {
    server.use(mockDoctorOrders(counts()));
    await renderDashboard();
    const checkIns = card('Check-ins to review');
    expect(await within(checkIns).findByText('No flagged check-ins are waiting for your review.')).toBeInTheDocument();
    expect(within(checkIns).getByText('0')).toBeInTheDocument();
    expect(within(checkIns).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when they could not be loaded, and tries again', async () => {
    server.use(mockDoctorOrders(counts()));
    let fail = true;
    server.use(mockFlaggedCheckIns(() => (fail ? failure(500) : page([flaggedCheckIn()]))));
    await renderDashboard();
    const checkIns = card('Check-ins to review');
    const alert = await within(checkIns).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load check-ins to review.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(checkIns).findByText('1')).toBeInTheDocument();
    expect(within(checkIns).getByRole('link', { name: 'Pat Jordan' })).toBeInTheDocument();
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
