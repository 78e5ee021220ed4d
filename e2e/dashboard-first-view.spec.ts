import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

// A signed-in patient's dashboard arrives drawn with their data (server/platform/http/first-view.ts); the app takes
// the drawn page over (src/lib/prerendered.ts). Issue 9: the patient dashboard's first paint.

test("a patient's reload arrives with their dashboard drawn, the app takes it over, and signing out ends it", async ({
  page,
  request,
  browser,
}) => {
  await page.goto(portalUrl('patient', '/sign-in'));
  await signIn(page, request, 'patient@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'page_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  // The HTML alone, without JavaScript, already shows the patient's own dashboard.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  await withoutScripts.addCookies(cookies);
  const drawn = await withoutScripts.newPage();
  await drawn.goto(portalUrl('patient', '/'));
  await expect(drawn.getByText('Welcome back, Pat.')).toBeVisible();
  const current = drawn.getByRole('region', { name: 'Current order' });
  await expect(current.getByText(/^Order #\d+$/)).toBeVisible();
  await expect(current.getByText(/^(Shipped|Delivered)$/)).toBeVisible();
  await expect(drawn.getByRole('region', { name: 'Current medications' })).toContainText('semaglutide');

  // With the app: the reload shows the same page, which then works as the app's own.
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.reload();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await page.getByRole('region', { name: 'Current order' }).getByRole('link', { name: 'View order' }).click();
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  expect(failures).toEqual([]);

  // Signing out clears the cookie and ends the session: the same cookie draws nothing any more.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'page_session')).toBeUndefined();
  await drawn.reload();
  await expect(drawn.getByText('Welcome back, Pat.')).toHaveCount(0);
  await withoutScripts.close();
});
