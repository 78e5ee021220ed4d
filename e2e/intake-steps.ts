import { expect, type Page } from '@playwright/test';
import { portalUrl } from './support';

/** Steps of the intake shared by the intake and onboarding tests. */

export const PASSWORD = 'my-own-password-1';
// A 1x1 PNG: the photo ID the intake asks for.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/**
 * Answers every question step the safe way ("No", "None of these", the photo ID) until the treatment step;
 * `onStep` looks at each question step first, as it shows (the accessibility check).
 */
export async function answerQuestions(page: Page, yesTo: string[] = [], onStep?: () => Promise<void>) {
  for (let step = 0; step < 10; step++) {
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    if (await page.getByRole('heading', { name: 'Treatment', exact: true }).isVisible()) return;
    await onStep?.();
    for (const text of yesTo) {
      const group = page.getByRole('radiogroup', { name: new RegExp(text, 'i') });
      if (await group.count()) await group.getByRole('radio', { name: 'Yes', exact: true }).check();
    }
    for (const group of await page.getByRole('radiogroup').all()) {
      if (await group.getByRole('radio', { checked: true }).count()) continue;
      const no = group.getByRole('radio', { name: 'No', exact: true });
      if (await no.count()) await no.check();
      else await group.getByRole('radio').first().check();
    }
    for (const none of await page.getByRole('checkbox', { name: 'None of these' }).all()) await none.check();
    const upload = page.locator('input[type="file"]');
    if (await upload.count()) {
      await upload.setInputFiles({ name: 'photo-id.png', mimeType: 'image/png', buffer: PHOTO });
      await expect(page.getByText('Uploaded photo-id.png')).toBeVisible();
    }
    const heading = page.getByRole('heading', { level: 2 });
    const current = await heading.textContent();
    await continueButton(page).click();
    // Wait for the next screen (another question step, the treatment or a hard stop).
    await expect(heading).not.toHaveText(current ?? '');
    if (await page.getByRole('heading', { name: "We can't offer this treatment" }).isVisible()) return;
  }
}

/** The treatment step: the semaglutide starter dose, paid monthly. */
export async function chooseTreatment(page: Page) {
  await expect(page.getByRole('heading', { name: 'Treatment', exact: true })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Medication' })
    .getByRole('radio', { name: /Semaglutide starter/ })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Plan' })
    .getByRole('radio', { name: /Monthly/ })
    .check();
  await continueButton(page).click();
}

/** The treatment, address and consent steps, to `lastStep`; `onStep` looks at the address and consent steps first. */
export async function treatmentAddressConsent(page: Page, fullName = 'Erin Walsh', lastStep = 'Payment', onStep?: () => Promise<void>) {
  await chooseTreatment(page);

  await expect(page.getByRole('heading', { name: 'Address', exact: true })).toBeVisible();
  await onStep?.();
  await page.getByLabel('Address line 1').fill('500 Howard Street');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('ZIP code').fill('94105');
  await continueButton(page).click();

  await expect(page.getByRole('heading', { name: 'Consent', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Telehealth informed consent' })).toBeVisible();
  await onStep?.();
  await page.getByRole('checkbox', { name: 'I have read and agree to the telehealth consent and privacy notice' }).check();
  await page.getByLabel('Type your full name to sign').fill(fullName);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: lastStep, exact: true })).toBeVisible();
}

export async function pay(page: Page, card: string, withPassword = true) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2030');
  await page.getByLabel('CVC').fill('123');
  if (withPassword) await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Pay and submit' }).click();
}

/** The first two screens of /start; the patient lives in California, where doctor@demo.test is licensed. */
export async function aboutYouAndBody(page: Page, email: string, name = { first: 'Erin', last: 'Walsh' }, start = '/start') {
  await page.goto(portalUrl('patient', start));
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('(202) 555-0143');
  await page.getByLabel('Date of birth').fill('1985-05-20');
  await page.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('State').selectOption('CA');
  await continueButton(page).click();

  await expect(page.getByRole('heading', { name: 'Your body' })).toBeVisible();
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('6');
  await page.getByLabel('Weight (lb)', { exact: true }).fill('210');
  await page.getByLabel('Goal weight (lb)').fill('170');
  await expect(page.getByText('Your BMI: 33.9')).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your body' })).toBeHidden();
}
