import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminDoctorPage, AdminDoctorsPage } from '@/features/admin-doctors';
import { goToUrl } from '@/lib/go-to-url';
import {
  adminDoctor,
  assignment,
  DIGITAL_PHARMACY_ID,
  DOCTOR_ID,
  mockAdminDoctors,
  mockAssignPharmacy,
  mockCreateAdminDoctor,
  mockDeleteAdminDoctor,
  mockDoctorAutoBilling,
  mockDoctorPage,
  mockDoctorSummary,
  mockGenerateDoctorToken,
  mockAdminDoctor,
  mockRestoreAdminDoctor,
  mockDoctorAssignments,
  mockUpdateAdminDoctor,
} from '../../mocks/admin-doctors';
import { mockStates } from '../../mocks/catalog';
import { apiError, failure, itemsPage } from '../../mocks/http';
import { adminUser } from '../../support/fixtures';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderSignedInPage } from '../../support/render-page';

vi.mock('@/lib/go-to-url', () => ({ goToUrl: vi.fn() }));

setupMswLifecycle();

const uuid = (n: number) => `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`;
const nth = (n: number) => adminDoctor({ id: uuid(n), firstName: 'Doctor', lastName: `Number ${n}`, email: `d${n}@demo.test` });
const renderAdmin = (element: React.ReactElement, pattern: string, entry = pattern) =>
  renderSignedInPage(element, pattern, entry, { user: adminUser });

describe('admin doctors list', () => {
  it('shows the summary and the doctors, searched, filtered and sorted on the server', async () => {
    const seen = queriesOf(mockAdminDoctors(itemsPage(12, nth)));
    server.use(mockDoctorSummary());
    await renderAdmin(<AdminDoctorsPage />, '/doctors');
    expect(screen.getByRole('heading', { level: 1, name: 'Doctors' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Doctors' });
    expect(within(table).getByRole('link', { name: 'Doctor Number 1' })).toHaveAttribute('href', `/doctors/${uuid(1)}`);
    expect(within(table).getAllByText('NY expired')[0]).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Doctors summary' });
    expect(await within(summary).findByText('12')).toBeInTheDocument();
    expect(within(summary).getByText('+50%')).toBeInTheDocument();
    expect(within(summary).getByText('3 new this month, 2 last month')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deleted');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name, A to Z');
    await user.type(screen.getByRole('searchbox', { name: 'Search doctors' }), 'dana');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'name:asc', status: 'DELETED', search: 'dana' }));
  });

  it('says so when there are none, and when the list fails', async () => {
    server.use(mockAdminDoctors({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 }), mockDoctorSummary());
    const first = await renderAdmin(<AdminDoctorsPage />, '/doctors');
    expect(await screen.findByText('No doctors yet')).toBeInTheDocument();
    first.unmount();
    server.use(mockAdminDoctors(() => failure()));
    await renderAdmin(<AdminDoctorsPage />, '/doctors');
    expect(await screen.findByText('Error fetching doctors')).toBeInTheDocument();
  });

  it('adds a doctor: checks the NPI and license states first, then sends them and opens the new doctor', async () => {
    server.use(mockAdminDoctors(), mockDoctorSummary(), mockStates());
    const created = mockCreateAdminDoctor(adminDoctor({ id: uuid(99) }));
    server.use(created);
    await renderAdmin(<AdminDoctorsPage />, '/doctors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add doctor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a doctor' });
    await user.type(within(dialog).getByLabelText('First name'), 'Avery');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lindqvist');
    await user.type(within(dialog).getByLabelText('Email'), 'avery@example.test');
    await user.type(within(dialog).getByLabelText('Phone number'), '(202) 555-0177');
    await user.type(within(dialog).getByLabelText('NPI'), '1234567890');
    await user.type(within(dialog).getByLabelText('Temporary password'), 'Another-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add doctor' }));
    expect(await within(dialog).findByText('Enter a valid 10-digit NPI')).toBeInTheDocument();
    expect(created.calls).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('NPI'));
    await user.type(within(dialog).getByLabelText('NPI'), '1234567893');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'California (CA)' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'License state 1' }), 'CA');
    await user.type(within(dialog).getByLabelText('Expires on (state 1)'), '2030-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Add doctor' }));
    await waitFor(() => expect(created.bodies).toHaveLength(1));
    expect(created.bodies[0]).toMatchObject({
      firstName: 'Avery',
      npi: '1234567893',
      phoneNumber: '+12025550177',
      licenses: [{ state: 'CA', expiresOn: '2030-06-30' }],
    });
    expect(await screen.findByText('Doctor created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: `Now at /doctors/${uuid(99)}` })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a new doctor', async () => {
    server.use(mockAdminDoctors(), mockDoctorSummary(), mockStates());
    server.use(mockCreateAdminDoctor(() => apiError(409, 'Another doctor already has this NPI', 'CONFLICT')));
    await renderAdmin(<AdminDoctorsPage />, '/doctors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add doctor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a doctor' });
    for (const [label, value] of [
      ['First name', 'Avery'],
      ['Last name', 'Lindqvist'],
      ['Email', 'avery@example.test'],
      ['Phone number', '(202) 555-0177'],
      ['NPI', '1234567893'],
      ['Temporary password', 'Another-password-1'],
      ['Expires on (state 1)', '2030-06-30'],
    ]) {
      await user.type(within(dialog).getByLabelText(label), value);
    }
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Texas (TX)' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'License state 1' }), 'TX');
    await user.click(within(dialog).getByRole('button', { name: 'Add doctor' }));
    expect(await within(dialog).findByText('Another doctor already has this NPI')).toBeInTheDocument();
  });
});

