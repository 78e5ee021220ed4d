import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DoctorProfileSection } from '@/features/doctor-account';
import { doctorProfile, mockProfile, mockUpdateProfile } from '../../mocks/accounts';
import { apiError, failure } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAccountPage } from './render';

setupMswLifecycle();

/** The profile and its update (answered by `patch` instead of the saved profile when given); returns the updates. */
function profileHandlers(patch?: () => Response) {
  const update = patch ? mockUpdateProfile(patch) : mockUpdateProfile();
  server.use(mockProfile(), update);
  return update.bodies;
}

async function renderAccount(options?: { asDelegate?: boolean }) {
  const view = await renderAccountPage(<DoctorProfileSection />, '/my-profile', options);
  await screen.findByRole('textbox', { name: 'First name' });
  return view;
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));

describe("the doctor's profile on /my-profile", () => {
  it('shows the profile on file, with what only an administrator changes', async () => {
    profileHandlers();
    await renderAccount();
    const details = screen.getByRole('region', { name: 'Profile' });
    expect(within(details).getByText('Dana Okafor')).toBeInTheDocument();
    expect(within(details).getByText('doctor@demo.test')).toBeInTheDocument();
    expect(within(details).getByText('(202) 555-0111')).toBeInTheDocument();
    expect(within(details).getByText('1234567893')).toBeInTheDocument();
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['CA', 'NY', 'TX', 'RX Provider Pharmacy', 'Digital Rx']));
    expect(
      within(details).getByText(/^Your license states, NPI and pharmacies are verified and managed by an administrator/),
    ).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Dana');
    expect(field('Last name')).toHaveValue('Okafor');
    expect(field('Phone number')).toHaveValue('(202) 555-0111');
  });

  it('sends only the changed fields, shows the toast and renames the signed-in user', async () => {
    const patches = profileHandlers();
    const { store } = await renderAccount();
    const user = userEvent.setup();
    await user.clear(field('Last name'));
    await user.type(field('Last name'), ' Okafor-Reyes ');
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '(512) 555-0100');
    await save();

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(patches).toEqual([{ lastName: 'Okafor-Reyes', phoneNumber: '+15125550100' }]);
    expect(store.getState().user.user).toMatchObject({ firstName: 'Dana', lastName: 'Okafor-Reyes', phoneNumber: '+15125550100' });
    await waitFor(() => expect(screen.getByText('Dana Okafor-Reyes')).toBeInTheDocument());
    expect(screen.getByText('(512) 555-0100')).toBeInTheDocument();
  });

  it('says so and sends nothing when nothing changed, and checks the phone number first', async () => {
    const patches = profileHandlers();
    await renderAccount();
    await save();
    expect(await screen.findByText('There are no changes to save.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '555-0100');
    await save();
    expect(await screen.findByText('Enter a valid US phone number')).toBeInTheDocument();
    expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);
  });

  it("shows 'Failed to update profile' when the server gives no message, and the server's message when it does", async () => {
    let reply = () => failure(500);
    profileHandlers(() => reply());
    const { store } = await renderAccount();
    const user = userEvent.setup();
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Danielle');
    await save();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
    expect(store.getState().user.user?.firstName).toBe('Dana');

    reply = () => apiError(400, 'Check the highlighted fields', 'VALIDATION', [{ path: 'firstName', message: 'Too odd' }]);
    await save();
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(screen.getByText('Too odd')).toBeInTheDocument();
  });

  it('says the names are required, and only the phone keeps what is on file when left empty', async () => {
    const patches = profileHandlers();
    await renderAccount();
    expect(
      screen.getByText('First and last name are required. Leave the phone number empty to keep the one we have on file.'),
    ).toBeInTheDocument();
    expect(field('Last name')).toHaveAttribute('maxlength', '100');
    await userEvent.setup().clear(field('Last name'));
    await save();
    expect(await screen.findByText('Enter your last name; it is required')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it("keeps a delegate's own name when they edit the doctor's profile", async () => {
    const patches = profileHandlers();
    const { store } = await renderAccount({ asDelegate: true });
    // The profile is the doctor's, not the delegate's.
    expect(screen.getByText(/^Dana Okafor's license states, NPI and pharmacies are verified/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Danielle');
    await save();
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(patches).toEqual([{ firstName: 'Danielle' }]);
    expect(store.getState().user.user?.firstName).toBe('Sam');
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    let fail = true;
    server.use(mockProfile(() => (fail ? failure(500) : doctorProfile)));
    await renderAccountPage(<DoctorProfileSection />, '/my-profile');
    expect(await screen.findByText('Error fetching profile')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Dana');
  });
});
