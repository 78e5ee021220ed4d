import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

test('the admin deletes and restores a doctor, then acts as that doctor and comes back', async ({ page, request }) => {
  await page.goto(portalUrl('admin', '/sign-in'));
  await signIn(page, request, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The doctors list, then Dana Whitfield (doctor@demo.test).
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Doctors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doctors' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Doctors summary' })).toContainText('Total doctors');
  await page.getByRole('searchbox', { name: 'Search doctors' }).fill('whitfield');
  await page.getByRole('table', { name: 'Doctors' }).getByRole('link', { name: 'Dana Whitfield' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
  const doctorPage = page.url();

  // Delete (soft), then restore.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Dana Whitfield?' }).getByRole('button', { name: 'Delete doctor' }).click();
  await expect(page.getByText(/This doctor is deleted/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore doctor' }).click();
  await expect(page.getByText('Doctor restored successfully')).toBeVisible();
  await expect(page.getByText(/This doctor is deleted/)).toHaveCount(0);

  // Act as the doctor: the medical portal opens signed in as them, with the banner.
  await page.getByRole('button', { name: 'Act as' }).click();
  await page.getByRole('dialog', { name: 'Act as Dana Whitfield?' }).getByRole('button', { name: 'Act as Dana Whitfield' }).click();
  await expect(page).toHaveURL(/^http:\/\/medical\.localhost:\d+\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Acting as Dana Whitfield — return to admin' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The hand-over code is gone from the address and cannot be used again.
  expect(page.url()).not.toContain('code=');

  // Back to the admin portal, still signed in there as the admin.
  await page.getByRole('button', { name: 'Return to admin' }).click();
  await expect(page).toHaveURL(doctorPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();

  // The acting session has ended: the medical host is signed out.
  await page.goto(portalUrl('medical', '/'));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
