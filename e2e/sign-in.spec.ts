import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, portalUrl, signIn } from './support';

test('super admin signs in with the outbox code, stays signed in across a reload, and signs out', async ({ page, request }) => {
  await page.goto(portalUrl('admin', '/'));
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, request, 'admin@demo.test');

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard');
  // Nothing but the session tokens is persisted: one localStorage entry, nothing in session storage, no cookie.
  const persisted = await page.evaluate(() => localStorage.getItem('persist:root') ?? '');
  expect(persisted).toContain('accessToken');
  expect(persisted).not.toContain('admin@demo.test');
  expect(await browserStorage(page)).toEqual({ localKeys: ['persist:root'], sessionKeys: [], cookies: [] });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto(portalUrl('admin', '/'));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('persist:root') ?? '')).not.toContain('eyJ');
  expect((await browserStorage(page)).sessionKeys).toEqual([]);
});

const SCROLL_POSITIONS = 'scroll-positions'; // app/scroll-restoration.tsx

/** What the page keeps in the browser besides its code (and the scroll positions: numbers under the history entries' random keys). */
async function browserStorage(page: Page) {
  const { localKeys, sessionKeys } = await page.evaluate(() => ({
    localKeys: Object.keys(localStorage),
    sessionKeys: Object.keys(sessionStorage),
  }));
  return {
    localKeys,
    sessionKeys: sessionKeys.filter((key) => key !== SCROLL_POSITIONS),
    cookies: (await page.context().cookies()).map((c) => c.name),
  };
}

test('a patient signing in on another portal host gets the patient portal', async ({ page, request }) => {
  await page.goto(portalUrl('admin', '/sign-in'));
  await signIn(page, request, 'patient@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: /profile/i })).toBeVisible();
  await expect(nav.getByRole('link', { name: /partners/i })).toHaveCount(0);
});

const refusals = [
  {
    title: 'a staff member cannot sign in on another portal',
    portal: 'admin',
    password: DEMO_PASSWORD,
    message: 'This account cannot sign in to this portal.',
  },
  {
    title: 'a wrong password shows the server message',
    portal: 'medical',
    password: 'not-the-password',
    message: 'Invalid email or password',
  },
];
for (const { title, portal, password, message } of refusals) {
  test(title, async ({ page }) => {
    await page.goto(portalUrl(portal, '/sign-in'));
    await page.getByLabel('Email').fill('doctor@demo.test');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(message).first()).toBeVisible();
  });
}

test('a delegate chooses whom to act for, and still acts for them after a reload and in a new tab', async ({ page, request, context }) => {
  await page.goto(portalUrl('medical', '/sign-in'));
  await signIn(page, request, 'assistant@demo.test');
  await page.getByRole('button', { name: /Dana Whitfield/ }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/acting for/i)).toBeVisible();

  await page.reload();
  await expect(page.getByText('Acting for Dana Whitfield')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review intakes' })).toBeVisible();
  const tab = await context.newPage();
  await tab.goto(portalUrl('medical', '/'));
  await expect(tab.getByText('Acting for Dana Whitfield')).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Review intakes' })).toBeVisible();
});
