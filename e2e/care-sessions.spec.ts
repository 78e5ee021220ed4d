import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

const pad = (n: number) => String(n).padStart(2, '0');
/** Tomorrow as the browser's date input takes it (the browser and the test share the machine's time zone). */
function tomorrow() {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('the nurse schedules a call with the demo patient, who sees it on their dashboard', async ({ page, request }) => {
  await page.goto(portalUrl('careteam', '/sign-in'));
  await signIn(page, request, 'care@demo.test');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule session' });
  await dialog.getByRole('combobox', { name: 'Patient' }).fill('pat');
  await page.getByRole('option', { name: /Pat Jordan/ }).click();
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Nutrition coaching' });
  await dialog.getByLabel('Date').fill(tomorrow());
  await dialog.getByLabel('Time').fill('10:00');
  await dialog.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '45 minutes' });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Sessions' });
  const row = table.getByRole('row').filter({ hasText: 'Nutrition coaching' });
  await expect(row).toContainText('Pat Jordan');
  await expect(row).toContainText('10:00 AM – 10:45 AM');
  await expect(row).toContainText('Scheduled');

  // The patient, on their own portal.
  await page.goto(portalUrl('patient', '/sign-in'));
  await signIn(page, request, 'patient@demo.test');
  const card = page.getByRole('region', { name: 'Upcoming call' });
  await expect(card.getByText('Nutrition coaching')).toBeVisible();
  await expect(card.getByText('10:00 AM – 10:45 AM (your time)')).toBeVisible();
  await expect(card.getByText('Casey Nguyen')).toBeVisible();
});
