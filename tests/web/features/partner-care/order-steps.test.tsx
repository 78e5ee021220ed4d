import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  PartnerOrderMedicationStepPage,
  PartnerOrderPage,
  PartnerOrderPatientStepPage,
  PartnerOrderReviewStepPage,
  PartnerOrderRxStepPage,
} from '@/features/partner-care';
import { apiError, failure } from '../../mocks/http';
import {
  mockPartnerOrder,
  mockPartnerOrderIntake,
  mockPartnerOrderMedications,
  mockUpdatePartnerOrder,
  ORDER_ID,
  partnerOrderDetail,
} from '../../mocks/orders';
import { mockPartnerPatient, mockUpdatePartnerPatient, partnerPatient } from '../../mocks/patients';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPartnerPage } from './render';

setupMswLifecycle();

const step = (name: string) => `/orders/${ORDER_ID}/${name}`;
const CLOSED = 'This order can no longer change here';

/** Every step (and the order page) under its route, opened at `entry`, so that navigating between them works. */
function StepRoutes() {
  return (
    <Routes>
      <Route path="/orders/:id" element={<PartnerOrderPage />} />
      <Route path="/orders/:id/patient" element={<PartnerOrderPatientStepPage />} />
      <Route path="/orders/:id/medication" element={<PartnerOrderMedicationStepPage />} />
      <Route path="/orders/:id/rx-information" element={<PartnerOrderRxStepPage />} />
      <Route path="/orders/:id/review-and-submit" element={<PartnerOrderReviewStepPage />} />
    </Routes>
  );
}
const open = (name: string) => renderPartnerPage(<StepRoutes />, '/*', step(name));

