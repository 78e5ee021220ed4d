import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { User } from '@contracts/auth';
import { ORDER_STATUS_TEXT } from '@contracts/orders';
import { CarePatientPage, CarePatientsPage } from '@/features/care-team';
import { careChart, carePatient, mockCarePatient, mockCarePatients } from '../../mocks/care-team';
import { apiError, failure, itemsPage } from '../../mocks/http';
import { PATIENT_ID } from '../../mocks/patients';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { doctorUser } from '../../support/fixtures';
import { renderSignedInPage } from '../../support/render-page';
import { ANSWERS, DIABETES_FLAG, QUESTIONS, uuid } from '../clinical-review/fixtures';
import { doctorOrderSummary } from '../../mocks/orders';

setupMswLifecycle();

const nurse: User = { ...doctorUser, id: uuid(900), firstName: 'Casey', lastName: 'Nguyen', email: 'care@demo.test', role: 'NURSER' };
const renderCarePage = (element: ReactElement, pattern: string, entry = pattern) =>
  renderSignedInPage(element, pattern, entry, { user: nurse });

const nthPatient = (n: number) =>
  carePatient({ id: uuid(n), firstName: 'Patient', lastName: `Number ${n}`, email: `p${n}@demo.test`, partnerName: null });

describe('care team patients list', () => {
  it('lists patients linked to their chart, searched and sorted on the server', async () => {
    const seen = queriesOf(mockCarePatients(itemsPage(12, nthPatient)));
    await renderCarePage(<CarePatientsPage />, '/patients');
    expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Patient Number 1' });
    expect(link).toHaveAttribute('href', `/patients/${uuid(1)}`);
    expect(within(link.closest('tr') as HTMLElement).getByText('p1@demo.test')).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', limit: '10', sort: 'name:asc' }]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'jordan');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'name:asc', search: 'jordan' }));
  });

  it('says so when there are no patients', async () => {
    server.use(mockCarePatients(itemsPage(0, nthPatient)));
    await renderCarePage(<CarePatientsPage />, '/patients');
    expect(await screen.findByText('No patients yet')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(mockCarePatients(() => failure(500)));
    await renderCarePage(<CarePatientsPage />, '/patients');
    expect(await screen.findByText('Error fetching patients')).toBeInTheDocument();
  });
});

const renderChart = () => renderCarePage(<CarePatientPage />, '/patients/:id', `/patients/${PATIENT_ID}`);

describe('care team chart', () => {
  it("shows a nurse the contact, orders with payment status, and the latest intake's answers, with nothing to edit", async () => {
    server.use(
      mockCarePatient(
        careChart({
          bmi: 31.24,
          heightInches: 66,
          weightPounds: 193,
          latestIntake: { orderId: uuid(1), questionsList: QUESTIONS, answers: ANSWERS, screeningFlags: [], submittedAt: null },
        }),
      ),
    );
    await renderChart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pat Jordan' })).toBeInTheDocument();
    expect(screen.getByText('patient@demo.test')).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Orders of this patient' });
    expect(within(orders).getByText('Order #1042')).toBeInTheDocument();
    expect(within(orders).getByText('Semaglutide program · 0.25 mg weekly')).toBeInTheDocument();
    expect(within(orders).getByText(ORDER_STATUS_TEXT.PENDING_REVIEW.label)).toBeInTheDocument();
    expect(within(orders).getByText('Paid')).toBeInTheDocument();
    const intake = screen.getByRole('region', { name: 'Latest intake' });
    expect(within(intake).getByText('Which medication do you take for diabetes?')).toBeInTheDocument();
    expect(within(intake).getByText('Metformin')).toBeInTheDocument();
    // The measures as the doctor's pages show them.
    const health = screen.getByRole('region', { name: 'Personal and health' });
    for (const text of ['Apr 12, 1985', '5 ft 6 in', '193 lb', '31.2']) expect(within(health).getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
  });

  it("shows a nurse the screening flags: each order's, and the latest intake's above its answers", async () => {
    const flags = [DIABETES_FLAG];
    server.use(
      mockCarePatient(
        careChart({
          latestIntake: { orderId: uuid(1), questionsList: QUESTIONS, answers: ANSWERS, screeningFlags: flags, submittedAt: null },
          orders: [{ ...doctorOrderSummary(), screeningFlags: flags }],
        }),
      ),
    );
    await renderChart();
    const orders = await screen.findByRole('table', { name: 'Orders of this patient' });
    expect(within(orders).getByRole('columnheader', { name: 'Screening flags' })).toBeInTheDocument();
    expect(within(within(orders).getByRole('list', { name: 'Screening flags' })).getByRole('listitem')).toHaveTextContent('Diabetes');
    const intake = screen.getByRole('region', { name: 'Latest intake' });
    expect(within(intake).getByText('Screening flagged this intake (1 flag)')).toBeInTheDocument();
  });

  it('shows customer support no intake, no flags column, and says the measures are not shown to their role', async () => {
    server.use(mockCarePatient(careChart()));
    await renderSignedInPage(<CarePatientPage />, '/patients/:id', `/patients/${PATIENT_ID}`, {
      user: { ...nurse, role: 'CUSTOMER_SUPPORT' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Pat Jordan' });
    expect(screen.queryByRole('region', { name: 'Latest intake' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Screening flags' })).not.toBeInTheDocument();
    const health = screen.getByRole('region', { name: 'Personal and health' });
    for (const term of ['Height', 'Weight', 'BMI']) {
      expect(within(health).getByText(term).nextSibling).toHaveTextContent('Not shown to your role');
    }
    expect(within(health).queryByText('Not recorded')).not.toBeInTheDocument();
  });

  it('says the patient was not found on a 404', async () => {
    server.use(mockCarePatient(() => apiError(404, 'Patient not found')));
    await renderChart();
    expect(await screen.findByRole('heading', { name: 'Patient not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to patients' })[0]).toHaveAttribute('href', '/patients');
  });
});
