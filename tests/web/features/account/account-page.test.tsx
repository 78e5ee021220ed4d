import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@contracts/auth';
import { AccountPage } from '@/features/account';
import {
  accountProfile,
  mockAccountDelegateAccess,
  mockAccountProfile,
  mockChangePassword,
  mockUpdateAccountProfile,
  otherSession,
  sessionStore,
} from '../../mocks/account';
import { assistant, partnerAccess } from '../../mocks/accounts';
import { apiError, failure } from '../../mocks/http';
import { doctorUser, partnerOwner, patientUser } from '../../support/fixtures';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderSignedInPage } from '../../support/render-page';

setupMswLifecycle();

const partnerUser: User = { ...doctorUser, ...partnerOwner };

async function renderAccount(user: User = partnerUser) {
  const view = await renderSignedInPage(<AccountPage />, '/account', '/account', { user });
  await screen.findByRole('form', { name: 'Change password' });
  return view;
}

function accountHandlers() {
  const sessions = sessionStore();
  const update = mockUpdateAccountProfile();
  server.use(mockAccountProfile(), update, mockAccountDelegateAccess(), ...sessions.handlers);
  return { sessions, update };
}

const passwordField = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fillPasswords(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(passwordField('Current password'), current);
  await user.type(passwordField('New password'), next);
  await user.type(passwordField('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Your Account', () => {
  it('shows the details, with the email fixed and the name and phone editable', async () => {
    accountHandlers();
    await renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    const details = screen.getByRole('form', { name: 'Your details' });
    expect(within(details).getByRole('textbox', { name: 'Email' })).toHaveValue('partner@demo.test');
    expect(within(details).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(within(details).getByRole('textbox', { name: 'First name' })).toHaveValue('Jordan');
    expect(within(details).getByRole('textbox', { name: 'Phone number' })).toHaveValue('(202) 555-0102');
  });

  it('saves only the changed fields and renames the signed-in user', async () => {
    const { update } = accountHandlers();
    const { store } = await renderAccount();
    const user = userEvent.setup();
    const last = screen.getByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.type(last, 'Lee-Moreno');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ lastName: 'Lee-Moreno' }]);
    expect(store.getState().user.user?.lastName).toBe('Lee-Moreno');
  });

  it('changes the password with the current one and says the other sessions were signed out', async () => {
    accountHandlers();
    const change = mockChangePassword();
    server.use(change);
    await renderAccount();
    await fillPasswords('Demo-password-1', 'A-new-passphrase-22');
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(await within(form).findByRole('status')).toHaveTextContent('Password changed. 1 other session was signed out.');
    expect(change.bodies).toEqual([{ currentPassword: 'Demo-password-1', newPassword: 'A-new-passphrase-22' }]);
    expect(passwordField('Current password')).toHaveValue('');
  });

  it('says when the current password is wrong, under the field and in the form', async () => {
    accountHandlers();
    const message = 'Your current password is not correct.';
    server.use(mockChangePassword(() => apiError(422, message, 'WRONG_PASSWORD', [{ path: 'currentPassword', message }])));
    await renderAccount();
    await fillPasswords('not-my-password', 'A-new-passphrase-22');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(passwordField('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField('Current password')).toHaveAccessibleDescription(message);
  });

  it('checks the new password like sign-up, and that both copies match, before sending anything', async () => {
    accountHandlers();
    const change = mockChangePassword();
    server.use(change);
    await renderAccount();
    await fillPasswords('Demo-password-1', 'short', 'short');
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(passwordField('New password'));
    await user.type(passwordField('New password'), 'A-new-passphrase-22');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords differ')).toBeInTheDocument();
    expect(change.calls).toHaveLength(0);
  });

  it("says 'Failed to change your password' when the server gives no message", async () => {
    accountHandlers();
    server.use(mockChangePassword(() => failure(500)));
    await renderAccount();
    await fillPasswords('Demo-password-1', 'A-new-passphrase-22');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change your password');
  });

  it('lists the sessions, this device marked, and signs another one out after a confirmation', async () => {
    const { sessions } = accountHandlers();
    await renderAccount();
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Chrome on macOS')).toBeInTheDocument();
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/IP 198\.51\.100\.20/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(rows[1]).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Session signed out')).toBeInTheDocument();
    expect(sessions.ended).toEqual([otherSession.id]);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
  });

  it('signs out all other sessions at once', async () => {
    const { sessions } = accountHandlers();
    await renderAccount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out 1 other session')).toBeInTheDocument();
    expect(sessions.ended).toEqual([otherSession.id]);
  });

  it('shows the delegate access given and held, with a link to manage it', async () => {
    accountHandlers();
    server.use(
      mockAccountDelegateAccess({
        given: [partnerAccess({ delegate: assistant })],
        held: [],
      }),
    );
    await renderAccount();
    const section = await screen.findByRole('region', { name: 'Delegate access' });
    expect(await within(section).findByText('assistant@demo.test')).toBeInTheDocument();
    expect(within(section).getByText('You cannot act for anyone else.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Manage delegate access' })).toHaveAttribute('href', '/access');
  });

  it('shows a patient no delegate access', async () => {
    accountHandlers();
    server.use(mockAccountProfile({ ...accountProfile, role: 'PATIENT', email: patientUser.email }));
    await renderAccount(patientUser);
    expect(screen.queryByRole('region', { name: 'Delegate access' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the account cannot be loaded', async () => {
    let fail = true;
    server.use(mockAccountProfile(() => (fail ? failure(500) : accountProfile)));
    await renderSignedInPage(<AccountPage />, '/account', '/account', { user: partnerUser });
    expect(await screen.findByText('Error fetching your account')).toBeInTheDocument();
    fail = false;
    accountHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });
});
