import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyOrdersPage } from '@/features/patient-portal';
import { failure, ordersPage } from '../../mocks/http';
import { mockPatientOrders, ORDER_ID, orderSummary } from '../../mocks/orders';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { goToNextPage } from '../../support/paged-list';
import { renderPortalPage } from '../../support/render-page';
import { viewportWidth } from '../../support/viewport';

setupMswLifecycle();

/** Answers every list call with `total` orders in all and records each query. */
function listHandler(total: number) {
  return queriesOf(
    mockPatientOrders(
      ordersPage(total, (n) => orderSummary({ id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`, number: 1000 + n })),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderOrders = () => renderPortalPage(<MyOrdersPage />, '/orders');

describe('my orders page', () => {
  it('asks the server for page, limit, search and sort, and pages through the total', async () => {
    const seen = listHandler(42);
    await renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Order #1001' })).toHaveAttribute(
      'href',
      '/patient/orders/55555555-5555-4555-8555-000000000001',
    );
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', limit: '10', sort: 'createdAt:desc' }]);

    const user = await goToNextPage(seen, 'Order #1011', { page: '2', limit: '10', sort: 'createdAt:desc' });
    expect(screen.getByText('11–20 of 42')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /Rows per page/ }), '25');
    expect(await screen.findByText('1–25 of 42')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '1', limit: '25', sort: 'createdAt:desc' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '25', sort: 'createdAt:asc' }));

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(seen.at(-1)?.page).toBe('2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' Sema ');
    // One call once typing pauses, back on the first page, with the trimmed text.
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '25', sort: 'createdAt:asc', search: 'Sema' }));
    expect(seen.filter((q) => q.search !== undefined)).toHaveLength(1);
  });

  it('shows the order number, product, status, amount and date of each order', async () => {
    server.use(mockPatientOrders({ orders: [orderSummary({ status: 'DELIVERED' })], total: 1 }));
    await renderOrders();
    const row = (await screen.findByRole('link', { name: 'Order #1042' })).closest('tr') as HTMLElement;
    // One cell per column, in the header's order: order, product and dose, status, amount, date placed.
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Order #1042',
      'Semaglutide program0.25 mg weekly',
      'Delivered',
      '$299.00',
      'Mar 10, 2026',
    ]);
    expect(within(cells[0]).getByRole('link')).toHaveAttribute('href', `/patient/orders/${ORDER_ID}`);
  });

  it('on a 390 px phone shows each order as a card, its status in view', async () => {
    viewportWidth(390);
    server.use(mockPatientOrders({ orders: [orderSummary({ status: 'SHIPPED' })], total: 1 }));
    await renderOrders();
    const list = await screen.findByRole('list', { name: 'My orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Order #1042' })).toHaveAttribute('href', `/patient/orders/${ORDER_ID}`);
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    expect(within(card).getByText('Semaglutide program · 0.25 mg weekly')).toBeInTheDocument();
    expect(within(card).getByText('$299.00, placed Mar 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  });

  it('invites a patient without orders to start the intake', async () => {
    listHandler(0);
    await renderOrders();
    expect(await screen.findByText('You have no orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your intake' })).toHaveAttribute('href', '/start');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when a search finds nothing, and keeps the search box', async () => {
    const seen = listHandler(0);
    await renderPortalPage(<MyOrdersPage />, '/orders', '/orders?search=zzz');
    expect(await screen.findByText('No orders match your search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('zzz');
    expect(seen[0]).toEqual({ page: '1', limit: '10', sort: 'createdAt:desc', search: 'zzz' });
  });

  it("shows 'Error fetching orders' when the server gives no message", async () => {
    server.use(mockPatientOrders(() => failure(500)));
    await renderOrders();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching orders');
    expect(alert).not.toHaveTextContent('Request failed');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
