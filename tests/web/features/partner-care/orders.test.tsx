import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PartnerOrderPage, PartnerOrdersPage } from '@/features/partner-care';
import { apiError, failure, ordersPage } from '../../mocks/http';
import { mockPartnerOrder, mockPartnerOrders, mockUpdatePartnerOrder, ORDER_ID, partnerOrderDetail } from '../../mocks/orders';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { expectCancelRefused, expectFirstOrderRow, expectNothingToSave, expectPagingPastTheCap, nthOrder } from '../../support/order-pages';
import { goToNextPage } from '../../support/paged-list';
import { renderPartnerPage } from './render';

setupMswLifecycle();

describe('partner orders list', () => {
  it('lists the orders with status and approval, and searches, filters, sorts and pages on the server', async () => {
    const seen = queriesOf(mockPartnerOrders(ordersPage(12, nthOrder)));
    await renderPartnerPage(<PartnerOrdersPage />, '/orders');
    const row = await expectFirstOrderRow();
    expect(within(row).getByText('Patient 1')).toBeInTheDocument();
    expect(within(row).getByText('Awaiting your approval')).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', limit: '10', sort: 'createdAt:desc' }]);

    const user = await goToNextPage(seen, 'Order #1011', { page: '2', limit: '10', sort: 'createdAt:desc' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your approval' }), 'Awaiting your approval');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'createdAt:desc', approvalStatus: 'PENDING' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Under review');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'jordan');
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({
        page: '1',
        limit: '10',
        sort: 'createdAt:asc',
        status: 'PENDING_REVIEW',
        approvalStatus: 'PENDING',
        search: 'jordan',
      }),
    );
  });

  it('says "more than 1,000" past the count\'s cap and pages on while a page is full', async () => {
    const seen = queriesOf(mockPartnerOrders((call) => ({ ...ordersPage(1500, nthOrder)(call), total: 1000, totalIsEstimate: true })));
    await renderPartnerPage(<PartnerOrdersPage />, '/orders');
    await expectPagingPastTheCap(seen);
  });

  it('says so when there are no orders, and when a load fails', async () => {
    server.use(mockPartnerOrders({ orders: [], total: 0 }));
    const view = await renderPartnerPage(<PartnerOrdersPage />, '/orders');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    view.unmount();
    server.use(mockPartnerOrders(() => failure()));
    await renderPartnerPage(<PartnerOrdersPage />, '/orders');
    expect(await screen.findByText('Error fetching orders')).toBeInTheDocument();
  });
});

describe('partner order page', () => {
  async function renderOrder() {
    await renderPartnerPage(<PartnerOrderPage />, '/orders/:id', `/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    return userEvent.setup();
  }

  it('shows the order, and sends only the fields changed, with the toast', async () => {
    server.use(mockPartnerOrder(partnerOrderDetail({ number: 1042, partnerNote: 'Called on Monday' })));
    const update = mockUpdatePartnerOrder();
    server.use(update);
    const user = await renderOrder();
    expect(screen.getByText('Dr. Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText('patient@demo.test')).toBeInTheDocument();

    await expectNothingToSave(user, update);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Your approval' }), 'Approve');
    const note = screen.getByRole('textbox', { name: 'Your note' });
    await user.clear(note);
    await user.type(note, 'Checked in at the gym');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Order updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ approvalStatus: 'APPROVED', partnerNote: 'Checked in at the gym' }]);
  });

  it("shows the server's reason when it refuses a change", async () => {
    server.use(mockPartnerOrder(partnerOrderDetail({ number: 1042 })));
    server.use(mockUpdatePartnerOrder(() => apiError(409, 'This order has already gone to a pharmacy')));
    const user = await renderOrder();
    await expectCancelRefused(user, 'This order has already gone to a pharmacy');
  });

  it('says when the order is not found', async () => {
    server.use(mockPartnerOrder(() => apiError(404, 'Order not found')));
    await renderPartnerPage(<PartnerOrderPage />, '/orders/:id', `/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
