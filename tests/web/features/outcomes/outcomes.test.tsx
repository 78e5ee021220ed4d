import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlatformOutcomes } from '@/features/admin-oversight/components/platform-outcomes';
import { TreatmentProgress } from '@/features/activity/components/treatment-progress';
import { TreatmentProgress as DashboardProgress } from '@/features/patient-portal/components/treatment-progress';
import { OutcomeReviewCard } from '@/features/clinical-review/components/outcome-review-card';
import { OutcomeLists } from '@/features/dashboard/components/outcome-lists';
import { PatientOutcomesCard } from '@/features/partner-care/components/patient-outcomes-card';
import {
  attention,
  doctorPatientOutcome,
  mockAdminOutcomes,
  mockMyOutcome,
  mockOutcomeAttention,
  mockOutcomeReview,
  mockPartnerOutcomes,
  mockPatientOutcome,
  OUTCOME_PATIENT_ID,
  patientOutcome,
} from '../../mocks/outcomes';
import { failure } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPage } from '../../support/render';

setupMswLifecycle();

describe("the patient's treatment progress", () => {
  it('says what was lost in lb and percent, what the band means, that results vary, and lists the figures of the chart', async () => {
    server.use(mockMyOutcome());
    await renderPage(<TreatmentProgress />);
    expect(await screen.findByText(/You have lost 9.2 lb \(4.3% of the starting weight of 214.2 lb\)/)).toBeInTheDocument();
    expect(
      screen.getByText(/In the STEP 1 trial, people taking semaglutide 2.4 mg lost 14.9% of their weight on average by week 68/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Individual results vary, and being outside the range is not a diagnosis/)).toBeInTheDocument();
    expect(screen.getByText(/at week 5 it runs from 0% to 8.8%/)).toBeInTheDocument();
    expect(screen.getByText('Next refill check-in: Mar 20, 2026.', { exact: false })).toBeInTheDocument();
    // The chart is a picture; its figures are listed for screen readers.
    expect(screen.getByText(/Expected range at week 5: 0% to 8.8%/)).toBeInTheDocument();
    // The dose steps are dashed lines on the chart, and listed in words under it.
    const steps = screen.getByRole('list', { name: 'Dose steps (dashed lines on the chart)' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Week 0: Started 0.25 mg (Jan 27, 2026)', 'Week 4: Up to 0.5 mg (Feb 24, 2026)']);
  });

  it('says why there is no percent without a starting weight, and shows nothing without a plan', async () => {
    server.use(mockMyOutcome(patientOutcome({ startWeight: null, lostLb: null, lostPercent: null })));
    const { unmount } = await renderPage(<TreatmentProgress />);
    expect(await screen.findByText(/No starting weight was logged around the start of treatment/)).toBeInTheDocument();
    unmount();
    server.use(mockMyOutcome(null));
    await renderPage(<TreatmentProgress />);
    await waitFor(() => expect(screen.queryByText('Treatment progress')).not.toBeInTheDocument());
  });
});

// The dashboard's card may arrive drawn by the server (src/prerender) or from the SWR cache; drawn by the app, it waits,
// fails and starts empty in words of its own.
describe("the patient's treatment progress while loading, with no weight yet, and when it fails", () => {
  const noWeight = patientOutcome({
    points: [],
    startWeight: null,
    latestWeight: null,
    latestDate: null,
    lostLb: null,
    lostPercent: null,
  });

  it('shows a placeholder while the progress loads, then the figures', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(mockMyOutcome(async () => held.then(() => patientOutcome())));
    await renderPage(<DashboardProgress />);
    expect(await screen.findByLabelText('Loading treatment progress')).toBeInTheDocument();
    expect(screen.queryByText(/You have lost/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(/You have lost 9.2 lb/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading treatment progress')).not.toBeInTheDocument();
  });

  it('asks for a first weight, with a link to log it from the dashboard, and draws no empty chart', async () => {
    server.use(mockMyOutcome(noWeight));
    const { unmount } = await renderPage(<DashboardProgress />);
    const card = await screen.findByRole('region', { name: 'Treatment progress' });
    expect(await within(card).findByText('Log your weight to see your progress.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Log your weight' })).toHaveAttribute('href', '/activity');
    expect(within(card).getByText('Current dose: 0.5 mg weekly, week 5 of treatment.')).toBeInTheDocument();
    // No band and no figures to list without a weight to set against them.
    expect(within(card).queryByText(/The shaded range/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Expected range at week/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    unmount();
    // On /activity the weight field is just above the card: the words only.
    await renderPage(<TreatmentProgress />);
    expect(await screen.findByText('Log your weight to see your progress.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log your weight' })).not.toBeInTheDocument();
  });

  it('says the progress could not be fetched, and tries again', async () => {
    let fail = true;
    server.use(mockMyOutcome(() => (fail ? failure(500) : patientOutcome())));
    await renderPage(<DashboardProgress />);
    expect(await screen.findByText('Failed to fetch treatment progress')).toBeInTheDocument();
    expect(screen.queryByText(/You have lost/)).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have lost 9.2 lb/)).toBeInTheDocument();
  });
});

describe("the doctor's views", () => {
  it('shows the check-in answers and records a decision', async () => {
    const review = mockOutcomeReview(() =>
      doctorPatientOutcome({ reviews: [{ date: '2026-03-13', decision: 'VISIT', note: 'Talk', by: 'Dana Whitfield' }] }),
    );
    server.use(mockPatientOutcome(), review);
    await renderPage(<OutcomeReviewCard patientId={OUTCOME_PATIENT_ID} />);
    const answers = await screen.findByRole('list', { name: 'Check-in answers' });
    expect(within(answers).getByText(/207 lb, side effects mild \(nausea\)/)).toBeInTheDocument();
    expect(screen.getByText(/The patient has lost 9.2 lb/)).toBeInTheDocument();
    // The check-in answers and the decision are part of the card (its region), under the chart.
    const card = screen.getByRole('region', { name: 'Treatment progress' });
    expect(within(card).getByRole('button', { name: 'Record decision' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Decision' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ask for a visit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Talk');
    await userEvent.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('Decision recorded')).toBeInTheDocument();
    expect(review.bodies).toEqual([{ decision: 'VISIT', note: 'Talk' }]);
  });

  it('lists the patients to look at, each linking to their page, with the rule of each list', async () => {
    server.use(mockOutcomeAttention(attention()));
    await renderPage(<OutcomeLists />);
    const list = await screen.findByRole('list', { name: 'Not responding as expected' });
    expect(within(list).getByRole('link', { name: 'Oakley Nash' })).toHaveAttribute('href', `/patients/${OUTCOME_PATIENT_ID}`);
    expect(within(list).getByText(/2.1% lost at week 40 \(2.4 mg\)/)).toBeInTheDocument();
    expect(screen.getByText('Under 5% lost after 12 weeks on the same dose.')).toBeInTheDocument();
    expect(screen.getByText('More than 2 lb a week over 4 weeks.')).toBeInTheDocument();
    expect(screen.getByText('No weight logged in 30 days')).toBeInTheDocument();
  });
});

describe('aggregates', () => {
  it("shows the partner's figures with the count behind each, and hides a group under 11", async () => {
    server.use(mockPartnerOutcomes());
    await renderPage(<PatientOutcomesCard />);
    const table = await screen.findByRole('table', { name: 'Patient outcomes by medication' });
    expect(within(table).getByText('On treatment: 16')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Semaglutide · On treatment: 16' })).toBeInTheDocument();
    expect(within(table).getByText('6.2%')).toBeInTheDocument();
    expect(within(table).getByText('75% (12 of 16)')).toBeInTheDocument();
    // Tirzepatide has fewer than 11 patients, and so has week 52 of semaglutide: no figure, the sentence instead.
    expect(within(table).getAllByText('Fewer than 11 patients')).toHaveLength(2);
    expect(within(table).queryByText(/Nash|Rivera/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Computed Mar 2, 2026, \d{1,2}:30 [AP]M$/)).toBeInTheDocument();
  });

  it("shows the administrator's figures across partners", async () => {
    server.use(mockAdminOutcomes());
    await renderPage(<PlatformOutcomes />);
    const table = await screen.findByRole('table', { name: 'Patient outcomes: All patients' });
    expect(within(table).getByText('On treatment: 40')).toBeInTheDocument();
    // When the summary job computed them, in US date and time (the hour is the viewer's time zone's).
    expect(screen.getByText(/^Computed Mar 2, 2026, \d{1,2}:30 [AP]M$/)).toBeInTheDocument();
  });
});
