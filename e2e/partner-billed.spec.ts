import { expect, test, type Page } from '@playwright/test';
import { aboutYouAndBody, answerQuestions, PASSWORD, treatmentAddressConsent } from './intake-steps';
import { intakeLinkField, signInToDashboard } from './support';

/** On /billing-transfer, chooses who pays and confirms it. */
async function choose(page: Page, option: RegExp) {
  await page.getByRole('link', { name: 'Billing Transfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Transfer' })).toBeVisible();
  await page.getByRole('radio', { name: option }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Change who pays?' }).getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Billing updated successfully')).toBeVisible();
}

test('a partner takes over paying for its patients: its link then takes no card, and the order is covered', async ({
  page,
  request,
  browser,
}) => {
  await signInToDashboard(page, request, 'gymowner', 'partner@demo.test');
  const link = await (await intakeLinkField(page)).inputValue();
  const start = new URL(link).pathname + new URL(link).search;

  // The business pays with its default card: add one first (the first card saved is the default).
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await page.getByRole('button', { name: 'Add card' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add card' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill('2031');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await choose(page, /Your business pays/);
  await expect(page.getByRole('radio', { name: /Your business pays \(current\)/ })).toBeChecked();

  const patient = await browser.newPage();
  try {
    const email = `covered.${Date.now()}@example.test`;
    await aboutYouAndBody(patient, email, { first: 'Cory', last: 'Banks' }, start);
    await answerQuestions(patient);
    await treatmentAddressConsent(patient, 'Cory Banks', 'Your treatment is covered');
    await expect(
      patient.getByText('Summit Strength Gym pays for your treatment: you will not be charged.', { exact: false }),
    ).toBeVisible();
    await expect(patient.getByLabel('Card number')).toHaveCount(0);
    await patient.getByLabel('Create a password').fill(PASSWORD);
    await patient.getByRole('button', { name: 'Submit' }).click();
    await expect(patient.getByRole('heading', { name: 'Your order is under review' })).toBeVisible();
    await expect(patient.getByText(/is paid for by Summit Strength Gym \(\$[\d,.]+\): you were not charged/)).toBeVisible();
  } finally {
    await patient.close();
    // Back to the demo's patient-paid checkout for the other tests.
    await choose(page, /Your patients pay at checkout/);
  }
});
