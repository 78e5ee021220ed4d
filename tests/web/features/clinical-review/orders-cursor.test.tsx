import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DoctorOrdersPage, PrescriptionQueuePage } from '@/features/clinical-review';
import { doctorOrderSummary, keysetDoctorOrders, mockDoctorOrders } from '../../mocks/orders';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';
import { uuid } from './fixtures';

setupMswLifecycle();

const order = (n: number) => doctorOrderSummary({ id: uuid(n), number: 3000 + n, patientName: `Patient ${n}` });

function ordersHandler(count: number) {
  return queriesOf(keysetDoctorOrders(count, order));
}

describe("the doctor's orders, paged by the server's cursor", () => {
  it('asks for each next page right after the last order shown', async () => {
    const seen = ordersHandler(45);
    await renderDoctorPage(<DoctorOrdersPage />, '/orders');
    expect(await screen.findByRole('link', { name: 'Order #3001' })).toBeInTheDocument();
    expect(seen[0]).toEqual({ page: '1', limit: '10', sort: 'createdAt:desc' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Order #3011' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '2', limit: '10', sort: 'createdAt:desc', after: 'cursor-after-10' });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Order #3021' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '3', limit: '10', sort: 'createdAt:desc', after: 'cursor-after-20' });
    expect(screen.getByText('21–30 of 45')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByRole('link', { name: 'Order #3011' })).toBeInTheDocument();
  });

  it('opens a page named in the address by its number, then goes on from it by cursor', async () => {
    const seen = ordersHandler(45);
    await renderDoctorPage(<DoctorOrdersPage />, '/orders', '/orders?page=3');
    expect(await screen.findByRole('link', { name: 'Order #3021' })).toBeInTheDocument();
    expect(seen).toEqual([{ page: '3', limit: '10', sort: 'createdAt:desc' }]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Order #3031' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '4', limit: '10', sort: 'createdAt:desc', after: 'cursor-after-30' });
  });

  it('starts again by page number once the sort changes, and never sends a cursor with a sort the server cannot key', async () => {
    const seen = ordersHandler(45);
    await renderDoctorPage(<DoctorOrdersPage />, '/orders');
    await screen.findByRole('link', { name: 'Order #3001' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(seen.at(-1)?.after).toBe('cursor-after-10'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Order number, lowest first');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'number:asc' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '2', limit: '10', sort: 'number:asc' }));
  });

  it('pages the queue by cursor too', async () => {
    const seen = ordersHandler(15);
    await renderDoctorPage(<PrescriptionQueuePage />, '/prescription-queue');
    await screen.findByRole('link', { name: 'Order #3001' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Order #3011' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '2', limit: '10', sort: 'createdAt:asc', status: 'PENDING_REVIEW', after: 'cursor-after-10' });
  });

  it('says "more than 1,000" when the server only estimates how many orders there are', async () => {
    ordersHandler(1500);
    await renderDoctorPage(<DoctorOrdersPage />, '/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('link', { name: 'Order #3001' });
    expect(screen.getByText('1–10 of more than 1,000')).toBeInTheDocument();
    expect(screen.queryByText('1–10 of 1000')).not.toBeInTheDocument();
  });

  it('pages past an estimated total by cursor, until a reply gives no cursor', async () => {
    const seen = ordersHandler(1005);
    await renderDoctorPage(<DoctorOrdersPage />, '/orders', '/orders?page=100');
    expect(await screen.findByRole('link', { name: 'Order #4000' })).toBeInTheDocument();
    expect(screen.getByText('991–1000 of more than 1,000')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Go to next page' });
    expect(next).toBeEnabled();

    await userEvent.setup().click(next);
    expect(await screen.findByRole('link', { name: 'Order #4005' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '101', limit: '10', sort: 'createdAt:desc', after: 'cursor-after-1000' });
    expect(screen.getByText('1001–1005 of 1005')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('stops the arrow on a full page past the estimate when the reply gives no cursor', async () => {
    server.use(mockDoctorOrders({ orders: Array.from({ length: 10 }, (_, i) => order(991 + i)), total: 1000, totalIsEstimate: true }));
    await renderDoctorPage(<DoctorOrdersPage />, '/orders', '/orders?page=100');
    expect(await screen.findByText('991–1000 of more than 1,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('shows an exact count as it is', async () => {
    ordersHandler(1000);
    await renderDoctorPage(<DoctorOrdersPage />, '/orders');
    expect(await screen.findByText('1–10 of 1000')).toBeInTheDocument();
  });
});
