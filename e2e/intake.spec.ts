import { expect, test } from '@playwright/test';
import { aboutYouAndBody, answerQuestions, pay, PASSWORD, treatmentAddressConsent } from './intake-steps';
import { portalUrl, readCode, signIn } from './support';

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

test('an intake started on one device continues on another with the phone number and a texted code', async ({ page, browser, request }) => {
  await aboutYouAndBody(page, `moving.${Date.now()}@example.test`);
  await expect(page.getByRole('heading', { name: 'Health' })).toBeVisible();

  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(portalUrl('patient', '/start'));
  await phone.getByRole('button', { name: 'Started on another device? Pick up where you left off' }).click();
  await phone.getByLabel('Phone number').fill('(202) 555-0143');
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await readCode(request, '+12025550143');
  await phone.getByLabel('Verification code').fill(code);
  await phone.getByRole('button', { name: 'Continue' }).click();
  // Back at the first question step, with the answers given on the first device.
  await expect(phone.getByRole('heading', { name: 'Health' })).toBeVisible();
  await phone.getByRole('button', { name: 'Back' }).click();
  await expect(phone.getByText('Your BMI: 33.9')).toBeVisible();
  await other.close();
});
