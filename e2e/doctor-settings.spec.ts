import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

/**
 * The medical portal's Settings: the demo doctor makes Digital Rx their default pharmacy and one refill their usual
 * amount; the Rx step then starts with one refill and "Send to a pharmacy" opens with Digital Rx chosen. The demo seed's approved order (Jamie Ortiz, the doctor's patient) is the one prepared.
 * The default is cleared at the end, so that other specs find the doctor as the seed left them.
 */
test('a doctor sets a default pharmacy and refills in Settings, and finds them prefilled when prescribing', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto(portalUrl('medical', '/sign-in'));
  await signIn(page, request, 'doctor@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Settings: both assigned pharmacies, no default yet.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const pharmacies = page.getByRole('radiogroup', { name: 'Default pharmacy' });
  await expect(pharmacies.getByRole('radio', { name: /No default/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await pharmacies.getByRole('radio', { name: /Digital Rx Pharmacy/ }).check();
  // And one refill on every new prescription.
  await expect(page.getByRole('textbox', { name: 'Refills' })).toHaveValue('0');
  await page.getByRole('textbox', { name: 'Refills' }).fill('1');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('Digital Rx Pharmacy')).toBeVisible();

  // Still there after a reload: it is kept on the server.
  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'Default pharmacy' }).getByRole('radio', { name: /Digital Rx Pharmacy/ }),
  ).toBeChecked();

  // The approved demo order: prepare its prescription, then the send screen has the default chosen.
  await page.goto(portalUrl('medical', '/orders?search=Ortiz&status=APPROVED'));
  const row = page.getByRole('row').filter({ hasText: 'Jamie Ortiz' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Order detail' })).toBeVisible();
  await page.getByRole('link', { name: 'Send to pharmacy' }).click();
  // The order's page has a "Prepare prescription" link too: wait for the send page before clicking its own.
  await expect(page.getByText('Prepare the prescription first')).toBeVisible();
  await page.getByRole('link', { name: 'Prepare prescription' }).click();
  await expect(page.getByRole('textbox', { name: 'Refills' })).toHaveValue('1');
  await page.getByRole('combobox', { name: 'Dose' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Submit prescription' }).click();
  await expect(page.getByText('Prescription created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Send Order to Rx' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Digital Rx Pharmacy/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /RX Provider Pharmacy/ })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Send prescription' })).toBeEnabled();

  // Back to no default: the send screen asks again.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await page
    .getByRole('radiogroup', { name: 'Default pharmacy' })
    .getByRole('radio', { name: /No default/ })
    .check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Send Order to Rx' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Digital Rx Pharmacy/ })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Send prescription' })).toBeDisabled();
});
