/**
 * What a browser downloads for a first visit (issue 9): JavaScript bytes on the wire, cold cache, per page.
 * Budgets: every portal's sign-in page at most 160 kB; the portal index and the unknown-host page at most 90 kB;
 * no portal's own chunk requested on another portal's host.
 */
import { expect, test, type Page } from '@playwright/test';
import { portalUrl } from './support';

const KB = 1000;
const PORTAL_CHUNK = /\/assets\/(admin|partner|sales|medical|care|patient)-portal-[^/]+\.js$/;

/** Loads a page in a fresh context and returns the JavaScript it transferred (encoded body bytes) by file. */
async function javascriptOf(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  const files: { path: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then((sizes) => void files.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await Promise.all(pending);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const listing = files.map((f) => `${f.path} ${(f.bytes / KB).toFixed(1)} kB`).join('\n');
  return { files, total, listing };
}

/** The sign-in page arrives drawn in the HTML; it is ready once the app has taken it over (lib/prerendered.ts). */
async function signInReady(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
}

const signIns: { label: string; portal: string }[] = [
  { label: 'admin', portal: 'admin' },
  { label: 'gymowner', portal: 'partner' },
  { label: 'partners', portal: 'partner' },
  { label: 'sale', portal: 'sales' },
  { label: 'medical', portal: 'medical' },
  { label: 'careteam', portal: 'care' },
  { label: 'patient', portal: 'patient' },
];

test.describe('JavaScript budgets, bytes on the wire with a cold cache', () => {
  for (const { label, portal } of signIns) {
    test(`${label}.localhost/sign-in: only its own portal's chunk, no signed-in shell`, async ({ page }) => {
      const js = await javascriptOf(page, portalUrl(label, '/sign-in'), signInReady);
      expect(js.files.length, js.listing).toBeGreaterThan(0);
      const foreign = js.files.filter((f) => PORTAL_CHUNK.exec(f.path) && PORTAL_CHUNK.exec(f.path)![1] !== portal);
      expect(foreign, js.listing).toEqual([]);
      // The signed-in shell (layout, navigation icons, dashboard) loads only after sign-in.
      expect(
        js.files.filter((f) => /\/(layout|dashboard|[A-Z]\w+Outlined)-[^/]+\.js$/.test(f.path)),
        js.listing,
      ).toEqual([]);
    });

    // About 128 kB on 2026-11-23 (React 60, router 28, the portal's boot 26, the sign-in form with react-hook-form
    // 15): no MUI, zod, axios or toasts until the form is used.
    test(`${label}.localhost/sign-in: at most 160 kB`, async ({ page }) => {
      const js = await javascriptOf(page, portalUrl(label, '/sign-in'), signInReady);
      expect(js.total, js.listing).toBeLessThanOrEqual(160 * KB);
    });
  }

  test('the portal index: at most 90 kB', async ({ page }) => {
    const js = await javascriptOf(page, portalUrl(null, '/'), (p) => expect(p.getByRole('link').first()).toBeVisible());
    expect(js.total, js.listing).toBeLessThanOrEqual(90 * KB);
    expect(
      js.files.filter((f) => PORTAL_CHUNK.test(f.path)),
      js.listing,
    ).toEqual([]);
  });

  test('an unknown host: at most 90 kB', async ({ page }) => {
    const js = await javascriptOf(page, portalUrl('nowhere', '/'), (p) => expect(p.getByText(/not found/i).first()).toBeVisible());
    expect(js.total, js.listing).toBeLessThanOrEqual(90 * KB);
    expect(
      js.files.filter((f) => PORTAL_CHUNK.test(f.path)),
      js.listing,
    ).toEqual([]);
  });
});
