import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS_TEXT } from '@contracts/orders';
import { PatientDetailPage, PatientsPage } from '@/features/clinical-review';
import { apiError, failure, itemsPage } from '../../mocks/http';
import { ORDER_ID } from '../../mocks/orders';
import { doctorPatient, mockDoctorPatient, mockDoctorPatients, mockUpdateDoctorPatient, PATIENT_ID, recordOf } from '../../mocks/patients';
import { mockPatientTreatmentPlan } from '../../mocks/treatment-plans';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { goToNextPage } from '../../support/paged-list';
import { renderDoctorPage } from '../../support/render-page';
import { patientDetail, uuid } from './fixtures';
import { mockPatientOutcome } from '../../mocks/outcomes';

setupMswLifecycle();
// The outcome card or table each of these pages now shows (tests/web/features/outcomes covers it).
beforeEach(() => server.use(mockPatientOutcome(null)));
// The treatment plan is its own card (tests/web/features/*/treatment-plan*.test.tsx): none here.
beforeEach(() => server.use(mockPatientTreatmentPlan(null)));

/** The n-th of the doctor's patients; the first came through a partner. */
const nthPatient = (n: number) =>
  doctorPatient({
    id: uuid(n),
    firstName: 'Patient',
    lastName: `Number ${n}`,
    email: `p${n}@demo.test`,
    partnerName: n === 1 ? 'Summit Strength Gym' : null,
  });

const patientsHandler = (total: number) => queriesOf(mockDoctorPatients(itemsPage(total, nthPatient)));

describe('patients list', () => {
  it('shows each patient with contact, state, partner and date, linked to the record, and pages on the server', async () => {
    const seen = patientsHandler(12);
    await renderDoctorPage(<PatientsPage />, '/patients');
    expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Patient Number 1' });
    expect(link).toHaveAttribute('href', `/patients/${uuid(1)}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('p1@demo.test')).toBeInTheDocument();
    expect(within(row).getByText('(202) 555-0108')).toBeInTheDocument();
    expect(within(row).getByText('CA')).toBeInTheDocument();
    expect(within(row).getByText('Summit Strength Gym')).toBeInTheDocument();
    expect(within(row).getByText('Feb 1, 2026')).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', limit: '10', sort: 'name:asc' }]);

    const user = await goToNextPage(seen, 'Patient Number 11', { page: '2', limit: '10', sort: 'name:asc' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest patients first');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'createdAt:desc' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'jordan');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'createdAt:desc', search: 'jordan' }));
  });

  it('says so when the doctor has no patients', async () => {
    patientsHandler(0);
    await renderDoctorPage(<PatientsPage />, '/patients');
    expect(await screen.findByText('No patients yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

async function renderDetail() {
  await renderDoctorPage(<PatientDetailPage />, '/patients/:id', `/patients/${PATIENT_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Pat Jordan' });
}

/** Shows the patient with the update answered by `update`, and opens the edit dialog. */
async function openEditDialog(update: ReturnType<typeof mockUpdateDoctorPatient>) {
  server.use(mockDoctorPatient(patientDetail()), update);
  await renderDetail();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit patient' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit patient' }) };
}

describe('patient detail', () => {
  it('shows the record, the latest intake with its flags and answers, and the orders', async () => {
    server.use(mockDoctorPatient(patientDetail()));
    await renderDetail();
    expect(screen.getByText('patient@demo.test')).toBeInTheDocument();
    expect(screen.getByText('100 Market Street')).toBeInTheDocument();
    expect(screen.getByText('Apr 12, 1985')).toBeInTheDocument();
    expect(screen.getByText('5 ft 6 in')).toBeInTheDocument();
    expect(screen.getByText('193 lb')).toBeInTheDocument();
    expect(screen.getByText('31.2')).toBeInTheDocument();
    const intake = screen.getByRole('region', { name: 'Latest intake' });
    expect(within(intake).getByText(/Review glucose-lowering medication/)).toBeInTheDocument();
    expect(within(intake).getByText('Which medication do you take for diabetes?')).toBeInTheDocument();
    expect(within(intake).getByText('Metformin')).toBeInTheDocument();
    expect(within(intake).getByText('Photo ID uploaded')).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Orders of this patient' });
    expect(within(orders).getByRole('link', { name: 'Order #1042' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(within(orders).getByText('Diabetes')).toBeInTheDocument();
    expect(within(orders).getByText('Semaglutide program · 0.25 mg weekly')).toBeInTheDocument();
    expect(within(orders).getByText(ORDER_STATUS_TEXT.PENDING_REVIEW.label)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start new order' })).toHaveAttribute('href', `/start-new-order/${PATIENT_ID}`);
  });

  it('sends only the changed, filled-in fields when the patient is edited', async () => {
    const update = mockUpdateDoctorPatient(({ body }) => ({ ...recordOf(patientDetail()), ...body }));
    const patches = update.bodies;
    const { user, dialog } = await openEditDialog(update);
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    expect(field('First name')).toHaveValue('Pat');
    expect(field('Phone number')).toHaveValue('(202) 555-0108');

    /** Empties the field, then types `text` (if any). */
    const retype = async (name: string, text = '') => {
      await user.clear(field(name));
      if (text) await user.type(field(name), text);
    };
    await retype('City', 'Oakland');
    await retype('Phone number', '(415) 555-0199');
    await retype('Address line 1'); // emptied: not sent, so not erased
    await retype('State', 'ca'); // the same state once normalised: not sent
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gender' }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Patient updated successfully')).toBeInTheDocument();
    expect(patches).toEqual([{ phoneNumber: '+14155550199', gender: 'other', city: 'Oakland' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page shows the saved record from the reply.
    const contact = screen.getByRole('region', { name: 'Contact and address' });
    expect(within(contact).getByText('Oakland, CA 94105')).toBeInTheDocument();
    expect(within(contact).getByText('(415) 555-0199')).toBeInTheDocument();
  });

  it('sends nothing when nothing changed, and shows the failure text when the update fails', async () => {
    const update = mockUpdateDoctorPatient(() => failure(500));
    const patches = update.bodies;
    const { user, dialog } = await openEditDialog(update);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('There are no changes to save.')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Last name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Jordan-Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update patient. Please try again.')).toBeInTheDocument();
    expect(patches).toEqual([{ lastName: 'Jordan-Lee' }]);
    expect(screen.getByRole('dialog', { name: 'Edit patient' })).toBeInTheDocument();
  });

  it('shows a not-found state for a patient who is not yours', async () => {
    server.use(mockDoctorPatient(() => apiError(404, 'Patient not found', 'NOT_FOUND')));
    await renderDoctorPage(<PatientDetailPage />, '/patients/:id', `/patients/${PATIENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