describe('partner order steps: the frame', () => {
  it('starts from the order page, and shows the steps with the current one marked', async () => {
    server.use(mockPartnerOrder(), mockPartnerPatient(), mockPartnerOrderIntake());
    await renderPartnerPage(<StepRoutes />, '/*', `/orders/${ORDER_ID}`);
    const start = await screen.findByRole('link', { name: 'Review and sign off' });
    expect(start).toHaveAttribute('href', step('patient'));
    expect(screen.getByRole('link', { name: 'Intake PDF' })).toHaveAttribute('href', `/patient-intake-pdf/${ORDER_ID}`);
    await userEvent.setup().click(start);
    const nav = await screen.findByRole('navigation', { name: 'Order steps' });
    expect(within(nav).getByRole('link', { name: /Patient/ })).toHaveAttribute('aria-current', 'step');
    expect(within(nav).getByRole('link', { name: /Review and submit/ })).toHaveAttribute('href', step('review-and-submit'));
  });

  it('shows a skeleton while the order loads, not found for another partner’s order, and an error with a retry', async () => {
    server.use(mockPartnerOrder(() => apiError(404, 'Order not found', 'NOT_FOUND')));
    const view = await open('patient');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    view.unmount();

    let calls = 0;
    server.use(
      mockPartnerOrder(async () => {
        calls += 1;
        // Slow enough to see the skeleton.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return calls === 1 ? failure() : partnerOrderDetail();
      }),
      mockPartnerPatient(),
    );
    await open('patient');
    expect(screen.getByLabelText('Loading the order')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching order details')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeInTheDocument();
  });
});

describe('step 1: patient', () => {
  it('shows the contact and shipping details, saves a corrected one through PUT /gym-owner/patients/{id}, and continues', async () => {
    const update = mockUpdatePartnerPatient();
    server.use(mockPartnerOrder(), mockPartnerPatient(), update, mockPartnerOrderMedications());
    await open('patient');
    const card = await screen.findByRole('region', { name: 'Patient' });
    expect(await within(card).findByText('100 Market Street')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Patient page' })).toHaveAttribute('href', expect.stringContaining('/patients/'));
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit contact details' }));
    const dialog = await screen.findByRole('dialog');
    const city = within(dialog).getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Dallas');
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(update.bodies).toEqual([{ city: 'Dallas' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Order steps' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('form', { name: 'Medication' })).toBeInTheDocument();
  });

  it('is read-only on a closed order', async () => {
    server.use(
      mockPartnerOrder(partnerOrderDetail({ status: 'SHIPPED', approvalStatus: 'APPROVED' })),
      mockPartnerPatient(partnerPatient()),
    );
    await open('patient');
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(await screen.findByText('100 Market Street')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit contact details' })).not.toBeInTheDocument();
  });
});

describe('step 2: medication', () => {
  it('sends only a changed dose as medicationPackages, then goes to the Rx step', async () => {
    const update = mockUpdatePartnerOrder(({ body }) =>
      partnerOrderDetail({ productVariationKey: body.medicationPackages?.[0].productVariationKey, dose: '1 mg weekly' }),
    );
    server.use(mockPartnerOrder(), mockPartnerOrderMedications(), update, mockPartnerOrderIntake());
    await open('medication');
    const select = await screen.findByRole('combobox', { name: 'Medication and dose' });
    const user = userEvent.setup();
    await user.selectOptions(select, 'Semaglutide program, 1 mg weekly ($129.00 a month)');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(update.bodies).toEqual([{ medicationPackages: [{ productVariationKey: 'semaglutide-1mg' }] }]));
    expect(await screen.findByRole('region', { name: 'Rx information' })).toBeInTheDocument();
  });

  it('sends nothing when the dose did not change, and shows what the server refused', async () => {
    const update = mockUpdatePartnerOrder(() => apiError(422, 'This order is approved, so its medication can no longer change'));
    server.use(mockPartnerOrder(), mockPartnerOrderMedications(), update, mockPartnerOrderIntake());
    const view = await open('medication');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('region', { name: 'Rx information' })).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);
    view.unmount();

    await open('medication');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Medication and dose' }),
      'Semaglutide program, 1 mg weekly ($129.00 a month)',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const form = screen.getByRole('form', { name: 'Medication' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('can no longer change');
  });

  it('is read-only on a closed order, and says when the medications cannot be loaded', async () => {
    server.use(
      mockPartnerOrder(partnerOrderDetail({ status: 'APPROVED', approvalStatus: 'APPROVED', doctorApproveQuestionsStatus: 'APPROVED' })),
      mockPartnerOrderMedications(),
    );
    const view = await open('medication');
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(await screen.findByText('0.25 mg weekly')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Medication and dose' })).not.toBeInTheDocument();
    view.unmount();

    server.use(
      mockPartnerOrder(),
      mockPartnerOrderMedications(() => failure()),
    );
    await open('medication');
    expect(await screen.findByText('Error fetching the medications')).toBeInTheDocument();
  });
});

describe('step 3: Rx information', () => {
  it("shows the doctor, their decision and the intake's facts read-only, with the intake PDF", async () => {
    server.use(mockPartnerOrder(partnerOrderDetail({ doctorApproveQuestionsStatus: null })), mockPartnerOrderIntake());
    await open('rx-information');
    const card = await screen.findByRole('region', { name: 'Rx information' });
    expect(within(card).getByText('Dr. Dana Whitfield')).toBeInTheDocument();
    expect(within(card).getByText('Under review')).toBeInTheDocument();
    expect(await within(card).findByText('31.4')).toBeInTheDocument();
    expect(within(card).getByText('Diabetes')).toBeInTheDocument();
    expect(within(card).getByText('1 answer, in the intake PDF')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Intake PDF' })).toHaveAttribute('href', `/patient-intake-pdf/${ORDER_ID}`);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', step('medication'));
  });

  it('says when the intake cannot be loaded', async () => {
    server.use(
      mockPartnerOrder(),
      mockPartnerOrderIntake(() => failure()),
    );
    await open('rx-information');
    expect(await screen.findByText('Error fetching the intake')).toBeInTheDocument();
  });
});

describe('step 4: review and submit', () => {
  it('asks for the approval, then sends the approval and the note, and goes back to the order', async () => {
    const update = mockUpdatePartnerOrder();
    server.use(mockPartnerOrder(), mockPartnerPatient(), mockPartnerOrderIntake(), update);
    await open('review-and-submit');
    expect(await screen.findByRole('region', { name: 'Medication' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit medication' })).toHaveAttribute('href', step('medication'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose whether you approve this order')).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Approve/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your note' }), 'Member since 2024');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(update.bodies).toEqual([{ partnerNote: 'Member since 2024', approvalStatus: 'APPROVED' }]));
    // The order page may first show from the cache and draw again once the order is fetched anew: the heading found
    // first can be gone by the time it is checked, so the check is made on the page as it stands, until it holds.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Order #1042' })).toBeInTheDocument(), { timeout: 5000 });
  });

  it('asks before declining, and sends nothing when canceled', async () => {
    const update = mockUpdatePartnerOrder();
    server.use(mockPartnerOrder(), mockPartnerPatient(), mockPartnerOrderIntake(), update);
    await open('review-and-submit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Decline/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline order' }));
    await waitFor(() => expect(update.bodies).toEqual([{ approvalStatus: 'DENIED' }]));
  });

  it('shows the sign-off read-only once the doctor has decided', async () => {
    server.use(
      mockPartnerOrder(partnerOrderDetail({ status: 'APPROVED', approvalStatus: 'APPROVED', partnerNote: 'Checked in' })),
      mockPartnerPatient(),
      mockPartnerOrderIntake(),
    );
    await open('review-and-submit');
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    const signOff = screen.getByRole('region', { name: 'Your sign-off' });
    expect(within(signOff).getByText('Approved by you')).toBeInTheDocument();
    expect(within(signOff).getByText('Checked in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit medication' })).not.toBeInTheDocument();
  });
});
