import { expect, test, type Page } from '@playwright/test';
import { portalUrl, signIn } from './support';

const PASSWORD = 'my-own-password-1';
// A 1x1 PNG: the photo ID the intake asks for.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

async function aboutYouAndBody(page: Page, email: string) {
  await page.goto(portalUrl('patient', '/start'));
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Erin');
  await page.getByLabel('Last name').fill('Walsh');
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
}

/** Answers every question step the safe way ("No", "None of these", the photo ID) until the treatment step. */
async function answerQuestions(page: Page, yesTo: string[] = []) {
  for (let step = 0; step < 10; step++) {
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    if (await page.getByRole('heading', { name: 'Treatment', exact: true }).isVisible()) return;
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
    await continueButton(page).click();
    if (await page.getByRole('heading', { name: "We can't offer this treatment" }).isVisible()) return;
  }
}

async function treatmentAddressConsent(page: Page) {
  await expect(page.getByRole('heading', { name: 'Treatment', exact: true })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Medication' }).getByRole('radio', { name: /Semaglutide starter/ }).check();
  await page.getByRole('radiogroup', { name: 'Plan' }).getByRole('radio', { name: /Monthly/ }).check();
  await continueButton(page).click();

  await expect(page.getByRole('heading', { name: 'Address', exact: true })).toBeVisible();
  await page.getByLabel('Address line 1').fill('500 Howard Street');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('ZIP code').fill('94105');
  await continueButton(page).click();

  await expect(page.getByRole('heading', { name: 'Consent', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Telehealth informed consent' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and agree to the telehealth consent and privacy notice' }).check();
  await page.getByLabel('Type your full name to sign').fill('Erin Walsh');
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
}

async function pay(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2030');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Pay and submit' }).click();
}

test('a new patient completes the intake, pays with the test card, signs in and sees the order under review', async ({ page, request }) => {
  const email = `erin.${Date.now()}@example.test`;
  await aboutYouAndBody(page, email);
  await answerQuestions(page);
  await treatmentAddressConsent(page);
  await pay(page, '4242 4242 4242 4242');

  await expect(page.getByText('Your form was submitted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your order is under review' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, request, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Current order' });
  await expect(current.getByText('Under review')).toBeVisible();
});

test('a contraindication stops the intake before payment, kindly', async ({ page }) => {
  await aboutYouAndBody(page, `stop.${Date.now()}@example.test`);
  await answerQuestions(page, ['pregnant']);
  await expect(page.getByRole('heading', { name: "We can't offer this treatment" })).toBeVisible();
  await expect(page.getByText(/not safe during pregnancy/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay and submit' })).toHaveCount(0);
});

test('a declined card shows why, and no order is paid', async ({ page }) => {
  const email = `declined.${Date.now()}@example.test`;
  await aboutYouAndBody(page, email);
  await answerQuestions(page);
  await treatmentAddressConsent(page);
  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay and submit' })).toBeVisible();

  // No account was made: signing in with the new e-mail fails.
  await page.goto(portalUrl('patient', '/sign-in'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
});
