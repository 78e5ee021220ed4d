import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS_TEXT } from '@contracts/orders';
import { PatientDashboardPage } from '@/features/patient-portal/dashboard';
import { apiError, failure } from '../../mocks/http';
import { mockPatientOrders, ORDER_ID, orderSummary } from '../../mocks/orders';
import { medication, mockMyMedications } from '../../mocks/patients';
import { mockEncouragement } from '../../mocks/activities';
import { mockCancelPatientSession, mockPatientSessions, patientSession, tomorrowAt } from '../../mocks/care-sessions';
import { mockMyCheckIns } from '../../mocks/treatment-plans';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPortalPage } from '../../support/render-page';
import { mockMyOutcome } from '../../mocks/outcomes';

setupMswLifecycle();
// The treatment plan is its own card (tests/web/features/*/treatment-plan*.test.tsx): none here.
beforeEach(() => server.use(mockMyCheckIns({ due: false, items: [] }), mockMyOutcome(null)));

function handlers({ orders = [orderSummary()], medications = [medication] } = {}) {
  const list = mockPatientOrders({ orders, total: orders.length });
  server.use(list, mockMyMedications({ medications }), mockEncouragement(), mockPatientSessions());
  return list.queries;
}

const renderDashboard = () => renderPortalPage(<PatientDashboardPage />, '/');

describe('patient dashboard', () => {
  it("shows the newest order's status, next step and tracking number, and links to it", async () => {
    const seen = handlers({ orders: [orderSummary({ status: 'SHIPPED', trackingNumber: '1Z999AA10123456784' })] });
    await renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Pat.')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Current order' });
    expect(await within(card).findByText('Order #1042')).toBeInTheDocument();
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(within(card).getByText(ORDER_STATUS_TEXT.SHIPPED.nextStep)).toBeInTheDocument();
    expect(within(card).getByText('1Z999AA10123456784')).toBeInTheDocument();
    expect(within(card).getByText('Semaglutide program · 0.25 mg weekly')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/patient/orders/${ORDER_ID}`);
    // Only the newest order is asked for.
    expect(seen[0]).toEqual({ page: '1', limit: '1', sort: 'createdAt:desc' });
    // This week's encouragement, with the way to the activity page.
    const week = await screen.findByRole('region', { name: 'This week' });
    expect(await within(week).findByText('You are building momentum')).toBeInTheDocument();
    expect(within(week).getByRole('link', { name: 'Go to Activity' })).toHaveAttribute('href', '/activity');
  });

  it('shows an order under review with its plain-words status and no tracking number', async () => {
    handlers();
    await renderDashboard();
    const card = await screen.findByRole('region', { name: 'Current order' });
    expect(await within(card).findByText('Under review')).toBeInTheDocument();
    expect(within(card).getByText(ORDER_STATUS_TEXT.PENDING_REVIEW.nextStep)).toBeInTheDocument();
    expect(within(card).queryByText('Tracking number')).not.toBeInTheDocument();
  });

  it('lists the current medications', async () => {
    handlers();
    await renderDashboard();
    const card = screen.getByRole('region', { name: 'Current medications' });
    expect(await within(card).findByText('Semaglutide · 0.5 mg weekly')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).queryByText('No active medications yet')).not.toBeInTheDocument();
  });

  it('invites a patient without orders to start the intake', async () => {
    handlers({ orders: [], medications: [] });
    const { router } = await renderDashboard();

    const start = await screen.findByRole('link', { name: 'Start your intake' });
    expect(start).toHaveAttribute('href', '/start');
    expect(screen.queryByRole('link', { name: 'View order' })).not.toBeInTheDocument();
    expect(await screen.findByText('No active medications yet')).toBeInTheDocument();

    await userEvent.setup().click(start);
    expect(router.state.location.pathname).toBe('/start');
  });

  it("shows 'Error fetching orders' and loads again on Try again", async () => {
    let fail = true;
    server.use(
      mockPatientOrders(() => (fail ? apiError(503, 'Service unavailable', 'UNAVAILABLE') : { orders: [orderSummary()], total: 1 })),
      mockMyMedications({ medications: [] }),
      mockEncouragement(),
      mockPatientSessions(),
    );
    await renderDashboard();
    const card = screen.getByRole('region', { name: 'Current order' });
    expect(await within(card).findByText('Error fetching orders')).toBeInTheDocument();
    expect(within(card).getByText('Service unavailable')).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Order #1042')).toBeInTheDocument();
    expect(within(card).queryByText('Error fetching orders')).not.toBeInTheDocument();
  });

  it('shows an error when the medications cannot be loaded', async () => {
    server.use(
      mockPatientOrders({ orders: [], total: 0 }),
      mockMyMedications(() => failure(500)),
      mockEncouragement(),
      mockPatientSessions(),
    );
    await renderDashboard();
    const card = screen.getByRole('region', { name: 'Current medications' });
    expect(await within(card).findByText('Error fetching medications')).toBeInTheDocument();
  });
});

describe('patient dashboard: the upcoming call', () => {
  it('shows the next scheduled call in the local time zone with its host, and cancels it with a reason', async () => {
    handlers();
    const startsAt = tomorrowAt(15, 30);
    let upcoming = [patientSession({ startsAt, kind: 'SIDE_EFFECTS' })];
    server.use(mockPatientSessions(() => ({ upcoming, past: [] })));
    const cancel = mockCancelPatientSession(({ body }) => {
      upcoming = [];
      return patientSession({ status: 'CANCELED', cancelReason: body.reason });
    });
    server.use(cancel);
    await renderDashboard();

    const card = await screen.findByRole('region', { name: 'Upcoming call' });
    expect(await within(card).findByText('Side-effects check')).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
      new Date(startsAt),
    );
    expect(within(card).getByText(day)).toBeInTheDocument();
    expect(within(card).getByText('3:30 PM – 4:00 PM (your time)')).toBeInTheDocument();
    expect(within(card).getByText('Casey Nguyen')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Cancel call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this call?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel call' }));
    expect(within(dialog).getByText('Enter the reason')).toBeInTheDocument();
    expect(cancel.calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Traveling that week');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel call' }));
    await waitFor(() => expect(cancel.bodies).toEqual([{ reason: 'Traveling that week' }]));
    expect(await within(card).findByText(/No upcoming calls/)).toBeInTheDocument();
  });

  it('says so when there is no upcoming call, and when the calls cannot be loaded', async () => {
    handlers();
    server.use(mockPatientSessions({ upcoming: [], past: [patientSession({ status: 'COMPLETED' })] }));
    const first = await renderDashboard();
    const card = await screen.findByRole('region', { name: 'Upcoming call' });
    expect(await within(card).findByText(/No upcoming calls/)).toBeInTheDocument();
    first.unmount();

    server.use(mockPatientSessions(() => failure(500)));
    await renderDashboard();
    const failed = await screen.findByRole('region', { name: 'Upcoming call' });
    expect(await within(failed).findByText('Error fetching your calls')).toBeInTheDocument();
  });
});
