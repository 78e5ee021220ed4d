import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PartnerPatientPage, PartnerPatientsPage } from '@/features/partner-care';
import { apiError, failure, itemsPage } from '../../mocks/http';
import { mockPartnerOrders, partnerOrderSummary } from '../../mocks/orders';
import {
  mockExternalPatients,
  mockPartnerPatient,
  mockPartnerPatients,
  mockUpdatePartnerPatient,
  mockUpdatePartnerPatientStatus,
  PATIENT_ID,
  partnerPatient,
} from '../../mocks/patients';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderPartnerPage } from './render';

setupMswLifecycle();

const uuid = (n: number) => `88888888-8888-4888-8888-${String(n).padStart(12, '0')}`;
const nthPatient = (n: number) => partnerPatient({ id: uuid(n), firstName: 'Patient', lastName: `Number ${n}`, email: `p${n}@demo.test` });

describe('partner patients list', () => {
  it('lists the patients (searched, filtered, sorted, paged on the server) and those of other services apart', async () => {
    const seen = queriesOf(mockPartnerPatients(itemsPage(12, nthPatient)));
    server.use(mockExternalPatients());
    await renderPartnerPage(<PartnerPatientsPage />, '/patients');
    expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    const ours = await screen.findByRole('table', { name: 'Your patients' });
    expect(within(ours).getByRole('link', { name: 'Patient Number 1' })).toHaveAttribute('href', `/patients/${uuid(1)}`);
    expect(within(ours).queryByText('Sam Lee')).not.toBeInTheDocument();

    const other = screen.getByRole('region', { name: 'From other telehealth services' });
    expect(await within(other).findByText('Sam Lee')).toBeInTheDocument();
    expect(within(other).getByText('OtherHealth')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(other).getByRole('button', { name: 'Import from a CSV file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import patients from another service' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest patients first');
    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'jordan');
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'createdAt:desc', status: 'PAUSED', search: 'jordan' }),
    );
  });

  it('says so when there are no patients, here or from other services', async () => {
    server.use(
      mockPartnerPatients({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 }),
      mockExternalPatients({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 }),
    );
    await renderPartnerPage(<PartnerPatientsPage />, '/patients');
    expect(await screen.findByText('No patients yet')).toBeInTheDocument();
    expect(await screen.findByText('No patients from other services')).toBeInTheDocument();
  });

  it('shows the error when the list fails to load', async () => {
    server.use(
      mockPartnerPatients(() => failure()),
      mockExternalPatients(),
    );
    await renderPartnerPage(<PartnerPatientsPage />, '/patients');
    expect(await screen.findByText('Error fetching patients')).toBeInTheDocument();
  });
});

describe('partner patient page', () => {
  /** Opens the patient's page by its address. */
  async function openPatient() {
    await renderPartnerPage(<PartnerPatientPage />, '/patients/:id', `/patients/${PATIENT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Pat Jordan' });
    return userEvent.setup();
  }

  const patient = partnerPatient({ firstName: 'Pat', lastName: 'Jordan', email: 'pat.jordan@demo.test', status: 'ACTIVE' });

  it('shows the patient and their orders, and saves only the changed contact details', async () => {
    const read = mockPartnerPatient(patient);
    server.use(read, mockPartnerOrders({ orders: [partnerOrderSummary({ number: 1042 })], total: 1 }));
    const update = mockUpdatePartnerPatient();
    server.use(update);
    const user = await openPatient();
    expect(read.calls.map((c) => c.path)).toEqual([`/api/v1/gym-owner/patients/${PATIENT_ID}`]);
    expect(await screen.findByRole('link', { name: 'Order #1042' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit contact details' }));
    const dialog = await screen.findByRole('dialog');
    const city = within(dialog).getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Denver');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Patient updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ city: 'Denver' }]);
  });

  it('changes the status, and says so when that fails', async () => {
    server.use(mockPartnerPatient(patient), mockPartnerOrders({ orders: [], total: 0 }));
    const status = mockUpdatePartnerPatientStatus();
    server.use(status);
    const user = await openPatient();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Patient status' }), 'Paused');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Patient status updated successfully')).toBeInTheDocument();
    expect(status.bodies).toEqual([{ status: 'PAUSED' }]);

    server.use(mockUpdatePartnerPatientStatus(() => failure()));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Patient status' }), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Failed to update patient status')).toBeInTheDocument();
  });

  it('says the patient is not found when the server has none by that id for this partner', async () => {
    server.use(mockPartnerPatient(() => apiError(404, 'Patient not found', 'NOT_FOUND')));
    await renderPartnerPage(<PartnerPatientPage />, '/patients/:id', `/patients/${PATIENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Patient not found' })).toBeInTheDocument();
  });
});
