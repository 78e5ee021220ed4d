import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

test('the admin assigns a doctor to a partner and reassigns one of its patients to another partner', async ({ page, request }) => {
  await page.goto(portalUrl('admin', '/sign-in'));
  await signIn(page, request, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Find Harbor Fitness Club (no doctor yet) in the partners list.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Partners', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search partners' }).fill('harbor');
  const partners = page.getByRole('table', { name: 'Partners' });
  await expect(partners.getByRole('link')).toHaveCount(1);
  await partners.getByRole('link', { name: 'Harbor Fitness Club' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Fitness Club' })).toBeVisible();

  // Assign the demo doctor.
  const doctorCard = page.getByRole('region', { name: 'Assigned doctor' });
  await expect(doctorCard.getByText('No doctor', { exact: true })).toBeVisible();
  await doctorCard.getByRole('button', { name: 'Assign doctor' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign a doctor' });
  await assign.getByRole('textbox', { name: 'Search doctors' }).fill('Whitfield');
  await assign.getByRole('radio', { name: /Dana Whitfield/ }).check();
  await assign.getByRole('button', { name: 'Assign doctor' }).click();
  await expect(page.getByText('Doctor assigned successfully')).toBeVisible();
  await expect(doctorCard.getByText('Dana Whitfield', { exact: true })).toBeVisible();

  // Reassign Morgan Blake to Summit Strength Gym.
  const patients = page.getByRole('table', { name: 'Patients of Harbor Fitness Club' });
  await patients.getByRole('checkbox', { name: 'Select Morgan Blake' }).check();
  await page.getByRole('button', { name: 'Reassign 1 selected' }).click();
  const move = page.getByRole('dialog', { name: 'Reassign Morgan Blake' });
  await move.getByRole('radio', { name: /Summit Strength Gym/ }).check();
  await move.getByRole('button', { name: 'Reassign' }).click();
  await expect(page.getByText('1 patient(s) reassigned successfully')).toBeVisible();
  await expect(patients.getByText('Morgan Blake')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Without a doctor (1)' })).toBeVisible();

  // Summit Strength Gym now lists Morgan among its patients without a doctor.
  await page.getByRole('link', { name: 'Back to partners' }).click();
  await page.getByRole('searchbox', { name: 'Search partners' }).fill('summit');
  await partners.getByRole('link', { name: 'Summit Strength Gym' }).click();
  await expect(page.getByRole('table', { name: 'Patients of Summit Strength Gym' }).getByText('Morgan Blake')).toBeVisible();
});
