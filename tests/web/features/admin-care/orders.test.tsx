import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminOrderPage, AdminOrdersPage } from '@/features/admin-care';
import { apiError, failure, pageOf } from '../../mocks/http';
import { mockOrderRefunds } from '../../mocks/ledger';
import {
  ADMIN_DOCTOR,
  ADMIN_PARTNER,
  adminOrderDetail,
  mockAdminOrder,
  mockAdminOrderMedications,
  mockAdminOrders,
  mockDuplicateOrder,
  mockResendOrderReminder,
  mockUpdateAdminOrder,
  ORDER_ID,
} from '../../mocks/orders';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { expectCancelRefused, expectFirstOrderRow, expectNothingToSave, expectPagingPastTheCap, nthOrder } from '../../support/order-pages';
import { goToNextPage } from '../../support/paged-list';
import { renderAdminPage } from './render';

setupMswLifecycle();

const filterOptions = { partners: [ADMIN_PARTNER], doctors: [ADMIN_DOCTOR] };

describe('admin orders list', () => {
  it('lists every order and filters by status, partner, doctor and day, sorts and pages on the server', async () => {
    const seen = queriesOf(mockAdminOrders((call) => ({ orders: pageOf(call, 12, nthOrder).rows, total: 12, filterOptions })));
    await renderAdminPage(<AdminOrdersPage />, '/orders');
    const row = await expectFirstOrderRow();
    expect(within(row).getByRole('link', { name: 'Patient 1' })).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', limit: '10', sort: 'createdAt:desc' }]);

    const user = await goToNextPage(seen, 'Order #1011', { page: '2', limit: '10', sort: 'createdAt:desc' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Under review');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Partner' }), ADMIN_PARTNER.name);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Doctor' }), ADMIN_DOCTOR.name);
    await user.type(screen.getByLabelText('Placed from'), '2026-03-01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({
        page: '1',
        limit: '10',
        sort: 'createdAt:asc',
        status: 'PENDING_REVIEW',
        partnerId: ADMIN_PARTNER.id,
        doctorId: ADMIN_DOCTOR.id,
        from: '2026-03-01',
      }),
    );
  });

  it('says "more than 1,000" past the count\'s cap and pages on while a page is full', async () => {
    const seen = queriesOf(
      mockAdminOrders((call) => ({ orders: pageOf(call, 1500, nthOrder).rows, total: 1000, totalIsEstimate: true, filterOptions })),
    );
    await renderAdminPage(<AdminOrdersPage />, '/orders');
    await expectPagingPastTheCap(seen);
  });

  it('says so when there are no orders, when filters match none, and when a load fails', async () => {
    server.use(mockAdminOrders({ orders: [], total: 0, filterOptions }));
    const view = await renderAdminPage(<AdminOrdersPage />, '/orders');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    view.unmount();
    const filtered = await renderAdminPage(<AdminOrdersPage />, '/orders', '/orders?status=SHIPPED');
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    filtered.unmount();
    server.use(mockAdminOrders(() => failure()));
    await renderAdminPage(<AdminOrdersPage />, '/orders');
    expect(await screen.findByText('Error fetching orders')).toBeInTheDocument();
  });
});

describe('admin order page', () => {
  async function renderOrder() {
    server.use(mockAdminOrderMedications(), mockOrderRefunds());
    await renderAdminPage(<AdminOrderPage />, '/orders/:id', `/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    return userEvent.setup();
  }

  it('shows whose order it is, and sends only the fields changed (the dose as its package)', async () => {
    server.use(mockAdminOrder(adminOrderDetail({ number: 1042, partnerNote: 'Called on Monday' })));
    const update = mockUpdateAdminOrder();
    server.use(update);
    const user = await renderOrder();
    expect(screen.getByText(ADMIN_PARTNER.name)).toBeInTheDocument();
    expect(screen.getByText('Dr. Dana Whitfield')).toBeInTheDocument();

    await expectNothingToSave(user, update);

    await screen.findByRole('option', { name: 'Semaglutide program, 1.7 mg to 2.4 mg weekly' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Medication and dose' }), 'Semaglutide program, 1.7 mg to 2.4 mg weekly');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancel this order');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Order updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ status: 'CANCELLED', medicationPackages: [{ productVariationKey: 'sema-maintenance' }] }]);
  });

  it("shows the server's reason when it refuses a change", async () => {
    server.use(mockAdminOrder(adminOrderDetail({ number: 1042 })));
    server.use(mockUpdateAdminOrder(() => apiError(422, 'This order is shipped, so it can no longer be canceled')));
    const user = await renderOrder();
    await expectCancelRefused(user, 'This order is shipped, so it can no longer be canceled');
  });

  it('resends the payment reminder when the order waits for the payment, and not otherwise', async () => {
    server.use(mockAdminOrder(adminOrderDetail({ number: 1042, paymentStatus: 'UNPAID', awaitingPatient: 'PAYMENT' })));
    const reminder = mockResendOrderReminder();
    server.use(reminder);
    const user = await renderOrder();
    expect(screen.getByText(/waits for the patient to pay it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend payment reminder' }));
    expect(await screen.findByText('Reminder sent successfully')).toBeInTheDocument();
    expect(reminder.calls).toHaveLength(1);
  });

  it('duplicates the order after a confirmation and opens the copy', async () => {
    const read = mockAdminOrder(({ params }) => adminOrderDetail({ id: params.id, number: params.id === ORDER_ID ? 1042 : 1099 }));
    server.use(read);
    const copy = mockDuplicateOrder();
    server.use(copy);
    const user = await renderOrder();
    expect(screen.getByRole('button', { name: 'Resend payment reminder' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Duplicate order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate order #1042?' });
    expect(within(dialog).getByText(/no payment is copied/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Order duplicated successfully')).toBeInTheDocument();
    // The copy's page opens (the same route, the copy's id).
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1099' })).toBeInTheDocument();
    expect(read.calls.at(-1)?.params.id).toBe('77777777-7777-4777-8777-000000000099');
    expect(copy.calls).toHaveLength(1);
  });

  it('says when the order is not found', async () => {
    server.use(mockAdminOrder(() => apiError(404, 'Order not found')));
    await renderAdminPage(<AdminOrderPage />, '/orders/:id', `/orders/${ORDER_ID}`);
    expect(await screen.findByText(/This order does not exist/)).toBeInTheDocument();
  });
});
