import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

test("the nurse finds a patient and reads the chart, with the intake's answers and no way to edit", async ({ page, request }) => {
  await page.goto(portalUrl('careteam', '/sign-in'));
  await signIn(page, request, 'care@demo.test');

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Patients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('jamie');
  const link = page.getByRole('table', { name: 'Patients' }).getByRole('link', { name: 'Jamie Ortiz' });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Ortiz' })).toBeVisible();
  await expect(page.getByText('jamie.ortiz@demo.test')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders of this patient' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest intake' })).toBeVisible();
  await expect(page.getByRole('button', { name: /edit/i })).toHaveCount(0);
});
