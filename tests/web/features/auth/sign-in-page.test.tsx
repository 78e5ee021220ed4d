import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SignInPage } from '@/features/auth';
import { adminUser, delegateAccess, tokens, verifyReply } from '../../support/fixtures';
import { api, server, setupMswLifecycle } from '../../support/msw';
import { renderPage } from '../../support/render';

setupMswLifecycle();

const dashboard = { path: '/', element: <h1>Dashboard</h1> };

async function renderSignIn(signUpPath?: string) {
  return renderPage(<SignInPage portal="admin" signUpPath={signUpPath} />, { path: '/sign-in', routes: [dashboard] });
}

async function submitCredentials() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Admin@Demo.test');
  await user.type(screen.getByLabelText('Password'), 'Demo-password-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

function loginHandler(seen: Record<string, unknown>) {
  return http.post(api('/auth/login'), async ({ request }) => {
    seen.login = await request.json();
    return HttpResponse.json({ data: { otpRequired: true, email: 'admin@demo.test' } });
  });
}

describe('sign-in page', () => {
  it('signs in with e-mail, password and the code, then goes to the dashboard', async () => {
    const seen: Record<string, unknown> = {};
    server.use(
      loginHandler(seen),
      http.post(api('/auth/verify-otp'), async ({ request }) => {
        seen.verify = await request.json();
        return HttpResponse.json(verifyReply());
      }),
    );
    const { store } = await renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();

    const user = await submitCredentials();
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    expect(seen.login).toEqual({ email: 'admin@demo.test', password: 'Demo-password-1' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(seen.verify).toEqual({ email: 'admin@demo.test', code: '123456' });
    expect(store.getState().session).toEqual({ ...tokens, delegateAccessToken: null });
    expect(store.getState().user.user).toEqual(adminUser);
  });

  it('shows the server message when the password is wrong', async () => {
    server.use(
      http.post(api('/auth/login'), () =>
        HttpResponse.json({ message: 'Invalid e-mail or password', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    await renderSignIn();
    await submitCredentials();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password');
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
  });

  it('validates the fields before calling the server', async () => {
    await renderSignIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('shows the server message for a wrong code and stays signed out', async () => {
    server.use(
      loginHandler({}),
      http.post(api('/auth/verify-otp'), () =>
        HttpResponse.json({ message: 'The code is wrong or has expired', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
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
    const resent: unknown[] = [];
    server.use(
      loginHandler({}),
      http.post(api('/auth/resend-otp'), async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ data: { otpRequired: true, email: 'admin@demo.test' }, message: 'A new code has been sent' });
      }),
    );
    await renderSignIn();
    const user = await submitCredentials();
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('A new code has been sent')).toBeInTheDocument();
    expect(resent).toEqual([{ email: 'admin@demo.test' }]);
  });

  it('offers a delegate choice, then signs in acting for the chosen owner', async () => {
    const selected: unknown[] = [];
    server.use(
      loginHandler({}),
      http.post(api('/auth/verify-otp'), () =>
        HttpResponse.json(verifyReply({ requiresDelegateSelection: true, delegateAccesses: [delegateAccess] })),
      ),
      http.post(api('/auth/select-delegate-access'), async ({ request }) => {
        selected.push(await request.json());
        return HttpResponse.json({ data: { delegateAccessToken: 'delegate-1', delegateAccess } });
      }),
    );
    const { store } = await renderSignIn();
    const user = await submitCredentials();
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

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
    const selected: unknown[] = [];
    server.use(
      loginHandler({}),
      http.post(api('/auth/verify-otp'), () =>
        HttpResponse.json(verifyReply({ requiresDelegateSelection: true, delegateAccesses: [delegateAccess] })),
      ),
      http.post(api('/auth/select-delegate-access'), async ({ request }) => {
        selected.push(await request.json());
        return HttpResponse.json({ data: { delegateAccessToken: null, delegateAccess: null } });
      }),
    );
    const { store } = await renderSignIn();
    const user = await submitCredentials();
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('button', { name: 'Continue as myself' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(selected).toEqual([{ delegateAccessId: null }]);
    await waitFor(() => expect(store.getState().user.requiresDelegateSelection).toBe(false));
    expect(store.getState().session.delegateAccessToken).toBeNull();
  });

  it('links to sign-up where the portal has one, and shows the dev outbox hint', async () => {
    server.use(loginHandler({}));
    await renderSignIn('/sign-up');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
    await submitCredentials();
    expect(await screen.findByRole('link', { name: 'Open the dev outbox' })).toHaveAttribute('href', '/api/v1/dev/outbox');
  });
});
