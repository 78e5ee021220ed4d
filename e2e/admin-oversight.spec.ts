import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

test('the admin reads the HIPAA audit log, filters it, opens an entry, and resets a user’s OTP, which the log then shows', async ({
  page,
  request,
}) => {
  await page.goto(portalUrl('admin', '/sign-in'));
  await signIn(page, request, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders this month' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order trends' })).toBeVisible();

  // The log, filtered to the admin's own sign-ins.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'HIPAA Audit Logs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'HIPAA Audit Logs' })).toBeVisible();
  const entries = page.getByRole('table', { name: 'Audit log entries' });
  await expect(entries.getByRole('row').nth(1)).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter audit logs' });
  await filters.getByRole('textbox', { name: 'Actor' }).fill('admin@demo.test');
  await filters.getByRole('combobox', { name: 'Action' }).fill('LOGIN');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/actor=admin%40demo\.test&action=LOGIN/);
  const first = entries.getByRole('row').nth(1);
  await expect(first).toContainText('LOGIN');
  await expect(first).toContainText('admin@demo.test');

  // One entry in full.
  await first.getByRole('button', { name: /^View details of LOGIN/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Audit log entry' });
  await expect(drawer.getByText('LOGIN', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/admin@demo\.test/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Close the details' }).click();
  await expect(drawer).toBeHidden();

  // Reset a user's OTP from Admin Settings.
  await nav.getByRole('link', { name: 'Admin Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Settings' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('patient@demo.test');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('button', { name: /^Reset OTP for / }).click();
  await page.getByRole('dialog', { name: "Reset this user's OTP?" }).getByRole('button', { name: 'Reset OTP' }).click();
  await expect(page.getByText('OTP reset successfully')).toBeVisible();

  // The reset is in the log, under the admin's name.
  await nav.getByRole('link', { name: 'HIPAA Audit Logs' }).click();
  await filters.getByRole('combobox', { name: 'Action' }).fill('RESET_OTP');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const reset = entries.getByRole('row').nth(1);
  await expect(reset).toContainText('RESET_OTP');
  await expect(reset).toContainText('Avery Admin');
});
