import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyProfilePage } from '@/features/patient-portal';
import { apiError, failure } from '../../mocks/http';
import { mockPatientProfile, mockUpdatePatientProfile, patientProfile } from '../../mocks/patients';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPortalPage } from '../../support/render-page';

setupMswLifecycle();

const LABELS = [
  'First name',
  'Last name',
  'Email',
  'Phone number',
  'Address line 1',
  'Address line 2',
  'City',
  'State',
  'ZIP code',
  'Country',
];

/** The profile and its update (answered by `put` instead of the saved profile when given); returns the updates. */
function profileHandlers(put?: () => Response) {
  const update = put ? mockUpdatePatientProfile(put) : mockUpdatePatientProfile();
  server.use(mockPatientProfile(), update);
  return update.bodies;
}

async function renderProfile() {
  const view = await renderPortalPage(<MyProfilePage />, '/my-profile');
  await screen.findByRole('textbox', { name: 'First name' });
  return view;
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('my profile page', () => {
  it('loads the profile into labelled fields', async () => {
    profileHandlers();
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const values = LABELS.map((label) => (field(label) as HTMLInputElement).value);
    expect(values).toEqual(['Pat', 'Rivera', 'patient@demo.test', '(202) 555-0188', '1 Main St', 'Apt 4', 'Austin', 'TX', '73301', 'US']);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('sends only the filled-in fields that changed, then updates the signed-in user', async () => {
    const puts = profileHandlers();
    const { store } = await renderProfile();
    const user = userEvent.setup();

    await user.clear(field('First name'));
    await user.type(field('First name'), 'Patricia');
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '(512) 555-0100');
    await user.clear(field('City'));
    await user.type(field('City'), ' Dallas ');
    await user.clear(field('Address line 2')); // emptied: not sent, so not erased
    await user.clear(field('State'));
    await user.type(field('State'), 'tx'); // the same state once normalised: not sent
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(puts).toEqual([{ firstName: 'Patricia', phoneNumber: '+15125550100', city: 'Dallas' }]);
    const saved = store.getState().user.user;
    expect(saved?.firstName).toBe('Patricia');
    expect(saved?.phoneNumber).toBe('+15125550100');
    expect(saved?.lastName).toBe('Rivera');
    expect(saved?.patient?.city).toBe('Dallas');
    expect(saved?.patient?.state).toBe('TX');
    // The form shows what the server saved, including the kept second address line.
    await waitFor(() => expect(field('Address line 2')).toHaveValue('Apt 4'));
    expect(field('City')).toHaveValue('Dallas');
  });

  it('says beside the ZIP code that it is in another state than the one given, and sends nothing', async () => {
    const puts = profileHandlers();
    await renderProfile();
    const user = userEvent.setup();
    await user.clear(field('ZIP code'));
    await user.type(field('ZIP code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This ZIP code is in New York, not Texas')).toBeInTheDocument();
    expect(field('ZIP code')).toHaveAccessibleDescription('This ZIP code is in New York, not Texas');
    expect(puts).toEqual([]);
  });

  it('says so and sends nothing when nothing changed', async () => {
    const puts = profileHandlers();
    await renderProfile();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('There are no changes to save.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('checks the phone number, state and ZIP code before sending', async () => {
    const puts = profileHandlers();
    await renderProfile();
    const user = userEvent.setup();
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '555-0100');
    await user.clear(field('State'));
    expect(field('State')).toHaveAttribute('maxlength', '2');
    await user.type(field('State'), 'T1');
    await user.clear(field('ZIP code'));
    await user.type(field('ZIP code'), '7330');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Enter a valid US phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter a 2-letter state code, e.g. TX')).toBeInTheDocument();
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });

  it('says which fields are required, and the hint speaks of keeping only the optional ones', async () => {
    const puts = profileHandlers();
    await renderProfile();
    expect(
      screen.getByText(/First name, last name and email are required; an empty optional field keeps what we have on file/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/an empty field keeps/)).not.toBeInTheDocument();
    expect(field('First name')).toHaveAttribute('maxlength', '100');
    expect(field('Email')).toHaveAttribute('maxlength', '254');
    expect(field('Address line 1')).toHaveAttribute('maxlength', '200');
    expect(field('City')).toHaveAttribute('maxlength', '100');

    const user = userEvent.setup();
    await user.clear(field('First name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your first name; it is required')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it("shows the server's message when the update is refused", async () => {
    profileHandlers(() =>
      apiError(400, 'This email address is already in use', 'CONFLICT', [{ path: 'email', message: 'Already in use' }]),
    );
    const { store } = await renderProfile();
    const user = userEvent.setup();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'taken@demo.test');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This email address is already in use')).toBeInTheDocument();
    expect(screen.getByText('Already in use')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update profile')).not.toBeInTheDocument();
    expect(store.getState().user.user?.email).toBe('patient@demo.test');
  });

  it("shows 'Failed to update profile' when the server gives no message", async () => {
    profileHandlers(() => failure(500));
    await renderProfile();
    const user = userEvent.setup();
    await user.clear(field('City'));
    await user.type(field('City'), 'Dallas');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  });

  it("shows 'Error fetching patient profile' when the profile cannot be loaded", async () => {
    let fail = true;
    server.use(mockPatientProfile(() => (fail ? failure(500) : patientProfile)));
    await renderPortalPage(<MyProfilePage />, '/my-profile');
    expect(await screen.findByText('Error fetching patient profile')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Pat');
  });
});
