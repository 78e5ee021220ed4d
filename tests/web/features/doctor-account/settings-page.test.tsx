import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { DoctorSettingsPage } from '@/features/doctor-account';
import { apiError, failure } from '../../mocks/http';
import { DIGITAL_PHARMACY, doctorSettings, mockDoctorSettings, mockUpdateDoctorSettings, RX_PHARMACY } from '../../mocks/prescriptions';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAccountPage } from './render';

setupMswLifecycle();

const open = (options?: { asDelegate?: boolean }) => renderAccountPage(<DoctorSettingsPage />, '/settings', options);
const radio = (name: RegExp) => screen.getByRole('radio', { name });
const summary = () => screen.getByRole('region', { name: 'Summary' });

describe('Settings (medical portal)', () => {
  it('shows a loader, then the assigned pharmacies with the saved default chosen', async () => {
    server.use(
      mockDoctorSettings(async () => {
        await delay(50);
        return doctorSettings({ defaultPharmacyId: RX_PHARMACY.id, updatedAt: '2026-03-10T09:00:00.000Z' });
      }),
    );
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your settings')).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: 'Default pharmacy' })).toBeInTheDocument();
    expect(radio(/RX Provider Pharmacy, sent through the RX provider/)).toBeChecked();
    expect(radio(/Digital Rx Pharmacy/)).not.toBeChecked();
    expect(radio(/No default/)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    expect(within(summary()).getByText('RX Provider Pharmacy')).toBeInTheDocument();
    expect(within(summary()).getByText('2')).toBeInTheDocument();
  });

  it('shows the load failure with a retry that loads the page', async () => {
    let calls = 0;
    server.use(mockDoctorSettings(() => (++calls === 1 ? apiError(503, 'Settings are unavailable') : doctorSettings())));
    await open();
    expect(await screen.findByText('Error fetching settings')).toBeInTheDocument();
    expect(screen.getByText('Settings are unavailable')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Default pharmacy' })).toBeInTheDocument();
    expect(radio(/No default/)).toBeChecked();
  });

  it('saves only what changed: the new default pharmacy, then shows it as saved', async () => {
    const update = mockUpdateDoctorSettings();
    server.use(mockDoctorSettings(), update);
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Digital Rx Pharmacy/ }));
    // Back to what is saved: nothing to save.
    await user.click(radio(/No default/));
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await user.click(radio(/Digital Rx Pharmacy/));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    // Only the pharmacy changed: the amounts are not sent.
    expect(update.bodies).toEqual([{ defaultPharmacyId: DIGITAL_PHARMACY.id }]);
    await waitFor(() => expect(within(summary()).getByText('Digital Rx Pharmacy')).toBeInTheDocument());
    expect(radio(/Digital Rx Pharmacy/)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('clears the default with "No default", sending null', async () => {
    const update = mockUpdateDoctorSettings();
    server.use(mockDoctorSettings(doctorSettings({ defaultPharmacyId: DIGITAL_PHARMACY.id })), update);
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /No default/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(update.bodies).toEqual([{ defaultPharmacyId: null }]));
  });

  it("shows the server's refusal and keeps the choice", async () => {
    const message = 'The default pharmacy must be one of the pharmacies assigned to you; an administrator assigns them.';
    server.use(
      mockDoctorSettings(),
      mockUpdateDoctorSettings(() => apiError(422, message, 'DEFAULT_PHARMACY_NOT_ASSIGNED')),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /RX Provider Pharmacy/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(radio(/RX Provider Pharmacy/)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it('falls back to its own words when the save fails without a message', async () => {
    server.use(
      mockDoctorSettings(),
      mockUpdateDoctorSettings(() => failure(500)),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /RX Provider Pharmacy/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Could not save your settings')).toBeInTheDocument();
  });

  it('says when no pharmacy is assigned yet, and still keeps the amounts', async () => {
    server.use(mockDoctorSettings(doctorSettings({ pharmacies: [] })));
    await open();
    expect(await screen.findByText('No pharmacies are assigned to you yet')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Default pharmacy' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
  });

  it('saves only the amounts when only they changed, and checks them first', async () => {
    const update = mockUpdateDoctorSettings();
    server.use(mockDoctorSettings(doctorSettings({ defaultPharmacyId: RX_PHARMACY.id })), update);
    await open();
    const user = userEvent.setup();
    const refills = await screen.findByRole('textbox', { name: 'Refills' });
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Days supply' })).toHaveValue('28');
    await user.clear(refills);
    await user.type(refills, '13');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number from 0 to 12')).toBeInTheDocument();
    expect(update.calls).toEqual([]);
    await user.clear(refills);
    await user.type(refills, '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ rxDefaults: { quantity: 4, refills: 2, daysSupply: 28 } }]);
    await waitFor(() => expect(within(summary()).getByText('Quantity 4, 2 refills, 28 days')).toBeInTheDocument());
  });

  it('lets a delegate see the settings but not change them', async () => {
    const update = mockUpdateDoctorSettings();
    server.use(mockDoctorSettings(doctorSettings({ defaultPharmacyId: RX_PHARMACY.id, canChange: false })), update);
    await open({ asDelegate: true });
    expect(
      await screen.findByText('You are acting for the doctor: you can see these settings, but only the doctor can change them.'),
    ).toBeInTheDocument();
    expect(radio(/RX Provider Pharmacy/)).toBeChecked();
    expect(radio(/Digital Rx Pharmacy/)).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Refills' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(update.calls).toEqual([]);
  });
});
