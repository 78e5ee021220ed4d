import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { DEMO_PASSWORD, latestOutboxId, portalUrl, readCode, signIn } from './support';

const EMAIL = 'partner@demo.test';
const NEW_PASSWORD = 'Summit-strength-2026';
const api = (path: string) => `http://127.0.0.1:${E2E_PORT}/api/v1${path}`;

/** Puts the demo password back through the API when the test stopped before doing it (the new password still signs in). */
async function restorePassword(request: APIRequestContext) {
  const before = await latestOutboxId(request, EMAIL);
  const login = await request.post(api('/auth/login'), { data: { email: EMAIL, password: NEW_PASSWORD } });
  if (!login.ok()) return;
  const code = await readCode(request, EMAIL, before);
  const verified = await request.post(api('/auth/verify-otp'), { data: { email: EMAIL, code } });
  const { accessToken } = ((await verified.json()) as { data: { accessToken: string } }).data;
  await request.post(api('/account/password'), {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD },
  });
}

test.describe('shared account pages', () => {
  test.afterAll(async ({ request }) => restorePassword(request));

  test('the partner changes the password on Your Account, signs in again with it, and reads Training', async ({ page, request }) => {
    await page.goto(portalUrl('gymowner', '/sign-in'));
    await signIn(page, request, EMAIL);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('link', { name: 'Your Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect(sessions.getByText('This device')).toBeVisible();

    // A wrong current password is refused with a clear message.
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-the-password');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');

    await form.getByLabel('Current password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toContainText('Password changed.');

    // Sign out, then in again: the old password no longer works, the new one does.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.reload();
    await signIn(page, request, EMAIL, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('link', { name: 'Training' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Training' })).toBeVisible();
    const training = page.getByRole('list', { name: 'Training' });
    await training.getByRole('button', { name: /How your intake link works/ }).click();
    await expect(training.getByText(/Your dashboard shows your intake link/)).toBeVisible();
    await expect(training.getByRole('heading', { name: /The intake review workflow/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Resources' }).click();
    await expect(page.getByRole('list', { name: 'Resources' }).getByRole('heading', { name: /^Partner welcome guide/ })).toBeVisible();

    // The demo password back (other specs sign the partner in with it), without another sign-in code.
    await page.getByRole('link', { name: 'Your Account' }).click();
    const again = page.getByRole('form', { name: 'Change password' });
    await again.getByLabel('Current password').fill(NEW_PASSWORD);
    await again.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await again.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
    await again.getByRole('button', { name: 'Change password' }).click();
    await expect(again.getByRole('status')).toContainText('Password changed.');
  });
});
