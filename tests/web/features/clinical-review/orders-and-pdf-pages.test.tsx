import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DoctorOrdersPage, PatientIntakePdfPage } from '@/features/clinical-review';
import { apiError, failure } from '../../mocks/http';
import { doctorOrderSummary, mockDoctorOrder, mockDoctorOrders, ORDER_ID } from '../../mocks/orders';
import { server, setupMswLifecycle } from '../../support/msw';
import { expectIntakePdfFrame, withBlobUrls } from '../../support/pdf-page';
import { renderDoctorPage } from '../../support/render-page';
import { orderDetail } from './fixtures';

setupMswLifecycle();

describe('orders list', () => {
  it('filters by status and sorts on the server, and offers to start a new order', async () => {
    const list = mockDoctorOrders({ orders: [doctorOrderSummary({ status: 'SHIPPED' })], total: 1 });
    const seen = list.queries;
    server.use(list);
    await renderDoctorPage(<DoctorOrdersPage />, '/orders');
    const row = (await screen.findByRole('link', { name: 'Order #1042' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
    expect(within(row).getByText('Pat Jordan')).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', limit: '10', sort: 'createdAt:desc' }]);
    expect(screen.getByRole('link', { name: 'Start new order' })).toHaveAttribute('href', '/start-new-order');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'At the pharmacy');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'createdAt:desc', status: 'SENT_TO_PHARMACY' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Order number, lowest first');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'number:asc', status: 'SENT_TO_PHARMACY' }));
  });

  it("shows 'Error fetching orders' when the list cannot be loaded", async () => {
    server.use(mockDoctorOrders(() => failure(500)));
    await renderDoctorPage(<DoctorOrdersPage />, '/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching orders');
  });
});

describe('patient intake PDF page', () => {
  const created = withBlobUrls();

  it('builds the PDF, shows it in a frame, offers a download, and frees it on leaving', async () => {
    server.use(mockDoctorOrder(orderDetail()));
    const { unmount } = await renderDoctorPage(<PatientIntakePdfPage />, '/patient-intake-pdf/:orderId', `/patient-intake-pdf/${ORDER_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Patient Intake Form' })).toBeInTheDocument();
    await expectIntakePdfFrame(created);
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', 'blob:test/1');
    expect(download).toHaveAttribute('download', 'patient-intake-1042.pdf');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('shows a not-found state for an order that is not yours', async () => {
    server.use(mockDoctorOrder(() => apiError(404, 'Order not found', 'NOT_FOUND')));
    await renderDoctorPage(<PatientIntakePdfPage />, '/patient-intake-pdf/:orderId', `/patient-intake-pdf/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
