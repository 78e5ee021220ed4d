import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestOutboxId, portalUrl, readCode } from './support';

// A portal's /sign-in arrives with its form drawn in the HTML (built by scripts/vite-prerender.ts); the app takes it over.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form is drawn by the HTML alone, and cannot be sent before the app runs', async ({ page }) => {
    await page.goto(portalUrl('medical', '/sign-in'));
    await expect(page).toHaveTitle('Sign in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Welcome to the Medical Portal.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });
});

test('what is typed before the app has loaded is kept, and signs in', async ({ page, request }) => {
  // Hold the app's code until the visitor has typed into the drawn form. (The medical provider: the doctor's account
  // signs in often across the suite, and its code sends are limited per 15 minutes.)
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto(portalUrl('medical', '/sign-in'));
  await page.getByLabel('Email').fill('medical@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  const before = await latestOutboxId(request, 'medical@demo.test');
  release();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(request, 'medical@demo.test', before));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
