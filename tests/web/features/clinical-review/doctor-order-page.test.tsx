import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { DoctorOrderPage } from '@/features/clinical-review';
import { apiError, failure } from '../../mocks/http';
import { mockDecideIntake, mockDoctorOrder, mockPhotoIdLink, mockUpdateDoctorOrder, ORDER_ID, PHOTO_ID_URL } from '../../mocks/orders';
import { PATIENT_ID } from '../../mocks/patients';
import { mockPatientTreatmentPlan } from '../../mocks/treatment-plans';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';
import { DIABETES_FLAG, KIDNEY_FLAG, orderDetail } from './fixtures';

setupMswLifecycle();
// The treatment plan is its own card (tests/web/features/*/treatment-plan*.test.tsx): none here.
beforeEach(() => server.use(mockPatientTreatmentPlan(null)));

/** Serves the order; a decision is recorded and answered by `decide` (by default: recorded as asked). */
function orderHandlers(initial: DoctorOrderDetail, decide?: () => Response) {
  let current = initial;
  const decision = mockDecideIntake(({ body }) => {
    if (decide) return decide();
    const approved = body.doctorApproveQuestionsStatus === 'APPROVED';
    current = {
      ...current,
      status: approved ? 'APPROVED' : 'DENIED',
      doctorApproveQuestionsStatus: body.doctorApproveQuestionsStatus,
      doctorDenialReason: body.doctorDenialReason ?? null,
      doctorOverrideReason: body.overrideReason ?? null,
    };
    const { createdByDoctor: _c, rxInformation: _r, doctorNote: _d, prescriptionId: _p, ...reply } = current;
    return reply;
  });
  server.use(
    mockDoctorOrder(() => current),
    decision,
  );
  return decision.bodies;
}

/** Opens the intake's Approve or Deny dialog: the dialog and a way to press its submit button. */
async function openDecision(action: 'Approve' | 'Deny') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', { name: `${action} this intake` });
  const submit = () => user.click(within(dialog).getByRole('button', { name: `${action} intake` }));
  return { user, dialog, submit };
}

/** Submits without a reason (refused, saying `missing`, nothing sent), then with `reason` typed in `field`: sent. */
async function decideWithReason(
  { user, dialog, submit }: Awaited<ReturnType<typeof openDecision>>,
  patches: unknown[],
  { missing, field, reason, toast }: Record<string, string>,
) {
  await submit();
  expect(await within(dialog).findByText(missing)).toBeInTheDocument();
  expect(patches).toEqual([]);
  await user.type(within(dialog).getByRole('textbox', { name: field }), reason);
  await submit();
  expect(await screen.findByText(toast)).toBeInTheDocument();
}

