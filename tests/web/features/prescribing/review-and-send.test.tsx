import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DoctorOrderDetail } from '@contracts/order-review';
import type { Pharmacy, Prescription } from '@contracts/prescriptions';
import { OrderReviewPage, SendOrderToRxPage } from '@/features/prescribing';
import { failure, reply as ok } from '../../mocks/http';
import { mockDoctorOrder, ORDER_ID } from '../../mocks/orders';
import { mockDoctorPatient } from '../../mocks/patients';
import {
  DIGITAL_PHARMACY,
  doctorSettings,
  mockCreatePrescription,
  mockDoctorSettings,
  mockPharmacies,
  mockPrescription,
  mockSendToDigitalRx,
  mockSendToRxProvider,
  prescription,
  PRESCRIPTION_ID,
  RX_PHARMACY,
} from '../../mocks/prescriptions';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';
import { doctorOrder, patientDetail } from './fixtures';

setupMswLifecycle();

const RX = { directions: 'Inject 0.25 mg weekly.', quantity: 4, refills: 0, daysSupply: 28 };

function reviewHandlers(order: DoctorOrderDetail) {
  const create = mockCreatePrescription();
  server.use(mockDoctorOrder(order), mockDoctorPatient(patientDetail()), create);
  return create.bodies;
}

