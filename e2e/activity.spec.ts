import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

test('a patient logs a weight, sees the chart move and the encouragement', async ({ page, request }) => {
  await page.goto(portalUrl('patient', '/sign-in'));
  await signIn(page, request, 'patient@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const message = page.getByTestId('encouragement-message');
  await expect(message).not.toBeEmpty();

  await page.getByLabel("Today's weight (lb)").fill('187.3');
  await page.getByRole('button', { name: 'Log weight' }).click();
  await expect(page.getByText('Activity created successfully')).toBeVisible();

  // The chart's points, also given in words: today's weight is one of them.
  await expect(page.getByRole('list', { name: 'Weight entries' })).toContainText('187.3 lb');
  await expect(page.getByRole('table', { name: 'Activities' }).getByText('Weight Tracking').first()).toBeVisible();
  await expect(page.getByText('187.3 lb').first()).toBeVisible();
  await expect(message).not.toContainText('Log your weight to follow your progress');
});
