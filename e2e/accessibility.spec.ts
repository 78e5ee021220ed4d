import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';
import { aboutYouAndBody, answerQuestions, pay, treatmentAddressConsent } from './intake-steps';
import { portalUrl, signInToDashboard } from './support';

/**
 * Every portal's pages checked by axe-core against WCAG 2.1 A and AA and axe's best practices, as each one first shows
 * with the demo data: labels, names, contrast, landmarks, lists, focus. A page passes with no violation at all.
 */
const RULES = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } } as const;

type AxeResults = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };

/** What axe finds wrong on the page as it is now, one line per rule: "serious list: ... (2: ul, nav ul)". */
async function violationsOf(page: Page): Promise<string[]> {
  // A script tag would be refused by the page's Content-Security-Policy; an evaluated one is not.
  await page.evaluate(axe.source);
  const results = await page.evaluate(async (rules) => {
    const run = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }).axe.run;
    return (await run(document, rules)) as AxeResults;
  }, RULES);
  return results.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** Opens each path and checks it once its heading and data have shown (no progress bar or skeleton left). */
async function checkPages(page: Page, label: string, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(portalUrl(label, path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A spinner or loading bar has no value; a step's progress (the intake's) has one and stays. A chart that loads
    // when scrolled to (components/when-visible) waits for a reader: each waiting place is brought into view, as a
    // reader scrolling down would, until nothing waits (so that axe checks the charts too).
    const waiting = page.getByRole('progressbar').and(page.locator(':not([aria-valuenow])')).or(page.locator('.MuiSkeleton-root'));
    await expect(async () => {
      for (const place of await waiting.all()) await place.scrollIntoViewIfNeeded({ timeout: 1_000 }).catch(() => undefined);
      await expect(waiting).toHaveCount(0, { timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
    const violations = await violationsOf(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
}

const PORTALS: { label: string; email: string; paths: string[] }[] = [
  {
    label: 'admin',
    email: 'admin@demo.test',
    paths: [
      '/',
      '/orders',
      '/patients',
      '/partners',
      '/partner-leaderboard',
      '/partners-at-risk',
      '/doctors',
      '/health-pros',
      '/products',
      '/top-products',
      '/medications',
      '/invoices',
      '/audit-logs',
      '/scheduled-jobs',
      '/admin-settings',
      '/messages',
    ],
  },
  {
    label: 'gymowner',
    email: 'partner@demo.test',
    paths: ['/', '/patients', '/orders', '/renewal', '/invoices', '/payout-detail', '/billing', '/access', '/api-key', '/my-profile'],
  },
  { label: 'sale', email: 'sales@demo.test', paths: ['/', '/partners', '/payout-detail', '/my-profile', '/account'] },
  {
    label: 'medical',
    email: 'doctor@demo.test',
    paths: ['/', '/prescription-queue', '/orders', '/patients', '/prescriptions', '/medications', '/settings', '/messages'],
  },
  { label: 'careteam', email: 'care@demo.test', paths: ['/', '/patients', '/tasks', '/sessions', '/messages', '/resources'] },
  {
    label: 'patient',
    email: 'patient@demo.test',
    paths: ['/', '/orders', '/medications', '/treatment', '/activity', '/messages', '/my-profile', '/account'],
  },
];

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  test('the sign-in page of every portal', async ({ page }) => {
    for (const { label } of PORTALS) await checkPages(page, label, ['/sign-in']);
  });

  test('every step of the intake, from the first screen to the paid order', async ({ page }) => {
    test.setTimeout(120_000);
    const found: Record<string, string[]> = {};
    const steps: string[] = [];
    const check = async () => {
      const step = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? page.url();
      const violations = await violationsOf(page);
      steps.push(step);
      if (violations.length > 0) found[step] = violations;
    };
    await page.goto(portalUrl('patient', '/start'));
    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
    await check();
    await aboutYouAndBody(page, `axe.${Date.now()}@example.test`);
    await answerQuestions(page, [], check);
    await check(); // the treatment step
    await treatmentAddressConsent(page, 'Erin Walsh', 'Payment', check);
    await check(); // the payment step
    await pay(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Your order is under review' })).toBeVisible();
    await check();
    expect(steps.length, steps.join(', ')).toBeGreaterThan(8);
    expect(found).toEqual({});
  });

  test('on a phone: the lists that scroll sideways, and the patient portal', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToDashboard(page, request, 'admin', 'admin@demo.test');
    await checkPages(page, 'admin', ['/orders', '/patients', '/invoices', '/audit-logs']);
    await signInToDashboard(page, request, 'patient', 'patient@demo.test');
    await checkPages(page, 'patient', ['/', '/orders', '/treatment', '/activity', '/messages']);
  });

  test('the keyboard’s place shows as a ring in the brand color (a link of the navigation)', async ({ page, request }) => {
    const nav = await signInToDashboard(page, request, 'sale', 'sales@demo.test');
    await nav.getByRole('link', { name: 'Dashboard' }).focus();
    await page.keyboard.press('Tab');
    const partners = nav.getByRole('link', { name: 'Partners' });
    await expect(partners).toBeFocused();
    await expect(partners).toHaveCSS('outline-style', 'solid');
    await expect(partners).toHaveCSS('outline-width', '2px');
    await expect(partners).toHaveCSS('outline-color', 'rgb(13, 92, 104)');
  });

  for (const { label, email, paths } of PORTALS) {
    test(`the ${label} portal's pages`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await signInToDashboard(page, request, label, email);
      await checkPages(page, label, paths);
    });
  }
});