describe('review and submit', () => {
  it('shows the whole order with edit links, then posts the prescription and opens sending', async () => {
    const posts = reviewHandlers(doctorOrder({ rxInformation: RX }));
    await renderDoctorPage(<OrderReviewPage />, '/orders/:id/review-and-submit', `/orders/${ORDER_ID}/review-and-submit`);

    expect(await screen.findByText('jamie@demo.test')).toBeInTheDocument();
    const medication = screen.getByRole('region', { name: 'Medication' });
    expect(within(medication).getByText('0.25 mg to 1 mg weekly')).toBeInTheDocument();
    expect(within(medication).getByText('1 month')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Rx information' })).getByText('Inject 0.25 mg weekly.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit medication' })).toHaveAttribute('href', `/orders/${ORDER_ID}/medication`);
    expect(screen.getByRole('link', { name: 'Edit patient' })).toHaveAttribute('href', `/orders/${ORDER_ID}/patient`);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit prescription' }));
    expect(await screen.findByRole('heading', { name: `Now at /send-order-to-rx/${ORDER_ID}` })).toBeInTheDocument();
    expect(await screen.findByText('Prescription created successfully')).toBeInTheDocument();
    expect(posts).toEqual([{ orderId: ORDER_ID }]);
  });

  it.each(['PENDING_REVIEW', 'DENIED'] as const)('explains that a %s intake must be approved first, and cannot submit', async (status) => {
    const posts = reviewHandlers(doctorOrder({ status, rxInformation: RX }));
    await renderDoctorPage(<OrderReviewPage />, '/orders/:id/review-and-submit', `/orders/${ORDER_ID}/review-and-submit`);
    expect(await screen.findByText("The patient's intake must be approved before you can prescribe.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the intake' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(screen.getByRole('button', { name: 'Submit prescription' })).toBeDisabled();
    expect(posts).toEqual([]);
  });
});

/** The order with its prescription, the doctor's pharmacies and both send endpoints (recorded). */
function sendHandlers({
  pharmacies = [RX_PHARMACY, DIGITAL_PHARMACY],
  current = prescription(),
  order = doctorOrder({ prescriptionId: PRESCRIPTION_ID }),
  reply,
  defaultPharmacyId = null,
}: {
  pharmacies?: Pharmacy[];
  current?: Prescription;
  order?: DoctorOrderDetail;
  reply?: () => Promise<Response> | Response;
  /** The doctor's default pharmacy (Settings). */
  defaultPharmacyId?: string | null;
} = {}) {
  const sent: { provider: string; body: unknown }[] = [];
  const send =
    (provider: string, pharmacy: Pharmacy) =>
    ({ body }: { body: unknown }) => {
      sent.push({ provider, body });
      return reply ? reply() : prescription({ status: 'RECEIVED', pharmacy });
    };
  server.use(
    mockDoctorOrder(order),
    mockPrescription(current),
    mockPharmacies({ pharmacies }),
    mockDoctorSettings(doctorSettings({ pharmacies, defaultPharmacyId })),
    mockSendToRxProvider(send('rx', RX_PHARMACY)),
    mockSendToDigitalRx(send('digital', DIGITAL_PHARMACY)),
  );
  return sent;
}

const renderSend = () => renderDoctorPage(<SendOrderToRxPage />, '/send-order-to-rx/:id', `/send-order-to-rx/${ORDER_ID}`);

describe('send order to rx', () => {
  it.each([
    [DIGITAL_PHARMACY, 'digital', 'Order sent to Digital Rx provider successfully'],
    [RX_PHARMACY, 'rx', 'Order sent to RX provider successfully'],
  ] as const)('sends to the endpoint of the chosen pharmacy (%s.name)', async (pharmacy, provider, toast) => {
    const sent = sendHandlers();
    await renderSend();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Prescription #501' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send prescription' })).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: new RegExp(pharmacy.name) }));
    await user.click(screen.getByRole('button', { name: 'Send prescription' }));

    expect(await screen.findByRole('heading', { name: `Now at /order-sent-successfully/${ORDER_ID}` })).toBeInTheDocument();
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(sent).toEqual([{ provider, body: { orderId: ORDER_ID } }]);
  });

  it('disables the button while sending: a second click sends nothing', async () => {
    const sent = sendHandlers({
      reply: async () => {
        await delay(400);
        return ok(prescription({ status: 'RECEIVED', pharmacy: RX_PHARMACY }), { message: 'Sent to RX' });
      },
    });
    await renderSend();
    // Clicks reach the button even while it is disabled, as a hurried double click on a slow machine would.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('radio', { name: /RX Provider Pharmacy/ }));
    const button = screen.getByRole('button', { name: 'Send prescription' });
    await user.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    expect(await screen.findByText('Sent to RX')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('a failed send shows the spec text when the server gives no message, and can be tried again', async () => {
    const sent = sendHandlers({ reply: () => failure(500) });
    await renderSend();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Digital Rx Pharmacy/ }));
    await user.click(screen.getByRole('button', { name: 'Send prescription' }));
    expect(await screen.findByText('Failed to send order to Digital Rx provider')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send prescription' })).toBeEnabled());
    expect(sent).toHaveLength(1);
  });

  it('a failed prescription shows why, and preselects its pharmacy for another try', async () => {
    sendHandlers({ current: prescription({ status: 'FAILED', pharmacy: DIGITAL_PHARMACY, failureReason: 'Unknown prescriber NPI' }) });
    await renderSend();
    expect(await screen.findByText(/Unknown prescriber NPI/)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Digital Rx Pharmacy/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send prescription' })).toBeEnabled();
  });

  it("preselects the doctor's default pharmacy from Settings, and sends to it with one click", async () => {
    const sent = sendHandlers({ defaultPharmacyId: DIGITAL_PHARMACY.id });
    await renderSend();
    expect(await screen.findByRole('radio', { name: /Digital Rx Pharmacy/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /RX Provider Pharmacy/ })).not.toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send prescription' }));
    expect(await screen.findByRole('heading', { name: `Now at /order-sent-successfully/${ORDER_ID}` })).toBeInTheDocument();
    expect(sent).toEqual([{ provider: 'digital', body: { orderId: ORDER_ID } }]);
  });

  it('a failed attempt keeps its own pharmacy over the default, and the doctor can still choose another', async () => {
    sendHandlers({ current: prescription({ status: 'FAILED', pharmacy: RX_PHARMACY }), defaultPharmacyId: DIGITAL_PHARMACY.id });
    await renderSend();
    const rx = await screen.findByRole('radio', { name: /RX Provider Pharmacy/ });
    await waitFor(() => expect(rx).toBeChecked());
    await userEvent.setup().click(screen.getByRole('radio', { name: /Digital Rx Pharmacy/ }));
    expect(screen.getByRole('radio', { name: /Digital Rx Pharmacy/ })).toBeChecked();
  });

  it('an approved order whose prescription is not prepared asks for one dose first, and offers no send', async () => {
    const sent = sendHandlers({ order: doctorOrder({ rxInformation: { quantity: 8 } }) });
    await renderSend();
    const card = await screen.findByRole('region', { name: 'Prescription' });
    expect(within(card).getByText('8')).toBeInTheDocument();
    expect(within(card).getByText('Not chosen yet')).toBeInTheDocument();
    expect(screen.getByText('Prepare the prescription first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prepare prescription' })).toHaveAttribute('href', `/orders/${ORDER_ID}/rx-information`);
    expect(screen.queryByRole('button', { name: 'Send prescription' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('an approved order with its prescription prepared shows what will be prescribed and can be sent', async () => {
    const rxInformation = { dose: '0.25 mg', quantity: 8, refills: 0, daysSupply: 28, directions: 'Inject 0.25 mg weekly.' };
    const sent = sendHandlers({ order: doctorOrder({ rxInformation }) });
    await renderSend();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Prescription' });
    expect(within(card).getByText('8')).toBeInTheDocument();
    expect(within(card).getByText('0.25 mg weekly')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit Rx information' })).toHaveAttribute('href', `/orders/${ORDER_ID}/rx-information`);
    await user.click(await screen.findByRole('radio', { name: /Digital Rx Pharmacy/ }));
    await user.click(screen.getByRole('button', { name: 'Send prescription' }));
    expect(await screen.findByRole('heading', { name: `Now at /order-sent-successfully/${ORDER_ID}` })).toBeInTheDocument();
    expect(sent).toEqual([{ provider: 'digital', body: { orderId: ORDER_ID } }]);
  });

  it('an intake still under review cannot be sent', async () => {
    sendHandlers({ order: doctorOrder({ status: 'PENDING_REVIEW' }) });
    await renderSend();
    expect(await screen.findByText("The patient's intake must be approved before you can prescribe.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send prescription' })).not.toBeInTheDocument();
  });

  it('says so when no pharmacy is assigned', async () => {
    sendHandlers({ pharmacies: [] });
    await renderSend();
    expect(await screen.findByText('No pharmacy is assigned to you yet. Ask an administrator to assign one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send prescription' })).not.toBeInTheDocument();
  });

  it('an already sent prescription shows where it went and links to the confirmation instead of the form', async () => {
    sendHandlers({
      current: prescription({ status: 'PROCESSING', pharmacy: RX_PHARMACY, externalId: 'RXP-1001', sentAt: '2026-03-11T10:00:00.000Z' }),
    });
    await renderSend();
    expect(await screen.findByText('RX Provider Pharmacy')).toBeInTheDocument();
    expect(screen.getByText('RXP-1001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View confirmation' })).toHaveAttribute('href', `/order-sent-successfully/${ORDER_ID}`);
    expect(screen.queryByRole('button', { name: 'Send prescription' })).not.toBeInTheDocument();
  });
});
