import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignInPage } from '@/features/auth';
import { mockLogin, mockResendOtp, mockSelectDelegateAccess, mockVerifyOtp, verified } from '../../mocks/auth';
import { apiError } from '../../mocks/http';
import { adminUser, delegateAccess, tokens } from '../../support/fixtures';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPage } from '../../support/render';

setupMswLifecycle();

// The code and delegate steps and the login call are downloaded when first needed: import them once, so that the
// tests measure the page, not Vitest's first transform of MUI and zod.
beforeAll(async () => {
  await Promise.all([import('@/features/auth/components/sign-in-steps'), import('@/features/auth/lib/sign-in-calls')]);
}, 30_000);

const dashboard = { path: '/', element: <h1>Dashboard</h1> };

async function renderSignIn(signUpPath?: string) {
  return renderPage(<SignInPage portal="admin" signUpPath={signUpPath} />, { path: '/sign-in', routes: [dashboard] });
}

/** Signs in as a user who must first choose whom to act for; `select` answers the choice. */
async function signInToDelegateChoice(select: ReturnType<typeof mockSelectDelegateAccess>) {
  server.use(mockLogin(), mockVerifyOtp(verified({ requiresDelegateSelection: true, delegateAccesses: [delegateAccess] })), select);
  const view = await renderSignIn();
  const user = await submitCredentials();
  await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return { ...view, user };
}

async function submitCredentials() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Admin@Demo.test');
  await user.type(screen.getByLabelText('Password'), 'Demo-password-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in page', () => {
  it('signs in with email, password and the code, then goes to the dashboard', async () => {
    const login = mockLogin();
    const verify = mockVerifyOtp();
    server.use(login, verify);
    const { store } = await renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();

    const user = await submitCredentials();
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    expect(login.bodies[0]).toEqual({ email: 'admin@demo.test', password: 'Demo-password-1' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(verify.bodies[0]).toEqual({ email: 'admin@demo.test', code: '123456' });
    expect(store.getState().session).toEqual({ ...tokens, delegateAccessToken: null });
    expect(store.getState().user.user).toEqual(adminUser);
  });

  it('shows the server message when the password is wrong', async () => {
    server.use(mockLogin(() => apiError(401, 'Invalid email or password', 'UNAUTHORIZED')));
    await renderSignIn();
    await submitCredentials();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
  });

  it('validates the fields before calling the server', async () => {
    await renderSignIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('says in words how long a field may be, and stops typing at the server limit', async () => {
    await renderSignIn();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxlength', '254');
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Email' }), 'admin@demo.test');
    fireEvent.change(password, { target: { value: 'x'.repeat(201) } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Use at most 200 characters')).toBeInTheDocument();
    expect(screen.queryByText(/Too big|<=/)).not.toBeInTheDocument();
  });

  it('clears the last failure when the form is sent again, even when the fields stop it', async () => {
    server.use(mockLogin(() => apiError(401, 'Invalid email or password', 'UNAUTHORIZED')));
    await renderSignIn();
    const user = await submitCredentials();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('shows the server message for a wrong code and stays signed out', async () => {
    server.use(
      mockLogin(),
      mockVerifyOtp(() => apiError(401, 'The code is wrong or has expired', 'UNAUTHORIZED')),
    );
    const { store } = await renderSignIn();
    const user = await submitCredentials();
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired');
    expect(store.getState().session.accessToken).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('resends the code and confirms it', async () => {
    const resend = mockResendOtp();
    const resent = resend.bodies;
    server.use(mockLogin(), resend);
    await renderSignIn();
    const user = await submitCredentials();
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('A new code has been sent')).toBeInTheDocument();
    expect(resent).toEqual([{ email: 'admin@demo.test' }]);
  });

  it('offers a delegate choice, then signs in acting for the chosen owner', async () => {
    const select = mockSelectDelegateAccess();
    const selected = select.bodies;
    const { store, user } = await signInToDelegateChoice(select);

    expect(await screen.findByRole('heading', { name: 'Choose an account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue as myself' })).toBeInTheDocument();
    const owner = screen.getByRole('button', { name: /Jordan Lee/ });
    expect(within(owner).getByText('Partner')).toBeInTheDocument();
    await user.click(owner);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(selected).toEqual([{ delegateAccessId: delegateAccess.id }]);
    expect(store.getState().session.delegateAccessToken).toBe('delegate-1');
    expect(store.getState().user.selectedDelegateAccess).toEqual(delegateAccess);
  });

  it('can continue without a delegate', async () => {
    const select = mockSelectDelegateAccess({ delegateAccessToken: null, delegateAccess: null });
    const selected = select.bodies;
    const { store, user } = await signInToDelegateChoice(select);
    await user.click(await screen.findByRole('button', { name: 'Continue as myself' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(selected).toEqual([{ delegateAccessId: null }]);
    await waitFor(() => expect(store.getState().user.requiresDelegateSelection).toBe(false));
    expect(store.getState().session.delegateAccessToken).toBeNull();
  });

  it('links to sign-up where the portal has one, and shows the dev outbox hint', async () => {
    server.use(mockLogin());
    await renderSignIn('/sign-up');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
    await submitCredentials();
    expect(await screen.findByRole('link', { name: 'Open the dev outbox' })).toHaveAttribute('href', '/api/v1/dev/outbox');
  });
});
