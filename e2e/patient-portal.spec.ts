import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

test('a patient sees the current order, opens it, and updates the profile', async ({ page, request }) => {
  await page.goto(portalUrl('patient', '/sign-in'));
  await signIn(page, request, 'patient@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Current order' });
  // Shipped at the start; the sandbox pharmacy reports it delivered once the status job has asked (every minute).
  await expect(current.getByText(/^(Shipped|Delivered)$/)).toBeVisible();
  await expect(current.getByText('What happens next')).toBeVisible();

  await current.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByText('Card ending in 4242')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByLabel('City')).toHaveValue('San Francisco');
  await page.getByLabel('City').fill('Oakland');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Oakland');

  await nav.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByRole('table', { name: 'My orders' })).toBeVisible();
  await page.getByLabel('Search orders').fill('no-such-medication');
  await expect(page.getByText('No orders match your search')).toBeVisible();
});

test('on a 390 px phone, My orders keeps each order’s status in view', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(portalUrl('patient', '/sign-in'));
  await signIn(page, request, 'patient@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(portalUrl('patient', '/orders'));
  const orders = page.getByRole('list', { name: 'My orders' });
  const order = orders.getByRole('listitem').first();
  await expect(order.getByRole('link', { name: /^Order #\d+$/ })).toBeVisible();
  const status = order.getByText(/^(Shipped|Delivered)$/);
  await expect(status).toBeInViewport({ ratio: 1 });
  const box = await status.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
