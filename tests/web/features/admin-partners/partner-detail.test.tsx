import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminPartnerPage } from '@/features/admin-partners';
import {
  DOCTOR_ID,
  gymOwner,
  gymOwnerDetail,
  mockAssignDoctor,
  mockDeleteGymOwner,
  mockDoctorChoices,
  mockGymOwner,
  mockGymOwners,
  mockPartnerPatients,
  mockReassignPatients,
  mockUpdateGymOwner,
  OTHER_PARTNER_ID,
  PARTNER_ID,
} from '../../mocks/admin-partners';
import { apiError } from '../../mocks/http';
import { ORDER_ID, PATIENT_ID } from '../../mocks/ids';
import { mockAdminRenewals, mockUpdateAdminRenewalStartDate, mockUpdateAdminRenewalStatus } from '../../mocks/renewals';
import { mockCustomPrices } from '../../mocks/pricing-payouts';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';
import { mockPartnerLedger } from '../../mocks/ledger';

setupMswLifecycle();
// Every detail page lists the partner's renewals and custom prices too.
beforeEach(() => server.use(mockPartnerLedger(), mockAdminRenewals(), mockCustomPrices()));

async function renderPartner() {
  await renderAdminPage(<AdminPartnerPage />, '/partners/:id', `/partners/${PARTNER_ID}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Fitness Club' })).toBeInTheDocument();
  return userEvent.setup();
}

describe('admin partner detail', () => {
  it('shows the business, owner, commission, billing and doctor, and the patients without a doctor', async () => {
    server.use(mockGymOwner(gymOwnerDetail({ commissionRateBps: 1250, billingMode: 'PARTNER_BILLED', autoBilling: true })));
    const patients = mockPartnerPatients();
    server.use(patients);
    await renderPartner();
    const billing = screen.getByRole('region', { name: 'Commission and billing' });
    expect(within(billing).getByText('12.5% of each paid order')).toBeInTheDocument();
    expect(within(billing).getByText('Partner billed by invoice')).toBeInTheDocument();
    expect(within(billing).getByText('On')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Business and owner' })).getByText('Harper Quinn')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Assigned doctor' })).getByText('No doctor')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Patients of Harbor Fitness Club' });
    expect(within(table).getByText('Morgan Blake')).toBeInTheDocument();
    expect(patients.queries[0]).toMatchObject({ show: 'unassigned', page: '1', limit: '10' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'All patients (2)' }));
    await waitFor(() => expect(patients.queries.at(-1)).toMatchObject({ show: 'all' }));
  });

  it('assigns a doctor chosen in the dialog', async () => {
    // The choices first: /gym-owners/:id would match /gym-owners/doctor-choices too.
    server.use(mockDoctorChoices(), mockGymOwner(), mockPartnerPatients());
    const assign = mockAssignDoctor();
    server.use(assign);
    const user = await renderPartner();
    await user.click(screen.getByRole('button', { name: 'Assign doctor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a doctor' });
    await user.click(await within(dialog).findByRole('radio', { name: /Dana Whitfield · doctor@demo.test/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign doctor' }));
    expect(await screen.findByText('Doctor assigned successfully')).toBeInTheDocument();
    expect(assign.bodies).toEqual([{ doctorId: DOCTOR_ID }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Assigned doctor' })).getByText('Dana Whitfield')).toBeInTheDocument();
  });

  it('says why a doctor could not be assigned, in the dialog', async () => {
    server.use(
      mockDoctorChoices(),
      mockGymOwner(),
      mockPartnerPatients(),
      mockAssignDoctor(() => apiError(404, 'Doctor not found', 'NOT_FOUND')),
    );
    const user = await renderPartner();
    await user.click(screen.getByRole('button', { name: 'Assign doctor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a doctor' });
    await user.click(await within(dialog).findByRole('radio', { name: /Dana Whitfield/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign doctor' }));
    expect(await within(dialog).findByText('Doctor not found')).toBeInTheDocument();
  });

  it('edits the commission and billing, sending only what changed', async () => {
    server.use(mockGymOwner(), mockPartnerPatients());
    const update = mockUpdateGymOwner();
    server.use(update);
    const user = await renderPartner();
    await user.click(screen.getByRole('button', { name: 'Edit partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit partner' });
    // The phone as the page shows it, not as it is stored (+12025550140).
    expect(within(dialog).getByRole('textbox', { name: 'Owner phone (optional)' })).toHaveValue('(202) 555-0140');
    const commission = within(dialog).getByRole('textbox', { name: 'Commission' });
    await user.clear(commission);
    await user.type(commission, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Commission is 0% to 100%')).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);

    await user.clear(commission);
    await user.type(commission, '12.5');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Billing mode' }), 'Partner billed by invoice');
    await user.click(within(dialog).getByRole('switch', { name: /Auto-billing/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Gym owner updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ commissionRateBps: 1250, billingMode: 'PARTNER_BILLED', autoBilling: true }]);
  });

  it('shows an email another account holds beside the field, and keeps the dialog open', async () => {
    const message = 'Another account already uses this email';
    server.use(
      mockGymOwner(),
      mockPartnerPatients(),
      mockUpdateGymOwner(() => apiError(409, message, 'CONFLICT', [{ path: 'email', message }])),
    );
    const user = await renderPartner();
    await user.click(screen.getByRole('button', { name: 'Edit partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit partner' });
    const email = within(dialog).getByRole('textbox', { name: 'Owner email' });
    await user.clear(email);
    await user.type(email, 'partner@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(message);
  });

  it('reassigns the selected patients to another partner', async () => {
    const others = mockGymOwners({
      items: [gymOwner(), gymOwner({ id: OTHER_PARTNER_ID, businessName: 'Summit Strength Gym', firstName: 'Parker', lastName: 'Reyes' })],
      total: 2,
      page: 1,
      limit: 10,
      totalPages: 1,
    });
    const reassign = mockReassignPatients();
    server.use(mockGymOwner(), mockPartnerPatients(), others, reassign);
    const user = await renderPartner();
    const move = screen.getByRole('button', { name: 'Reassign selected' });
    expect(move).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Morgan Blake' }));
    await user.click(screen.getByRole('button', { name: 'Reassign 1 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Morgan Blake' });
    // The partner the patients leave is not offered.
    expect(within(dialog).queryByRole('radio', { name: /Harbor Fitness Club/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Choose the partner to move them to.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: /Summit Strength Gym/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('1 patient reassigned successfully')).toBeInTheDocument();
    expect(reassign.bodies).toEqual([{ patientIds: [PATIENT_ID], toGymOwnerId: OTHER_PARTNER_ID, fromGymOwnerId: PARTNER_ID }]);
  });

  it('says why a partner with unpaid invoices cannot be deleted', async () => {
    const message = 'This partner has 2 unpaid invoices (open or with a declined charge). Settle or void them before deleting the partner.';
    server.use(
      mockGymOwner(gymOwnerDetail({ unpaidInvoiceCount: 2 })),
      mockPartnerPatients(),
      mockDeleteGymOwner(() => apiError(409, message, 'CONFLICT')),
    );
    const user = await renderPartner();
    await user.click(screen.getByRole('button', { name: 'Delete partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Harbor Fitness Club?' });
    expect(within(dialog).getByText(/2 unpaid invoices: settle them first/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete partner' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('deletes a partner and goes back to the list', async () => {
    const remove = mockDeleteGymOwner();
    server.use(mockGymOwner(), mockPartnerPatients(), remove);
    const user = await renderPartner();
    await user.click(screen.getByRole('button', { name: 'Delete partner' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete partner' }));
    expect(await screen.findByRole('heading', { name: 'Now at /partners' })).toBeInTheDocument();
    expect(remove.calls).toHaveLength(1);
  });

  it('shows "not found" for an unknown partner', async () => {
    server.use(mockGymOwner(() => apiError(404, 'Gym owner not found', 'NOT_FOUND')));
    await renderAdminPage(<AdminPartnerPage />, '/partners/:id', `/partners/${PARTNER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner not found' })).toBeInTheDocument();
  });

  it("follows up the partner's renewals: the status by the patient, the start date by the order", async () => {
    const renewals = mockAdminRenewals();
    const status = mockUpdateAdminRenewalStatus();
    const startDate = mockUpdateAdminRenewalStartDate();
    server.use(mockGymOwner(), mockPartnerPatients(), renewals, status, startDate);
    const user = await renderPartner();
    const table = await screen.findByRole('table', { name: 'Renewals of this partner' });
    expect(within(table).getByText('Pat Jordan')).toBeInTheDocument();
    expect(renewals.queries[0]).toMatchObject({ gymOwnerId: PARTNER_ID, days: '60' });
    await user.selectOptions(within(table).getByRole('combobox', { name: 'Follow-up of order #1042' }), 'Contacted');
    expect(await screen.findByText('Renewal status updated successfully')).toBeInTheDocument();
    expect(status.calls.map((c) => [c.params.id, c.body])).toEqual([[PATIENT_ID, { status: 'CONTACTED' }]]);
    fireEvent.change(within(table).getByLabelText('Start date of order #1042'), { target: { value: '2026-03-12' } });
    await user.click(within(table).getByRole('button', { name: 'Save the start date of order #1042' }));
    expect(await screen.findByText('Start date updated successfully')).toBeInTheDocument();
    expect(startDate.calls.map((c) => [c.params.id, c.body])).toEqual([[ORDER_ID, { startDate: '2026-03-12' }]]);
  });
});
