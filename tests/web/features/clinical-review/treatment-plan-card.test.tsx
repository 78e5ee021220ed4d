import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TreatmentPlanCard } from '@/features/clinical-review/components/treatment-plan-card';
import { apiError, failure } from '../../mocks/http';
import {
  checkIn,
  mockChangeDose,
  mockPatientTreatmentPlan,
  mockReviewCheckIn,
  PLAN_PATIENT_ID,
  treatmentPlan,
} from '../../mocks/treatment-plans';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';

setupMswLifecycle();

const renderCard = () => renderDoctorPage(<TreatmentPlanCard patientId={PLAN_PATIENT_ID} />, '/patients/x');
const flagged = treatmentPlan({ checkIns: [checkIn()], needsReview: true });

describe("the doctor's Treatment plan card", () => {
  it('shows the flag of a severe check-in and acknowledges it with a note', async () => {
    let reviewed = false;
    const review = mockReviewCheckIn(() => {
      reviewed = true;
      return checkIn({ reviewedAt: '2026-03-03T08:00:00.000Z', reviewNote: 'Called', reviewedBy: 'Dana Reyes' });
    });
    server.use(
      mockPatientTreatmentPlan(() =>
        reviewed
          ? treatmentPlan({
              checkIns: [checkIn({ reviewedAt: '2026-03-03T08:00:00.000Z', reviewNote: 'Called', reviewedBy: 'Dana Reyes' })],
            })
          : flagged,
      ),
      review,
    );
    await renderCard();
    const card = await screen.findByRole('region', { name: 'Treatment plan' });
    expect(await within(card).findByText('Severe side effects reported at check-in')).toBeInTheDocument();
    expect(within(card).getByText('Severe: Nausea')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Review check-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Review the check-in' });
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Called');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(card).findByText(/Reviewed by Dana Reyes/)).toBeInTheDocument();
    expect(review.bodies).toEqual([{ note: 'Called' }]);
    expect(within(card).queryByText('Severe side effects reported at check-in')).not.toBeInTheDocument();
  });

  it('steps the dose down with a required reason, and shows the server’s refusal', async () => {
    let calls = 0;
    const change = mockChangeDose(() =>
      ++calls === 1
        ? apiError(422, 'The dose is already the first step (0.25 mg): it cannot step down', 'FIRST_STEP')
        : treatmentPlan({ currentStep: 0, currentDose: '0.25 mg', nextDose: '0.5 mg' }),
    );
    server.use(mockPatientTreatmentPlan(), change);
    await renderCard();
    const card = await screen.findByRole('region', { name: 'Treatment plan' });
    const actions = await within(card).findByRole('group', { name: 'Dose actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Step down' }));
    const dialog = screen.getByRole('dialog', { name: 'Step down from 0.5 mg to 0.25 mg?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Step down' }));
    expect(await within(dialog).findByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    expect(change.bodies).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Nausea');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Step down' }));
    expect(await within(dialog).findByText(/it cannot step down/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Step down' }));
    expect(await screen.findByText('Treatment plan updated')).toBeInTheDocument();
    expect(change.bodies.at(-1)).toEqual({ action: 'STEP_DOWN', reason: 'Nausea' });
  });

  it('disables Move up on the top step and Step down on the first', async () => {
    server.use(mockPatientTreatmentPlan(treatmentPlan({ currentStep: 4, currentDose: '2.4 mg', nextDose: null, nextStepDue: null })));
    await renderCard();
    const actions = await screen.findByRole('group', { name: 'Dose actions' });
    expect(within(actions).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(actions).getByRole('button', { name: 'Step down' })).toBeEnabled();
    expect(screen.getByText('Maintenance dose: no further steps')).toBeInTheDocument();
  });

  it('says when there is no plan, and when it fails to load', async () => {
    server.use(mockPatientTreatmentPlan(null));
    const first = await renderCard();
    expect(await screen.findByText(/No treatment plan yet/)).toBeInTheDocument();
    first.unmount();
    server.use(mockPatientTreatmentPlan(() => failure(500)));
    await renderCard();
    expect(await screen.findByText('Failed to fetch the treatment plan')).toBeInTheDocument();
  });
});
