import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Prescription } from '@contracts/prescriptions';
import { OrderSentPage, PrescriptionDetailPage } from '@/features/prescribing';
import { apiError, failure } from '../../mocks/http';
import { mockDoctorOrder, ORDER_ID } from '../../mocks/orders';
import {
  DIGITAL_PHARMACY,
  mockCheckPrescriptionStatus,
  mockPrescription,
  prescription,
  PRESCRIPTION_ID,
  RX_PHARMACY,
} from '../../mocks/prescriptions';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';
import { doctorOrder } from './fixtures';

setupMswLifecycle();

const sentToDigital = prescription({
  status: 'RECEIVED',
  pharmacy: DIGITAL_PHARMACY,
  externalId: 'DRX-7781',
  sentAt: '2026-03-11T10:00:00.000Z',
});

function handlers(current: Prescription, check?: () => Response) {
  const status = mockCheckPrescriptionStatus(() =>
    check ? check() : { ...current, status: 'SHIPPED', trackingNumber: '1Z999AA10123456784', statusCheckedAt: '2026-03-12T08:00:00.000Z' },
  );
  server.use(mockDoctorOrder(doctorOrder({ prescriptionId: PRESCRIPTION_ID })), mockPrescription(current), status);
  return status.bodies;
}

const renderSent = () => renderDoctorPage(<OrderSentPage />, '/order-sent-successfully/:id', `/order-sent-successfully/${ORDER_ID}`);

describe('order sent successfully', () => {
  it('confirms the pharmacy and its reference; checking the status shows the new status and tracking', async () => {
    const checks = handlers(sentToDigital);
    await renderSent();
    expect(await screen.findByText('The prescription was sent to Digital Rx Pharmacy.')).toBeInTheDocument();
    expect(screen.getByText('DRX-7781')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Status: Received by the pharmacy');
    expect(screen.queryByText('Tracking number')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'All prescriptions' })).toHaveAttribute('href', '/prescriptions');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Shipped'));
    expect(await screen.findByText('Prescription status retrieved successfully')).toBeInTheDocument();
    expect(screen.getByText('1Z999AA10123456784')).toBeInTheDocument();
    expect(checks).toEqual([{ orderId: ORDER_ID }]);
  });

  it('a failed check keeps the status and shows the spec text', async () => {
    handlers(sentToDigital, () => failure(503));
    await renderSent();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Failed to check prescription status')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Status: Received by the pharmacy');
  });

  it('offers no status check for the RX provider', async () => {
    handlers(prescription({ status: 'RECEIVED', pharmacy: RX_PHARMACY, externalId: 'RXP-1' }));
    await renderSent();
    expect(await screen.findByText('RXP-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check status' })).not.toBeInTheDocument();
  });
});

describe('prescription detail', () => {
  const renderDetail = () => renderDoctorPage(<PrescriptionDetailPage />, '/prescriptions/:id', `/prescriptions/${PRESCRIPTION_ID}`);

  it('shows every field, and a link to send when not sent yet', async () => {
    handlers(prescription({ note: 'Start low' }));
    await renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prescription #501' })).toBeInTheDocument();
    expect(screen.getByText('Inject 0.25 mg to 1 mg under the skin once a week, on the same day each week.')).toBeInTheDocument();
    expect(screen.getByText('Start low')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Status: Not sent yet');
    expect(screen.getByRole('link', { name: 'Order #2051' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'Send to pharmacy' })).toHaveAttribute('href', `/send-order-to-rx/${ORDER_ID}`);
    expect(screen.queryByRole('button', { name: 'Check status' })).not.toBeInTheDocument();
  });

  it('checks a Digital Rx prescription that is not delivered yet', async () => {
    handlers(sentToDigital);
    await renderDetail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Shipped'));
    expect(screen.queryByRole('link', { name: 'Send to pharmacy' })).not.toBeInTheDocument();
  });

  it('says the prescription cannot be found on a 404', async () => {
    server.use(mockPrescription(() => apiError(404, 'Not found', 'NOT_FOUND')));
    await renderDetail();
    expect(await screen.findByText('We could not find this prescription')).toBeInTheDocument();
  });
});
