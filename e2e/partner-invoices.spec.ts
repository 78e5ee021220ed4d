import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

// Needs the server's seed: at least two invoices for the demo partner, at least one of them OPEN.

/** The viewer's date as YYYY-MM-DD, as the CSV's name has it. */
function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

test('the demo partner downloads the CSV of two invoices and opens an open one', async ({ page, request }) => {
  await page.goto(portalUrl('gymowner', '/sign-in'));
  await signIn(page, request, 'partner@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing overview' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices' });
  const boxes = table.getByRole('checkbox', { name: /^Select invoice INV-\d+$/ });
  await expect(boxes.nth(1)).toBeVisible();

  // Nothing selected: the message, no file.
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByText('No invoices selected')).toBeVisible();

  // Two selected: a CSV of a header row and two data rows.
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`invoices_${today()}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split(/\r?\n/).filter((line) => line.trim());
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^\uFEFF?"?Invoice"?,/);
  await expect(page.getByText('Downloaded 2 invoice(s)')).toBeVisible();

  // Open an open invoice: its items, its history and "Pay now".
  // Wait for the filtered page: until it comes, the previous one stays on screen.
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/gym-owner/invoices?') && r.url().includes('status=OPEN') && r.ok()),
    page.getByRole('combobox', { name: 'Status' }).selectOption('OPEN'),
  ]);
  await expect(page).toHaveURL(/status=OPEN/);
  const open = table.getByRole('link', { name: /^INV-\d+$/ }).first();
  const name = (await open.textContent())!;
  await open.click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${name}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoice items' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
});