async function renderOrder() {
  const view = await renderDoctorPage(<DoctorOrderPage />, '/orders/:id', `/orders/${ORDER_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Order detail' });
  expect(screen.getByText(/^Order #1042 · Pat Jordan/)).toBeInTheDocument();
  return view;
}

const answersCard = () => screen.getByRole('region', { name: 'Intake answers' });

describe('order detail: intake review', () => {
  it('shows the patient, the order, the BMI and every answer the patient was shown, by type and in order', async () => {
    orderHandlers(orderDetail());
    await renderOrder();
    expect(screen.getByRole('link', { name: 'Pat Jordan' })).toHaveAttribute('href', `/patients/${PATIENT_ID}`);
    expect(screen.getByText('31.2')).toBeInTheDocument();
    expect(screen.getByText('$299.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intake PDF' })).toHaveAttribute('href', `/patient-intake-pdf/${ORDER_ID}`);

    const card = answersCard();
    const pairs = [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Have you been diagnosed with diabetes?', 'Yes'],
      ['Which medication do you take for diabetes?', 'Metformin'],
      ['Have you ever had pancreatitis?', 'No'],
      ['Do you have any of these weight-related conditions?', 'High blood pressure, Sleep apnea'],
      ['Upload a photo of your driver license or passport', 'Photo ID uploaded'],
      ['Do you have any allergies?', 'Not answered'],
    ]);
    // Asked only after a "yes" to pancreatitis: the patient never saw it, so it is not shown (even with a stale answer).
    expect(within(card).queryByText('When did the pancreatitis happen?')).not.toBeInTheDocument();
    expect(within(card).queryByText('Long ago')).not.toBeInTheDocument();
    // Grouped by step, in questionnaire order.
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Health', 'Conditions', 'Identity', 'Medications']);
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('will not deny without a reason for the patient, then sends it', async () => {
    const patches = orderHandlers(orderDetail());
    await renderOrder();
    await decideWithReason(await openDecision('Deny'), patches, {
      missing: 'Write the reason for the patient',
      field: 'Reason for the patient',
      reason: 'Your BMI is below the range for this treatment.',
      toast: 'Intake denied. The patient sees your reason, and what they paid is refunded.',
    });
    expect(screen.queryByText('Intake questions updated successfully')).not.toBeInTheDocument();
    expect(patches).toEqual([
      { doctorApproveQuestionsStatus: 'DENIED', doctorDenialReason: 'Your BMI is below the range for this treatment.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const review = screen.getByRole('region', { name: 'Intake review' });
    expect(await within(review).findByText('Denied')).toBeInTheDocument();
    expect(within(review).getByText('Your BMI is below the range for this treatment.')).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the flags prominently and needs an override reason to approve a flagged intake', async () => {
    const patches = orderHandlers(orderDetail({ screeningFlags: [KIDNEY_FLAG, DIABETES_FLAG] }));
    await renderOrder();
    const flags = screen.getByRole('list', { name: 'Screening flags' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Kidney disease: Check renal function before dosing.',
      'Diabetes: Review glucose-lowering medication for hypoglycemia risk.',
    ]);

    const approval = await openDecision('Approve');
    expect(within(approval.dialog).getByText(/Screening flagged this intake/)).toBeInTheDocument();
    await decideWithReason(approval, patches, {
      missing: 'Explain why approving is safe despite the screening flags',
      field: 'Override reason',
      reason: 'eGFR 85 last month; diabetes controlled on metformin.',
      toast: 'Intake questions updated successfully',
    });
    expect(patches).toEqual([
      { doctorApproveQuestionsStatus: 'APPROVED', overrideReason: 'eGFR 85 last month; diabetes controlled on metformin.' },
    ]);
    // Revalidated: the decision and the next steps show.
    expect(await screen.findByRole('link', { name: 'Prepare prescription' })).toHaveAttribute('href', `/orders/${ORDER_ID}/medication`);
    expect(screen.getByRole('link', { name: 'Send to pharmacy' })).toHaveAttribute('href', `/send-order-to-rx/${ORDER_ID}`);
    expect(screen.getByText('eGFR 85 last month; diabetes controlled on metformin.')).toBeInTheDocument();
  });

  it('approves an unflagged intake after a confirmation, with no reason', async () => {
    const patches = orderHandlers(orderDetail());
    await renderOrder();
    const { dialog, submit } = await openDecision('Approve');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Intake questions updated successfully')).toBeInTheDocument();
    expect(patches).toEqual([{ doctorApproveQuestionsStatus: 'APPROVED' }]);
    expect(await screen.findByRole('link', { name: 'Prepare prescription' })).toBeInTheDocument();
  });

  it("shows the server's reason when the approval is refused, and keeps the dialog open", async () => {
    const message = 'You are not licensed in OR, so you cannot approve this intake';
    orderHandlers(orderDetail({ patientState: 'OR' }), () => apiError(422, message, 'NOT_LICENSED'));
    await renderOrder();
    const { dialog, submit } = await openDecision('Approve');
    await submit();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Intake questions updated successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Approve this intake' })).toBeInTheDocument();
  });

  it("falls back to 'Action Failure' when the server gives no message", async () => {
    orderHandlers(orderDetail(), () => failure(500));
    await renderOrder();
    const { dialog, submit } = await openDecision('Approve');
    await submit();
    expect(await within(dialog).findByText('Action Failure')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
  });

  it('shows a decided order with its reasons and a link to its prescription, without the actions', async () => {
    orderHandlers(
      orderDetail({
        status: 'SENT_TO_PHARMACY',
        doctorApproveQuestionsStatus: 'APPROVED',
        doctorOverrideReason: 'Renal function checked.',
        screeningFlags: [KIDNEY_FLAG],
        prescriptionId: '12121212-1212-4121-8121-121212121212',
      }),
    );
    await renderOrder();
    const review = screen.getByRole('region', { name: 'Intake review' });
    expect(within(review).getByText('Approved')).toBeInTheDocument();
    expect(within(review).getByText('Renal function checked.')).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'View prescription' })).toHaveAttribute(
      'href',
      '/prescriptions/12121212-1212-4121-8121-121212121212',
    );
    expect(within(review).queryByRole('link', { name: 'Send to pharmacy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deny' })).not.toBeInTheDocument();
  });

  it('shows a not-found state, not an error, for an order that is not one of yours', async () => {
    server.use(mockDoctorOrder(() => apiError(404, 'Order not found', 'NOT_FOUND')));
    await renderDoctorPage(<DoctorOrderPage />, '/orders/:id', `/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Error fetching order details')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to orders' })[0]).toHaveAttribute('href', '/orders');
  });

  it("shows 'Error fetching order details' when the order cannot be loaded", async () => {
    server.use(mockDoctorOrder(() => failure(500)));
    await renderDoctorPage(<DoctorOrderPage />, '/orders/:id', `/orders/${ORDER_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching order details');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

const patientCard = () => screen.getByRole('region', { name: 'Patient' });
const pairsOf = (region: HTMLElement) =>
  [...region.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('order detail: the key facts and the photo ID', () => {
  it('shows the age with the date of birth, gender, height, weight, BMI and the state beside the answers', async () => {
    orderHandlers(orderDetail());
    await renderOrder();
    expect(pairsOf(patientCard())).toEqual([
      ['Name', 'Pat Jordan'],
      ['Age', '41 (born Jul 14, 1985)'],
      ['Gender', 'Female'],
      ['Height', '5 ft 6 in'],
      ['Weight', '194 lb'],
      ['BMI', '31.2'],
      ['State', 'California (CA)'],
      ['Photo ID', 'View photo ID'],
    ]);
  });

  it('says what is missing rather than leaving a blank', async () => {
    orderHandlers(
      orderDetail({ dateOfBirth: null, age: null, gender: null, heightInches: null, weightPounds: null, bmi: null, photoIdOnFile: false }),
    );
    await renderOrder();
    expect(pairsOf(patientCard()).slice(1)).toEqual([
      ['Age', 'Not given'],
      ['Gender', 'Not given'],
      ['Height', 'Not recorded'],
      ['Weight', 'Not recorded'],
      ['BMI', 'Not recorded'],
      ['State', 'California (CA)'],
      ['Photo ID', 'Not on file'],
    ]);
    expect(within(patientCard()).queryByRole('button', { name: 'View photo ID' })).not.toBeInTheDocument();
  });

  it('opens the photo ID in a dialog through a fresh signed link each time, and closes it from the keyboard', async () => {
    orderHandlers(orderDetail());
    const links = mockPhotoIdLink();
    server.use(links);
    await renderOrder();
    const user = userEvent.setup();
    await user.click(within(patientCard()).getByRole('button', { name: 'View photo ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo ID of Pat Jordan' });
    expect(within(dialog).getByRole('img', { name: 'Photo ID uploaded by Pat Jordan' })).toHaveAttribute('src', PHOTO_ID_URL);
    expect(within(dialog).getByText(/opening it is recorded in the audit log/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', PHOTO_ID_URL);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(patientCard()).getByRole('button', { name: 'View photo ID' }));
    expect(await screen.findByRole('dialog', { name: 'Photo ID of Pat Jordan' })).toBeInTheDocument();
    expect(links.calls.map((c) => c.path)).toEqual([
      `/api/v1/doctors/orders/${ORDER_ID}/photo-id`,
      `/api/v1/doctors/orders/${ORDER_ID}/photo-id`,
    ]);
  });

  it('says so when the photo ID cannot be opened', async () => {
    orderHandlers(orderDetail());
    server.use(mockPhotoIdLink(() => apiError(404, 'No photo ID is on file for this order', 'NOT_FOUND')));
    await renderOrder();
    await userEvent.setup().click(within(patientCard()).getByRole('button', { name: 'View photo ID' }));
    expect(await screen.findByText('No photo ID is on file for this order')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('order detail: a patient outside the doctor’s license states', () => {
  const outside = () => orderDetail({ patientState: 'OR', patientStateName: 'Oregon', licensedInPatientState: false });

  /** Serves the order; a hand-back is recorded as the server does (the order stays under review, handed back). */
  function handBackHandlers(initial: DoctorOrderDetail) {
    let current = initial;
    const update = mockUpdateDoctorOrder(({ body }) => {
      current = {
        ...current,
        handedBackAt: '2026-03-11T10:00:00.000Z',
        handBack: { at: '2026-03-11T10:00:00.000Z', doctorName: 'Dr. Dana Whitfield', reason: body.handBack!.reason },
      };
      return current;
    });
    server.use(
      mockDoctorOrder(() => current),
      update,
    );
    return update.bodies;
  }

  it('says plainly why approving is not possible, and offers hand-back and deny only', async () => {
    handBackHandlers(outside());
    await renderOrder();
    const review = screen.getByRole('region', { name: 'Intake review' });
    expect(within(review).getByText('You are not licensed in Oregon')).toBeInTheDocument();
    expect(
      within(review).getByText(/Pat Jordan lives in Oregon, which is not one of your license states, so you cannot approve this intake/),
    ).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Hand back for reassignment' })).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Deny' })).toBeInTheDocument();
  });

  it('hands the order back after a confirmation with a reason, then shows it as handed back, without actions', async () => {
    const bodies = handBackHandlers(outside());
    await renderOrder();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hand back for reassignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand back for reassignment' });
    expect(
      within(dialog).getByText(/leaves your review queue and waits for an administrator to assign it to a doctor licensed in Oregon/),
    ).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the administrator' });
    expect(reason).toHaveValue('The patient lives in Oregon, where I am not licensed.');

    await user.clear(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Hand back order' }));
    expect(await within(dialog).findByText('Say why you are handing this order back')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(reason, 'Moved to Portland last month.');
    await user.click(within(dialog).getByRole('button', { name: 'Hand back order' }));
    expect(await screen.findByText('Order handed back for reassignment')).toBeInTheDocument();
    expect(bodies).toEqual([{ handBack: { reason: 'Moved to Portland last month.' } }]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const review = screen.getByRole('region', { name: 'Intake review' });
    expect(await within(review).findByText('Handed back for reassignment')).toBeInTheDocument();
    expect(within(review).getByText('Moved to Portland last month.')).toBeInTheDocument();
    expect(within(review).getByText(/Dr. Dana Whitfield handed this order back on Mar 11, 2026/)).toBeInTheDocument();
    expect(within(review).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order' })).getByText('Handed back for reassignment')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to orders' })[0]).toHaveAttribute('href', '/orders');
  });

  it("shows the server's refusal in the dialog", async () => {
    handBackHandlers(outside());
    server.use(
      mockUpdateDoctorOrder(() =>
        apiError(422, 'This order is approved: only an order under review can be handed back for reassignment', 'NOT_UNDER_REVIEW'),
      ),
    );
    await renderOrder();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hand back for reassignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand back for reassignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Hand back order' }));
    expect(await within(dialog).findByText(/only an order under review can be handed back/)).toBeInTheDocument();
  });
});
