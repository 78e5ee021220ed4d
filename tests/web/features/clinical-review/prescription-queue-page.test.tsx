import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrescriptionQueuePage } from '@/features/clinical-review';
import { failure, ordersPage } from '../../mocks/http';
import { doctorOrderSummary, mockDoctorOrders } from '../../mocks/orders';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { goToNextPage } from '../../support/paged-list';
import { renderDoctorPage } from '../../support/render-page';
import { DIABETES_FLAG, KIDNEY_FLAG, uuid } from './fixtures';

setupMswLifecycle();

/** Answers every queue call with `total` intakes, oldest first as the server sorts them, and records each query. */
const queueHandler = (total: number) => queriesOf(mockDoctorOrders(ordersPage(total, nthIntake)));

/** The n-th intake waiting, placed on the n-th of January; the first was flagged. */
function nthIntake(n: number) {
  const createdAt = new Date(Date.UTC(2026, 0, n, 12)).toISOString();
  const screeningFlags = n === 1 ? [KIDNEY_FLAG, DIABETES_FLAG] : [];
  return doctorOrderSummary({ id: uuid(n), number: 2000 + n, patientName: `Patient ${n}`, createdAt, screeningFlags });
}

const renderQueue = (entry = '/prescription-queue') => renderDoctorPage(<PrescriptionQueuePage />, '/prescription-queue', entry);

describe('prescription queue', () => {
  it('asks for intakes under review, oldest first, and shows them in that order with their flags', async () => {
    const seen = queueHandler(3);
    await renderQueue();
    expect(screen.getByRole('heading', { level: 1, name: 'Prescription Queue' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Intakes waiting for review' });
    await within(table).findByRole('link', { name: 'Order #2001' });
    expect(seen[0]).toEqual({ page: '1', limit: '10', sort: 'createdAt:asc', status: 'PENDING_REVIEW' });

    const links = within(table)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Order #2001', 'Order #2002', 'Order #2003']);
    expect(within(table).getByRole('link', { name: 'Order #2001' })).toHaveAttribute('href', `/orders/${uuid(1)}`);

    const first = within(table).getByRole('link', { name: 'Order #2001' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('Patient 1')).toBeInTheDocument();
    expect(within(first).getByText('CA')).toBeInTheDocument();
    expect(within(first).getByText('Semaglutide program')).toBeInTheDocument();
    expect(within(first).getByText('0.25 mg weekly')).toBeInTheDocument();
    expect(within(first).getByText('Jan 1, 2026')).toBeInTheDocument();
    const flags = within(first).getAllByRole('listitem');
    expect(flags.map((f) => f.textContent)).toEqual([
      'Kidney disease: Check renal function before dosing.',
      'Diabetes: Review glucose-lowering medication for hypoglycemia risk.',
    ]);
    const second = within(table).getByRole('link', { name: 'Order #2002' }).closest('tr') as HTMLElement;
    expect(within(second).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(second).getByText('None')).toBeInTheDocument();
  });

  it('pages through the queue and searches it on the server', async () => {
    const seen = queueHandler(23);
    await renderQueue();
    expect(await screen.findByText('1–10 of 23')).toBeInTheDocument();
    const user = await goToNextPage(seen, 'Order #2011', { page: '2', limit: '10', sort: 'createdAt:asc', status: 'PENDING_REVIEW' });

    await user.selectOptions(screen.getByRole('combobox', { name: /Rows per page/ }), '25');
    expect(await screen.findByText('1–23 of 23')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '1', limit: '25', sort: 'createdAt:asc', status: 'PENDING_REVIEW' });

    await user.type(screen.getByRole('searchbox', { name: 'Search the queue' }), ' Jordan ');
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({ page: '1', limit: '25', sort: 'createdAt:asc', status: 'PENDING_REVIEW', search: 'Jordan' }),
    );
    expect(seen.filter((s) => s.search !== undefined)).toHaveLength(1);
  });

  it('says so when no intake is waiting', async () => {
    queueHandler(0);
    await renderQueue();
    expect(await screen.findByText('No intakes waiting for review')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Error fetching orders' when the queue cannot be loaded, and loads it on retry", async () => {
    let fail = true;
    server.use(mockDoctorOrders(() => (fail ? failure(500) : { orders: [doctorOrderSummary()], total: 1 })));
    await renderQueue();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching orders');
    expect(alert).not.toHaveTextContent('Request failed');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Order #1042' })).toBeInTheDocument();
  });
});
