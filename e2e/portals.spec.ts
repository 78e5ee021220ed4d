import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

const portalHosts = ['admin', 'gymowner', 'partners', 'sale', 'medical', 'careteam', 'patient'];

test.describe('portal hosts', () => {
  for (const label of portalHosts) {
    test(`${label}.localhost shows its loader, then its sign-in page`, async ({ page, request }) => {
      // Hold back the lazily loaded chunks (everything index.html does not load itself), so that the loader stays
      // up long enough to be seen.
      const html = await (await request.get(`http://127.0.0.1:${new URL(portalUrl(label)).port}/`)).text();
      const upfront = new Set([...html.matchAll(/\/assets\/[^"]+\.js/g)].map((m) => m[0]));
      expect(upfront.size).toBeGreaterThan(0);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        if (!upfront.has(new URL(route.request().url()).pathname)) await held;
        await route.continue();
      });

      // The portal's home (its /sign-in arrives drawn in the HTML instead: e2e/sign-in-first-paint.spec.ts).
      await page.goto(portalUrl(label, '/'));
      await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
      if (label === 'patient') await expect(page.getByText('Patient Portal')).toBeVisible();
      else await expect(page.getByRole('img', { name: /logo/i })).toBeVisible();

      release();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page).toHaveTitle(label === 'partners' ? 'Partner Portal' : 'Sign in');
    });
  }

  test('the alternate partners host has no favicon', async ({ page }) => {
    await page.goto(portalUrl('partners', '/sign-in'));
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('link[rel~="icon"]')).toHaveCount(0);
    await page.goto(portalUrl('gymowner', '/sign-in'));
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('link[rel~="icon"]')).toHaveCount(1);
  });

  test('an unknown host label shows Not found', async ({ page }) => {
    await page.goto(portalUrl('unknown'));
    await expect(page.getByText('Not found', { exact: true })).toBeVisible();
  });

  test('bare localhost shows the portal index with links', async ({ page }) => {
    await page.goto(portalUrl(null));
    const admin = page.getByRole('link', { name: /admin/i }).first();
    await expect(admin).toBeVisible();
    await expect(admin).toHaveAttribute('href', new RegExp(`^http://admin\\.localhost:${new URL(portalUrl(null)).port}`));
    await expect(page.getByRole('link', { name: /patient/i }).first()).toBeVisible();
  });

  test('a mistyped address inside a portal keeps the navigation', async ({ page, request }) => {
    // Signed out, an unknown path goes to sign-in; signed in, the shell stays and the content says not found.
    await page.goto(portalUrl('medical', '/tasks'));
    await signIn(page, request, 'doctor@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto(portalUrl('medical', '/tasks'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
