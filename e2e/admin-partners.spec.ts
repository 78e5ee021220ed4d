import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support';

/** On the HIPAA audit log, the newest entry of `action` by the demo admin, which must name `mentions`. */
async function expectLogged(page: Page, action: string, mentions: RegExp) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'HIPAA Audit Logs' }).click();
  const filters = page.getByRole('search', { name: 'Filter audit logs' });
  await filters.getByRole('textbox', { name: 'Actor' }).fill('admin@demo.test');
  await filters.getByRole('combobox', { name: 'Action' }).fill(action);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`action=${action}`));
  const newest = page.getByRole('table', { name: 'Audit log entries' }).getByRole('row').nth(1);
  await expect(newest).toContainText(action);
  await expect(newest).toContainText('Avery Admin');
  await newest.getByRole('button', { name: new RegExp(`^View details of ${action}`) }).click();
  const drawer = page.getByRole('dialog', { name: 'Audit log entry' });
  await expect(drawer.getByText(mentions).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Close the details' }).click();
}

test('the admin restores a doctor, gives them to a partner, acts as the partner, notes and moves a patient, and finds it all in the HIPAA audit log', async ({
  page,
  request,
}) => {
  test.slow();
  const nav = await signInAsAdmin(page, request);

  // A deleted doctor, restored: Dana Whitfield (doctor@demo.test).
  await nav.getByRole('link', { name: 'Doctors' }).click();
  await page.getByRole('searchbox', { name: 'Search doctors' }).fill('whitfield');
  await page.getByRole('table', { name: 'Doctors' }).getByRole('link', { name: 'Dana Whitfield' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Dana Whitfield?' }).getByRole('button', { name: 'Delete doctor' }).click();
  await expect(page.getByText(/This doctor is deleted/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore doctor' }).click();
  await expect(page.getByText('Doctor restored successfully')).toBeVisible();

  // That doctor, assigned to Harbor Fitness Club (which has none yet).
  await nav.getByRole('link', { name: 'Partners', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search partners' }).fill('harbor');
  const partners = page.getByRole('table', { name: 'Partners' });
  await expect(partners.getByRole('link')).toHaveCount(1);
  await partners.getByRole('link', { name: 'Harbor Fitness Club' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Fitness Club' })).toBeVisible();
  const harborPage = page.url();
  const doctorCard = page.getByRole('region', { name: 'Assigned doctor' });
  await expect(doctorCard.getByText('No doctor', { exact: true })).toBeVisible();
  await doctorCard.getByRole('button', { name: 'Assign doctor' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign a doctor' });
  await assign.getByRole('textbox', { name: 'Search doctors' }).fill('Whitfield');
  await assign.getByRole('radio', { name: /Dana Whitfield/ }).check();
  await assign.getByRole('button', { name: 'Assign doctor' }).click();
  await expect(page.getByText('Doctor assigned successfully')).toBeVisible();
  await expect(doctorCard.getByText('Dana Whitfield', { exact: true })).toBeVisible();

  // Act as the partner on its portal, then come back.
  await page.getByRole('button', { name: 'Act as' }).click();
  await page
    .getByRole('dialog', { name: 'Act as Harbor Fitness Club?' })
    .getByRole('button', { name: 'Act as Harbor Fitness Club' })
    .click();
  await expect(page).toHaveURL(/^http:\/\/gymowner\.localhost:\d+\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Acting as Harper Quinn — return to admin' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to admin' }).click();
  await expect(page).toHaveURL(harborPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Fitness Club' })).toBeVisible();

  // A note on one of Harbor's patients, Morgan Blake.
  await nav.getByRole('link', { name: 'Patients' }).click();
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('Morgan Blake');
  await page
    .getByRole('table', { name: 'Patients' })
    .getByRole('link', { name: /Morgan Blake/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Morgan Blake' })).toBeVisible();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('textbox', { name: 'New note' }).fill('Moving to Summit Strength Gym, closer to home');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added successfully')).toBeVisible();

  // Morgan moves to Summit Strength Gym.
  await page.goto(harborPage);
  const patients = page.getByRole('table', { name: 'Patients of Harbor Fitness Club' });
  await patients.getByRole('checkbox', { name: 'Select Morgan Blake' }).check();
  await page.getByRole('button', { name: 'Reassign 1 selected' }).click();
  const move = page.getByRole('dialog', { name: 'Reassign Morgan Blake' });
  await move.getByRole('radio', { name: /Summit Strength Gym/ }).check();
  await move.getByRole('button', { name: 'Reassign' }).click();
  await expect(page.getByText('1 patient reassigned successfully')).toBeVisible();
  await expect(patients.getByText('Morgan Blake')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to partners' }).click();
  await page.getByRole('searchbox', { name: 'Search partners' }).fill('summit');
  await partners.getByRole('link', { name: 'Summit Strength Gym' }).click();
  await expect(page.getByRole('table', { name: 'Patients of Summit Strength Gym' }).getByText('Morgan Blake')).toBeVisible();

  // Each of those, in the HIPAA audit log under the admin's name.
  await expectLogged(page, 'RESTORE', /doctor/i);
  await expectLogged(page, 'ASSIGN_DOCTOR', /partner/i);
  await expectLogged(page, 'ACT_AS_START', /Harper Quinn|user/i);
  await expectLogged(page, 'CREATE', /patient_note|Morgan Blake/);
  await expectLogged(page, 'REASSIGN_PARTNER', /Morgan Blake/);
});
