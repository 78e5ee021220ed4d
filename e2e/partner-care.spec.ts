import { expect, test } from '@playwright/test';
import { openFirstOrder, portalUrl, signIn } from './support';

/** YYYY-MM-DD of `daysAgo` days before today (UTC): a start date the server accepts (within the past year). */
const dayBefore = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('the demo partner approves an order from the dashboard, opens an order and moves a renewal', async ({ page, request }) => {
  await page.goto(portalUrl('gymowner', '/sign-in'));
  await signIn(page, request, 'partner@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Approve the first order waiting for the partner's sign-off.
  const waiting = page.getByRole('list', { name: 'Orders awaiting your approval' });
  const approve = waiting.getByRole('button', { name: /^Approve order #\d+$/ }).first();
  const name = (await approve.getAttribute('aria-label'))!;
  await approve.click();
  await expect(page.getByText('Order updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);

  // Open an order from the list.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await openFirstOrder(page);
  await expect(page.getByRole('form', { name: 'Update this order' })).toBeVisible();

  // Move a renewal's start date.
  await nav.getByRole('link', { name: 'Renewals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Renewals' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Upcoming renewals' }).getByRole('row').nth(1);
  const startDate = row.getByLabel(/^Start date of order #\d+$/);
  await startDate.fill(dayBefore(3));
  await row.getByRole('button', { name: /^Save the start date of order #\d+$/ }).click();
  await expect(page.getByText('Start date updated successfully')).toBeVisible();
});
