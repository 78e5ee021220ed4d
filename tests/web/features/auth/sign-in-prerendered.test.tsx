import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInPage } from '@/features/auth';
import { mockLogin } from '../../mocks/auth';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPage } from '../../support/render';

setupMswLifecycle();

/** The page as the server sends it for /sign-in: the form drawn at build time, the app's root hidden. */
function arriveDrawn({ email, password, focus }: { email: string; password: string; focus?: 'email' | 'password' }) {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="prerendered"><form><input name="email" type="email" aria-label="Email (drawn)" /><input name="password" type="password" aria-label="Password (drawn)" /></form></div><div id="root" hidden></div>`,
  );
  const field = (name: string) => document.querySelector<HTMLInputElement>(`#prerendered input[name="${name}"]`)!;
  field('email').value = email;
  field('password').value = password;
  if (focus) field(focus).focus();
}

afterEach(() => document.getElementById('root')?.remove());

describe('sign-in page drawn at build time', () => {
  it('takes over what was typed before the app started, with the focus, and sends it', async () => {
    const login = mockLogin();
    server.use(login);
    arriveDrawn({ email: 'admin@demo.test', password: 'Demo-pass', focus: 'password' });

    await renderPage(<SignInPage portal="admin" />, { path: '/sign-in' });

    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.getElementById('root')).not.toHaveAttribute('hidden');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@demo.test');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue('Demo-pass');
    expect(password).toHaveFocus();

    const user = userEvent.setup();
    await user.type(password, 'word-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    expect(login.bodies[0]).toEqual({ email: 'admin@demo.test', password: 'Demo-password-1' });
  });

  it('starts empty and enabled when nothing was drawn', async () => {
    await renderPage(<SignInPage portal="admin" />, { path: '/sign-in' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
