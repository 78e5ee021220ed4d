import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support';

// Needs the server's reference catalog: Compounded semaglutide and Compounded tirzepatide, each with two variations.

/** The viewer's date as YYYY-MM-DD, as the CSV's name has it. */
function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** On a variation's page: a new monthly price, saved. */
async function setPrice(page: Page, dollars: string) {
  const price = page.getByRole('textbox', { name: 'Monthly price' });
  await price.fill(dollars);
  await page.getByRole('button', { name: 'Save variation' }).click();
  // Two saves within the toast's 2 s can show two toasts at once: the newest is this save's.
  await expect(page.getByText('Variation updated successfully').last()).toBeVisible();
  await expect(price).toHaveValue(dollars);
}

test('the admin changes a variation price and sees it on the product, then downloads the CSV of two medications', async ({
  page,
  request,
}) => {
  test.slow();
  const nav = await signInAsAdmin(page, request);

  // Products -> Compounded tirzepatide -> its maintenance variation.
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('tirzepatide');
  const products = page.getByRole('table', { name: 'Products' });
  await expect(products.getByRole('link')).toHaveCount(1);
  await products.getByRole('link', { name: 'Compounded tirzepatide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compounded tirzepatide' })).toBeVisible();
  await expect(page).toHaveTitle(/Product detail/);
  const variations = page.getByRole('table', { name: 'Variations' });
  const maintenance = variations.getByRole('row').filter({ hasText: 'Tirzepatide maintenance' });
  await expect(maintenance).toContainText('$499.00');
  await maintenance.getByRole('link', { name: 'Tirzepatide maintenance' }).click();
  await expect(page).toHaveURL(/\/admin\/product-variation\/tirzepatide-maintenance$/);
  await expect(page.getByText(/applies to new orders only/)).toBeVisible();

  // A new price: kept with who changed it, and on the product's variations.
  await setPrice(page, '519.00');
  await expect(page.getByText(/by Avery Admin/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Compounded tirzepatide' }).click();
  await expect(variations.getByRole('row').filter({ hasText: 'Tirzepatide maintenance' })).toContainText('$519.00');

  // The price as it was, so that other specs see the catalog's prices.
  await variations.getByRole('link', { name: 'Tirzepatide maintenance' }).click();
  await setPrice(page, '499.00');

  // Medications: nothing selected gives the message; two selected give a CSV of a header and two rows.
  await nav.getByRole('link', { name: 'Medications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medications' })).toBeVisible();
  const medications = page.getByRole('table', { name: 'Medications' });
  await expect(medications.getByRole('checkbox', { name: 'Select Compounded semaglutide' })).toBeVisible();
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByText('No medications selected')).toBeVisible();

  await medications.getByRole('checkbox', { name: 'Select Compounded semaglutide' }).check();
  await medications.getByRole('checkbox', { name: 'Select Compounded tirzepatide' }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV (2)' }).click()]);
  expect(download.suggestedFilename()).toBe(`most-ordered-medications_${today()}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split(/\r?\n/).filter((line) => line.trim());
  expect(lines[0]).toBe('Product,Medication,Orders,Patients,Paid orders,Revenue (USD),Start date,End date');
  expect(lines).toHaveLength(3);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual(['Compounded semaglutide', 'Compounded tirzepatide']);
  for (const line of lines.slice(1))
    expect(line).toMatch(/^Compounded \w+,\w+,\d+,\d+,\d+,\d+\.\d{2},\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText('Downloaded 2 medication(s)')).toBeVisible();

  // Top Products: the most-ordered medications of the last 30 days.
  await nav.getByRole('link', { name: 'Top Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Top Products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Most-ordered medications' }).or(page.getByText('No orders in this range'))).toBeVisible();
});
