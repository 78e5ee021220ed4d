import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

test('the admin filters orders, opens one, and adds, edits and deletes a note on its patient', async ({ page, request }) => {
  await page.goto(portalUrl('admin', '/sign-in'));
  await signIn(page, request, 'admin@demo.test');

  // Every order, filtered by status and by partner.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('link', { name: /^Order #\d+$/ }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Under review' });
  await expect(page).toHaveURL(/status=PENDING_REVIEW/);
  await page.getByRole('combobox', { name: 'Partner' }).selectOption({ label: 'Summit Strength Gym' });
  await expect(page).toHaveURL(/partner=/);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  for (const status of await table.locator('tbody tr td:nth-child(4)').allTextContents()) expect(status).toBe('Under review');

  // Open one: its patient, partner and the admin's actions.
  const first = table.getByRole('link', { name: /^Order #\d+$/ }).first();
  const orderName = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: orderName })).toBeVisible();
  await expect(page.getByText('Summit Strength Gym')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Update this order' })).toBeVisible();

  // The patient's notes: add, edit, delete.
  const patientLink = page.locator('a[href^="/patients/"]').first();
  const patientName = (await patientLink.textContent())!;
  await patientLink.click();
  await expect(page.getByRole('heading', { level: 1, name: patientName })).toBeVisible();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('textbox', { name: 'New note' }).fill('Prefers a call in the morning');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added successfully')).toBeVisible();
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes.getByText('Prefers a call in the morning')).toBeVisible();
  await expect(notes.getByText(/^Avery Admin · /)).toBeVisible();

  await notes
    .getByRole('button', { name: /^Edit the note by / })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Edit note' }).fill('Prefers an email');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note updated successfully')).toBeVisible();
  await expect(notes.getByText('Prefers an email')).toBeVisible();
  await expect(notes.getByText(/edited/)).toBeVisible();

  await notes
    .getByRole('button', { name: /^Delete the note by / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete note' }).click();
  await expect(page.getByText('Note deleted successfully')).toBeVisible();
  await expect(page.getByText('No notes yet')).toBeVisible();

  // A long run without a space wraps in its note instead of widening the page (it was tens of thousands of pixels).
  await page.getByRole('textbox', { name: 'New note' }).fill('x'.repeat(3000));
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('x'.repeat(3000))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
