/**
 * What a browser downloads for a first visit (issue 9): JavaScript bytes on the wire, cold cache, per page.
 * Budgets: every portal's sign-in page at most 110 kB (issue 34); the portal index and the unknown-host page at most 90 kB;
 * no portal's own chunk requested on another portal's host. Each portal's dashboard, signed in (issue 34): see
 * `dashboards` below. `SHOW_BYTES=1 npx playwright test e2e/budgets.spec.ts` prints each page's figure, `SHOW_BYTES=files` its files too.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { portalUrl, signInToDashboard } from './support';

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
  if (process.env.SHOW_BYTES) console.log(`BYTES ${url} ${(total / KB).toFixed(1)} kB in ${files.length} files`);
  if (process.env.SHOW_BYTES === 'files') console.log(files.map((f) => `  ${f.path} ${(f.bytes / KB).toFixed(1)}`).join('\n'));
  const listing = files.map((f) => `${f.path} ${(f.bytes / KB).toFixed(1)} kB`).join('\n');
  return { files, total, listing };
}

/** The sign-in page arrives drawn in the HTML; it is ready once the app has taken it over (lib/prerendered.ts). */
async function signInReady(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
}

const dashboards: { label: string; email: string; portal: string }[] = [
  { label: 'admin', email: 'admin@demo.test', portal: 'admin' },
  { label: 'gymowner', email: 'partner@demo.test', portal: 'partner' },
  { label: 'sale', email: 'sales@demo.test', portal: 'sales' },
  { label: 'medical', email: 'doctor@demo.test', portal: 'medical' },
  { label: 'careteam', email: 'care@demo.test', portal: 'care' },
  { label: 'patient', email: 'patient@demo.test', portal: 'patient' },
];
const DASHBOARD_KB = 250;
const DASHBOARD_FILES = 25;

/**
 * Signs in on a portal, then opens its dashboard in a new context with the same storage and an empty cache: the
 * JavaScript of that visit, once the dashboard and everything it loads lazily (its charts) have arrived.
 */
async function dashboardJavascript(browser: Browser, request: Parameters<typeof signInToDashboard>[1], label: string, email: string) {
  const signingIn = await browser.newContext();
  const first = await signingIn.newPage();
  await signInToDashboard(first, request, label, email);
  const dashboard = first.url();
  const storageState = await signingIn.storageState();
  await signingIn.close();
  const cold = await browser.newContext({ storageState });
  try {
    return await javascriptOf(await cold.newPage(), dashboard, async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      // The patient's dashboard arrives drawn in its HTML: ready once the app has taken it over (lib/prerendered.ts).
      await expect(page.locator('#prerendered')).toHaveCount(0);
      // What loads after the first render (the charts, each card's data) may start after networkidle was reached.
      await page.waitForTimeout(1_500);
    });
  } finally {
    await cold.close();
  }
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

    // 103.5 to 104.9 kB in 9 or 10 files on 2026-11-29 (React 58, the router, store and SWR 31, the portal's boot 7,
    // the sign-in page 3): no MUI, zod, axios, react-hook-form or toasts until the form is used (README, "What a
    // browser downloads after sign-in").
    test(`${label}.localhost/sign-in: at most 110 kB`, async ({ page }) => {
      const js = await javascriptOf(page, portalUrl(label, '/sign-in'), signInReady);
      expect(js.total, js.listing).toBeLessThanOrEqual(110 * KB);
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

  // Each portal's dashboard, signed in, with a cold cache (the session restored from storage, as a reload finds it):
  // issue 34's 250 kB in 25 files. Measured 2026-11-30 (README, "What a browser downloads after sign-in"): 231 to 249
  // kB in 13 to 24 files. React, the router and the store (91 kB), MUI's core (63 kB) and zod with axios (42 kB) make
  // 196 kB on every one; the admin's and the partner's are the closest to the budget.
  for (const { label, email, portal } of dashboards) {
    test(`${label}.localhost dashboard, signed in: at most ${DASHBOARD_KB} kB in ${DASHBOARD_FILES} files, only its own portal's chunk`, async ({
      browser,
      request,
    }) => {
      const js = await dashboardJavascript(browser, request, label, email);
      expect(js.total, js.listing).toBeLessThanOrEqual(DASHBOARD_KB * KB);
      expect(js.files.length, js.listing).toBeLessThanOrEqual(DASHBOARD_FILES);
      const portals = js.files.map((f) => PORTAL_CHUNK.exec(f.path)?.[1]).filter(Boolean);
      expect(portals, js.listing).toEqual([portal]);
    });
  }
});
