import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyTreatmentPage } from '@/features/patient-portal';
import { CheckInDueCard } from '@/features/patient-portal/components/check-in-due-card';
import { apiError, failure } from '../../mocks/http';
import {
  checkIn,
  mockChangeMyPlan,
  mockMyCheckIns,
  mockMyTreatmentPlan,
  mockSubmitCheckIn,
  treatmentPlan,
} from '../../mocks/treatment-plans';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPortalPage } from '../../support/render-page';

setupMswLifecycle();

const renderPage = () => renderPortalPage(<MyTreatmentPage />, '/treatment');

describe('My treatment', () => {
  it('shows the current dose, the schedule and the next step', async () => {
    server.use(mockMyTreatmentPlan(), mockMyCheckIns());
    await renderPage();
    const dose = await screen.findByRole('region', { name: 'My dose' });
    expect(within(dose).getByText('0.5 mg weekly')).toBeInTheDocument();
    expect(within(dose).getByText(/1 mg weekly, considered from/)).toBeInTheDocument();
    const schedule = within(dose).getByRole('list', { name: 'Dose schedule' });
    expect(within(schedule).getAllByRole('listitem')).toHaveLength(5);
    expect(within(schedule).getByText(/0.5 mg weekly for 4 weeks — current/)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/Moved up from 0.25 mg to 0.5 mg by Dana Reyes — Tolerating well/)).toBeInTheDocument();
  });

  it('says "Less than a week" on a dose started this week, and counts the weeks after', async () => {
    server.use(mockMyTreatmentPlan(treatmentPlan({ weeksOnDose: 0 })), mockMyCheckIns());
    const first = await renderPage();
    const dose = await screen.findByRole('region', { name: 'My dose' });
    expect(within(dose).getByText(/^Less than a week \(since /)).toBeInTheDocument();
    first.unmount();

    server.use(mockMyTreatmentPlan(treatmentPlan({ weeksOnDose: 3 })), mockMyCheckIns());
    await renderPage();
    expect(within(await screen.findByRole('region', { name: 'My dose' })).getByText(/^3 \(since /)).toBeInTheDocument();
  });

  it('sends the check-in when due, refusing it without the side effects chosen', async () => {
    const submit = mockSubmitCheckIn(checkIn({ flagged: true }));
    server.use(mockMyTreatmentPlan(), mockMyCheckIns(), submit);
    await renderPage();
    const form = await screen.findByRole('form', { name: 'Refill check-in' });
    await userEvent.type(within(form).getByLabelText(/Current weight/), '201');
    await userEvent.selectOptions(within(form).getByLabelText('Side effects'), 'SEVERE');
    await userEvent.click(within(form).getByRole('button', { name: 'Send check-in' }));
    expect(await within(form).findByText('Choose which side effects you had')).toBeInTheDocument();
    expect(submit.bodies).toHaveLength(0);

    await userEvent.click(within(form).getByRole('checkbox', { name: 'Nausea' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send check-in' }));
    expect(await screen.findByText(/Your doctor will review your side effects/)).toBeInTheDocument();
    expect(submit.bodies[0]).toEqual({ weight: 201, severity: 'SEVERE', sideEffects: ['NAUSEA'], missedDoses: 0 });
  });

  it('pauses the plan after a confirmation with a reason, showing the server’s refusal', async () => {
    let calls = 0;
    const pause = mockChangeMyPlan('pause', () =>
      ++calls === 1 ? apiError(409, 'Your treatment plan is already paused', 'CONFLICT') : treatmentPlan({ status: 'PAUSED' }),
    );
    server.use(mockMyTreatmentPlan(), mockMyCheckIns(), pause);
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pause plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause your treatment plan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause plan' }));
    expect(await within(dialog).findByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Traveling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause plan' }));
    expect(await within(dialog).findByText('Your treatment plan is already paused')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause plan' }));
    expect(await screen.findByText('Treatment plan paused')).toBeInTheDocument();
    expect(pause.bodies.at(-1)).toEqual({ reason: 'Traveling' });
  });

  it('says when there is no plan, and offers a retry when the plan fails to load', async () => {
    server.use(mockMyTreatmentPlan(null), mockMyCheckIns());
    await renderPage();
    expect(await screen.findByText(/You have no treatment plan yet/)).toBeInTheDocument();

    server.use(mockMyTreatmentPlan(() => failure(500)));
    await renderPage();
    expect(await screen.findByText('Failed to fetch your treatment plan')).toBeInTheDocument();
  });
});

describe('the dashboard’s check-in card', () => {
  it('links to the check-in while one is due, and is absent otherwise', async () => {
    server.use(mockMyCheckIns());
    const { unmount } = await renderPortalPage(<CheckInDueCard />, '/');
    const card = await screen.findByRole('region', { name: 'Refill check-in due' });
    expect(within(card).getByRole('link', { name: 'Answer check-in' })).toHaveAttribute('href', '/treatment');
    unmount();
  });
});
