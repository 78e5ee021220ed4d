import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_TEXT } from '@contracts/orders';
import { OrderDetailPage } from '@/features/patient-portal';
import { apiError, failure } from '../../mocks/http';
import { mockPatientOrder, ORDER_ID, patientOrderDetail } from '../../mocks/orders';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPortalPage } from '../../support/render-page';

setupMswLifecycle();

const renderDetail = () => renderPortalPage(<OrderDetailPage />, '/patient/orders/:id', `/patient/orders/${ORDER_ID}`);

describe('order detail page', () => {
  it('shows the status, next step, product, plan, amount, payments, consents and the doctor', async () => {
    const order = mockPatientOrder(
      patientOrderDetail({
        status: 'SHIPPED',
        trackingNumber: '1Z999AA10123456784',
        doctorName: 'Dr. Morgan Blake',
        payments: [{ status: 'PAID', amountCents: 29_900, cardLast4: '4242', createdAt: '2026-03-10T15:00:00.000Z' }],
        consents: [
          { kind: 'TELEHEALTH_CONSENT', textVersion: '2026-01', signedAt: '2026-03-10T14:55:00.000Z' },
          { kind: 'PRIVACY_NOTICE', textVersion: '2025-11', signedAt: '2026-03-10T14:56:00.000Z' },
        ],
      }),
    );
    server.use(order);
    await renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeInTheDocument();
    expect(order.calls.map((call) => call.params.id)).toEqual([ORDER_ID]);
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('Shipped')).toBeInTheDocument();
    expect(within(status).getByText(ORDER_STATUS_TEXT.SHIPPED.nextStep)).toBeInTheDocument();
    expect(within(status).getByText('1Z999AA10123456784')).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Order details' });
    expect(within(details).getByText('Semaglutide program')).toBeInTheDocument();
    expect(within(details).getByText('3 months')).toBeInTheDocument();
    expect(within(details).getByText('$299.00')).toBeInTheDocument();
    expect(within(details).getByText('Dr. Morgan Blake')).toBeInTheDocument();

    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('$299.00 · Paid')).toBeInTheDocument();
    expect(within(payments).getByText('Card ending in 4242 · Mar 10, 2026')).toBeInTheDocument();

    const consents = within(screen.getByRole('region', { name: 'Consents signed' })).getAllByRole('listitem');
    expect(consents.map((c) => c.textContent)).toEqual([
      'Telehealth consentVersion 2026-01 · signed Mar 10, 2026',
      'Privacy noticeVersion 2025-11 · signed Mar 10, 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/orders');
  });

  it("shows the doctor's reason when the order was not approved", async () => {
    server.use(
      mockPatientOrder(
        patientOrderDetail({ status: 'DENIED', doctorName: 'Dr. Morgan Blake', doctorDenialReason: 'BMI below the threshold.' }),
      ),
    );
    await renderDetail();
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Not approved')).toBeInTheDocument();
    expect(within(status).getByText(ORDER_STATUS_TEXT.DENIED.nextStep)).toBeInTheDocument();
    expect(within(status).getByText('Note from your doctor')).toBeInTheDocument();
    expect(within(status).getByText('BMI below the threshold.')).toBeInTheDocument();
  });

  it('shows "Order not found" for a 404, not the generic error', async () => {
    const order = mockPatientOrder(() => apiError(404, 'Order not found', 'NOT_FOUND'));
    server.use(order);
    await renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByText('Error fetching order details')).not.toBeInTheDocument();
    expect(order.calls.length).toBe(1);
  });

  it("shows 'Error fetching order details' and loads again on Try again", async () => {
    let fail = true;
    server.use(mockPatientOrder(() => (fail ? failure(500) : patientOrderDetail())));
    await renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching order details');
    expect(screen.queryByRole('heading', { name: 'Order not found' })).not.toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeInTheDocument();
  });
});
