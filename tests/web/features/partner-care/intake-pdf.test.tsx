import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminIntakePdfPage, AdminOrderPage } from '@/features/admin-care';
import { PartnerIntakePdfPage } from '@/features/partner-care';
import { apiError, failure } from '../../mocks/http';
import { mockAdminOrder, mockAdminOrderIntake, mockAdminOrderMedications, mockPartnerOrderIntake, ORDER_ID } from '../../mocks/orders';
import { server, setupMswLifecycle } from '../../support/msw';
import { expectIntakePdfFrame, withBlobUrls } from '../../support/pdf-page';
import { renderAdminPage } from '../admin-care/render';
import { renderPartnerPage } from './render';
import { mockOrderRefunds } from '../../mocks/ledger';

setupMswLifecycle();

const PATTERN = '/patient-intake-pdf/:orderId';
const ENTRY = `/patient-intake-pdf/${ORDER_ID}`;

describe('the Patient Intake Form in the partner and admin portals', () => {
  const created = withBlobUrls();

  it("builds the partner's PDF from GET /gym-owner/orders/{id}/intake, with a download and a way back to the order", async () => {
    const intake = mockPartnerOrderIntake();
    server.use(intake);
    await renderPartnerPage(<PartnerIntakePdfPage />, PATTERN, ENTRY);
    expect(screen.getByRole('heading', { level: 1, name: 'Patient Intake Form' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Building the intake PDF' })).toBeInTheDocument();
    await expectIntakePdfFrame(created);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', 'patient-intake-1042.pdf');
    expect(screen.getByText('Order #1042 · Pat Jordan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(intake.calls[0].params.id).toBe(ORDER_ID);
  });

  it("says an order that is not one of the partner's patients' is not found, and offers a retry when the load fails", async () => {
    server.use(mockPartnerOrderIntake(() => apiError(404, 'Order not found', 'NOT_FOUND')));
    const view = await renderPartnerPage(<PartnerIntakePdfPage />, PATTERN, ENTRY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    view.unmount();

    server.use(mockPartnerOrderIntake(() => failure()));
    await renderPartnerPage(<PartnerIntakePdfPage />, PATTERN, ENTRY);
    expect(await screen.findByText('Error fetching order details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });

  it("builds the admin's PDF from GET /super-admin/orders/{id}/intake, and shows a missing order as not found", async () => {
    server.use(mockAdminOrderIntake());
    const view = await renderAdminPage(<AdminIntakePdfPage />, PATTERN, ENTRY);
    expect(await screen.findByTitle('Patient intake form PDF', {}, { timeout: 15_000 })).toHaveAttribute('src', 'blob:test/1');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    view.unmount();

    server.use(mockAdminOrderIntake(() => apiError(404, 'Order not found', 'NOT_FOUND')));
    await renderAdminPage(<AdminIntakePdfPage />, PATTERN, ENTRY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });
});

describe("the admin's order page", () => {
  it('links to the intake PDF', async () => {
    server.use(mockAdminOrder(), mockAdminOrderMedications(), mockOrderRefunds());
    await renderAdminPage(<AdminOrderPage />, '/orders/:id', `/orders/${ORDER_ID}`);
    expect(await screen.findByRole('link', { name: 'Intake PDF' })).toHaveAttribute('href', `/patient-intake-pdf/${ORDER_ID}`);
  });
});