describe('admin doctor page', () => {
  const open = async () => {
    await renderAdmin(<AdminDoctorPage />, '/doctors/:id', `/doctors/${DOCTOR_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Dana Whitfield' });
    return userEvent.setup();
  };

  it('shows the details, license states with their expiry, pharmacies and patients', async () => {
    server.use(...mockDoctorPage());
    await open();
    expect(screen.getByText('1234567893')).toBeInTheDocument();
    const licenses = screen.getByRole('table', { name: 'License states' });
    expect(within(licenses).getByText('Expired: approvals stopped')).toBeInTheDocument();
    expect(screen.getByText(/cannot approve patients in NY/)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Assigned pharmacies' })).toHaveTextContent('RX Provider Pharmacy');
    expect(await screen.findByRole('table', { name: 'Patients of this doctor' })).toHaveTextContent('Pat Jordan');
  });

  it('edits: renews an expired license, sending only what changed', async () => {
    const update = mockUpdateAdminDoctor(
      adminDoctor({
        licenses: [
          { state: 'CA', expiresOn: '2030-06-30', expired: false },
          { state: 'NY', expiresOn: '2031-01-31', expired: false },
        ],
      }),
    );
    server.use(...mockDoctorPage(), mockStates(), update);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit doctor' });
    const expiry = within(dialog).getByLabelText('Expires on (state 2)');
    await user.clear(expiry);
    await user.type(expiry, '2031-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.bodies[0]).toEqual({
      licenses: [
        { state: 'CA', expiresOn: '2030-06-30' },
        { state: 'NY', expiresOn: '2031-01-31' },
      ],
    });
    expect(await screen.findByText('Doctor updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Expired: approvals stopped')).not.toBeInTheDocument());
  });

  it('deletes after a confirmation, then restores', async () => {
    server.use(...mockDoctorPage());
    const removed = mockDeleteAdminDoctor();
    const restored = mockRestoreAdminDoctor();
    server.use(removed, restored);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Dana Whitfield?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete doctor' }));
    expect(await screen.findByText(/This doctor is deleted/)).toBeInTheDocument();
    expect(removed.calls).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Act as' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Restore doctor' }));
    expect(await screen.findByText('Doctor restored successfully')).toBeInTheDocument();
    expect(restored.calls).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Act as' })).toBeInTheDocument();
  });

  it('says "Error restoring doctor" when the restore fails without a message', async () => {
    server.use(
      ...mockDoctorPage(adminDoctor({ status: 'DELETED', deletedAt: '2026-02-01T00:00:00.000Z' })),
      mockRestoreAdminDoctor(() => failure()),
    );
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Restore doctor' }));
    expect(await screen.findByText('Error restoring doctor')).toBeInTheDocument();
  });

  it('turns auto-billing on, and assigns a pharmacy', async () => {
    const billing = mockDoctorAutoBilling(adminDoctor({ autoBilling: true }));
    const assign = mockAssignPharmacy(assignment({ id: uuid(7), pharmacyId: DIGITAL_PHARMACY_ID, name: 'Digital Rx Pharmacy' }));
    server.use(...mockDoctorPage(), billing, assign);
    const user = await open();
    await user.click(screen.getByRole('switch', { name: 'Auto-billing' }));
    await waitFor(() => expect(billing.bodies).toEqual([{ autoBilling: true }]));
    expect(await screen.findByRole('switch', { name: 'Auto-billing' })).toBeChecked();

    await screen.findByRole('list', { name: 'Assigned pharmacies' });
    server.use(
      mockDoctorAssignments([assignment(), assignment({ id: uuid(7), pharmacyId: DIGITAL_PHARMACY_ID, name: 'Digital Rx Pharmacy' })]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pharmacy to assign' }), 'Digital Rx Pharmacy');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assign.bodies).toEqual([{ doctorId: DOCTOR_ID, pharmacyId: DIGITAL_PHARMACY_ID }]));
    expect(await screen.findByRole('button', { name: 'Unassign Digital Rx Pharmacy' })).toBeInTheDocument();
  });

  it('acts as the doctor: after a confirmation, opens the medical host with a one-time code, never a token', async () => {
    const generate = mockGenerateDoctorToken();
    server.use(...mockDoctorPage(), generate);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Act as' }));
    const dialog = await screen.findByRole('dialog', { name: 'Act as Dana Whitfield?' });
    await user.click(within(dialog).getByRole('button', { name: 'Act as Dana Whitfield' }));
    await waitFor(() => expect(goToUrl).toHaveBeenCalledTimes(1));
    const url = new URL(vi.mocked(goToUrl).mock.calls[0][0]);
    expect(url.hostname).toBe('medical.localhost');
    expect(url.pathname).toBe('/act-as');
    expect(url.searchParams.get('code')).toBe('handover-code-00000000000000000000001');
    expect(url.searchParams.get('return')).toBe(`/doctors/${DOCTOR_ID}`);
    expect(url.toString()).not.toContain('acting-access');
    expect(url.toString()).not.toContain('acting-refresh');
  });

  it('shows why acting could not start', async () => {
    server.use(
      ...mockDoctorPage(),
      mockGenerateDoctorToken(() => apiError(403, 'You cannot act as another super admin', 'FORBIDDEN')),
    );
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Act as' }));
    const dialog = await screen.findByRole('dialog', { name: 'Act as Dana Whitfield?' });
    await user.click(within(dialog).getByRole('button', { name: 'Act as Dana Whitfield' }));
    expect(await within(dialog).findByText('You cannot act as another super admin')).toBeInTheDocument();
  });

  it('says when the doctor does not exist', async () => {
    server.use(mockAdminDoctor(() => apiError(404, 'Doctor not found', 'NOT_FOUND')));
    await renderAdmin(<AdminDoctorPage />, '/doctors/:id', `/doctors/${DOCTOR_ID}`);
    expect(await screen.findByText('We could not find this doctor')).toBeInTheDocument();
  });
});
