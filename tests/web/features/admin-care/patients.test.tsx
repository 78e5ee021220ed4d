import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminPatientPage, AdminPatientsPage } from '@/features/admin-care';
import { apiError, failure, itemsPage, mockApi, ordersPage } from '../../mocks/http';
import { partnerOrderSummary } from '../../mocks/orders';
import {
  adminPatient,
  mockAdminPatient,
  mockAdminPatientAttachments,
  mockAdminPatientHistory,
  mockAdminPatients,
  mockUpdateAdminPatientStatus,
  PATIENT_ID,
} from '../../mocks/patients';
import {
  mockCreatePatientNote,
  mockDeletePatientNote,
  mockPatientNotes,
  mockUpdatePatientNote,
  patientNote,
} from '../../mocks/patient-notes';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

const uuid = (n: number) => `88888888-8888-4888-8888-${String(n).padStart(12, '0')}`;
const nth = (n: number) =>
  adminPatient({ id: uuid(n), firstName: 'Pat', lastName: `Number ${n}`, partnerName: n % 2 ? null : 'Summit Strength Gym' });

describe('admin patients list', () => {
  it('lists every patient with their partner, and switches to gym clients or clients, filters and searches on the server', async () => {
    const all = queriesOf(mockAdminPatients(itemsPage(3, nth)));
    const direct = queriesOf(mockAdminPatients(itemsPage(1, nth), 'clients'));
    await renderAdminPage(<AdminPatientsPage />, '/patients');
    const link = await screen.findByRole('link', { name: 'Pat Number 1' });
    expect(link).toHaveAttribute('href', `/patients/${uuid(1)}`);
    expect(within(link.closest('tr') as HTMLElement).getByText('Direct')).toBeInTheDocument();
    expect(screen.getByText('Summit Strength Gym')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Patients' }), 'Came to us directly (clients)');
    await waitFor(() => expect(direct).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'jordan');
    await waitFor(() => expect(direct.at(-1)).toEqual({ page: '1', limit: '10', sort: 'name:asc', status: 'PAUSED', search: 'jordan' }));
    expect(all[0]).toEqual({ page: '1', limit: '10', sort: 'name:asc' });
  });

  it('says "more than 1,000" when the server counted up to its cap, and pages on by its cursor', async () => {
    const seen = queriesOf(
      mockAdminPatients((call) => ({ ...itemsPage(5000, nth)(call), total: 1000, totalIsEstimate: true, nextCursor: 'next' })),
    );
    await renderAdminPage(<AdminPatientsPage />, '/patients');
    await screen.findByRole('link', { name: 'Pat Number 1' });
    expect(screen.getByText('1–10 of more than 1,000')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Pat Number 11' })).toBeInTheDocument();
    // The next page starts after the previous page's last patient (the reply's cursor), not at an offset.
    expect(seen.at(-1)).toMatchObject({ page: '2', after: 'next' });
  });

  it('says so when there are none, and when the load fails', async () => {
    server.use(mockAdminPatients({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 }));
    const view = await renderAdminPage(<AdminPatientsPage />, '/patients');
    expect(await screen.findByText('No patients yet')).toBeInTheDocument();
    view.unmount();
    server.use(mockAdminPatients(() => failure()));
    await renderAdminPage(<AdminPatientsPage />, '/patients');
    expect(await screen.findByText('Error fetching patients')).toBeInTheDocument();
  });
});

describe('admin patient page', () => {
  const open = async (tab?: string) => {
    await renderAdminPage(<AdminPatientPage />, '/patients/:id', `/patients/${PATIENT_ID}${tab ? `?tab=${tab}` : ''}`);
    await screen.findByRole('heading', { level: 1, name: 'Pat Jordan' });
    return userEvent.setup();
  };

  it("shows the overview and changes the patient's status", async () => {
    server.use(mockAdminPatient());
    const status = mockUpdateAdminPatientStatus();
    server.use(status);
    const user = await open();
    expect(screen.getByText('patient@demo.test')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Patient status' }), 'Paused');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Patient status updated successfully')).toBeInTheDocument();
    expect(status.bodies).toEqual([{ status: 'PAUSED' }]);
  });

  it('shows the history timeline newest first, and the orders and attachments tabs', async () => {
    server.use(mockAdminPatient(), mockAdminPatientHistory(), mockAdminPatientAttachments());
    server.use(
      mockApi(
        'get',
        '/super-admin/patients/:id/orders',
        ordersPage(1, () => partnerOrderSummary()),
      ),
    );
    const user = await open();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('Note by Avery Admin')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Payment received')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Order #1042 placed')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByRole('link', { name: 'Order #1042' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Attachments' }));
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
  });

  it('says when the patient is not found', async () => {
    server.use(mockAdminPatient(() => apiError(404, 'Patient not found')));
    await renderAdminPage(<AdminPatientPage />, '/patients/:id', `/patients/${PATIENT_ID}`);
    expect(await screen.findByText(/This patient does not exist/)).toBeInTheDocument();
  });
});

describe('patient notes', () => {
  const openNotes = async () => {
    server.use(mockAdminPatient());
    await renderAdminPage(<AdminPatientPage />, '/patients/:id', `/patients/${PATIENT_ID}?tab=notes`);
    await screen.findByRole('heading', { level: 1, name: 'Pat Jordan' });
    return userEvent.setup();
  };

  it('lists the notes with author and time, adds, edits and deletes one', async () => {
    let notes = [patientNote()];
    server.use(mockPatientNotes(() => ({ notes })));
    const create = mockCreatePatientNote();
    const update = mockUpdatePatientNote();
    const remove = mockDeletePatientNote();
    server.use(create, update, remove);
    const user = await openNotes();
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(within(list).getByText('Prefers a call in the morning')).toBeInTheDocument();
    expect(within(list).getByText(/^Avery Admin · Mar 2, 2026/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Asked about side effects');
    notes = [patientNote({ id: '44444444-4444-4444-8444-444444444402', content: 'Asked about side effects' }), ...notes];
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    expect(create.bodies).toEqual([{ content: 'Asked about side effects' }]);
    expect(await within(list).findByText('Asked about side effects')).toBeInTheDocument();

    await user.click(within(list).getAllByRole('button', { name: 'Edit the note by Avery Admin' })[1]);
    const edit = screen.getByRole('textbox', { name: 'Edit note' });
    await user.clear(edit);
    await user.type(edit, 'Prefers email');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ content: 'Prefers email' }]);
    expect(update.calls[0].params.noteId).toBe(patientNote().id);

    await user.click(within(list).getAllByRole('button', { name: 'Delete the note by Avery Admin' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    notes = [patientNote()];
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('Note deleted successfully')).toBeInTheDocument();
    expect(remove.calls[0].params.noteId).toBe('44444444-4444-4444-8444-444444444402');
  });

  it('says the limit beside the note and refuses a 6,000-character one instead of cutting it', async () => {
    const create = mockCreatePatientNote();
    server.use(mockPatientNotes(), create);
    const user = await openNotes();
    await screen.findByRole('list', { name: 'Notes' });
    const field = screen.getByRole('textbox', { name: 'New note' });
    expect(screen.getByText('0 / 5,000 characters')).toBeInTheDocument();
    await user.click(field);
    await user.paste('a'.repeat(6000));
    // Nothing was cut: the whole text is in the field, marked, with the reason.
    expect(field).toHaveValue('a'.repeat(6000));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('6,000 / 5,000 characters')).toBeInTheDocument();
    expect(screen.getByText('Use at most 5,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    expect(create.bodies).toEqual([]);
  });

  it("says 'Failed to add note', 'Failed to update note' and 'Failed to delete note' when the server refuses", async () => {
    server.use(
      mockPatientNotes(),
      mockCreatePatientNote(() => apiError(500, 'Boom')),
      mockUpdatePatientNote(() => apiError(500, 'Boom')),
      mockDeletePatientNote(() => apiError(500, 'Boom')),
    );
    const user = await openNotes();
    await screen.findByRole('list', { name: 'Notes' });
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Failed to add note')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit the note by Avery Admin' }));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Failed to update note')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete the note by Avery Admin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('Failed to delete note')).toBeInTheDocument();
  });

  it('shows an empty state, and an error when the notes cannot be read', async () => {
    server.use(mockPatientNotes({ notes: [] }));
    await openNotes();
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
  });

  it('shows an error with a way to try again when the notes cannot be read', async () => {
    server.use(mockPatientNotes(() => failure()));
    await openNotes();
    expect(await screen.findByText('Error fetching notes')).toBeInTheDocument();
  });
});
