import { expect, test, type Page } from '@playwright/test';
import { aboutYouAndBody, answerQuestions, treatmentAddressConsent } from './intake-steps';
import { latestOutboxId, portalUrl, readCode, signInToDashboard } from './support';

/** Issue 33: a reload in the middle of the intake or of a renewal resumes where the patient was, with what they gave. */

const PHONE = '+12025550108';

/** Walks the renewal's question steps (the previous answers are chosen already) to the treatment step. */
async function toTreatment(page: Page) {
  for (let step = 0; step < 8; step++) {
    const heading = page.getByRole('heading', { level: 2 });
    await expect(heading).toBeVisible();
    if (await page.getByRole('heading', { name: 'Treatment', exact: true }).isVisible()) return;
    for (const group of await page.getByRole('radiogroup').all()) {
      if (await group.getByRole('radio', { checked: true }).count()) continue;
      const no = group.getByRole('radio', { name: 'No', exact: true });
      await ((await no.count()) ? no : group.getByRole('radio').first()).check();
    }
    const none = page.getByRole('checkbox', { name: 'None', exact: true });
    if ((await none.count()) && !(await page.getByRole('checkbox', { checked: true }).count())) await none.check();
    const current = await heading.textContent();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading).not.toHaveText(current ?? '');
  }
}

test('the intake reloaded on Payment resumes on Payment, with the consent and the typed signature kept', async ({ page }) => {
  await aboutYouAndBody(page, `reload.${Date.now()}@example.test`);
  await answerQuestions(page);
  await treatmentAddressConsent(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Consent' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'I have read and agree to the telehealth consent and privacy notice' })).toBeChecked();
  await expect(page.getByLabel('Type your full name to sign')).toHaveValue('Erin Walsh');
});

test('a renewal reloaded after the code, on the treatment step and on Payment resumes there, texting no new code', async ({
  page,
  request,
}) => {
  // Signed in (a wrong code once made the client refresh the session and ask again), with a weight logged today.
  const nav = await signInToDashboard(page, request, 'patient', 'patient@demo.test');
  await nav.getByRole('link', { name: 'Activity' }).click();
  await page.getByLabel("Today's weight (lb)").fill('205');
  await page.getByRole('button', { name: 'Log weight' }).click();
  await expect(page.getByText('Activity created successfully')).toBeVisible();

  let codeChecks = 0;
  page.on('request', (req) => {
    if (/renewal-questionnaire-by-phone\/[^?]+\?code=/.test(req.url())) codeChecks += 1;
  });
  await page.goto(portalUrl('patient', '/renewal'));
  await page.getByLabel('Phone number').fill('(202) 555-0108');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await readCode(request, PHONE);

  // One wrong code is one lookup.
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The code is incorrect or has expired' })).toBeVisible();
  expect(codeChecks).toBe(1);

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Progress' })).toBeVisible();
  // The weight logged today, not the 210 lb of the first intake.
  await expect(page.getByLabel(/weigh today/i)).toHaveValue('205');

  const lastText = await latestOutboxId(request, PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();
  await expect(page.getByLabel(/weigh today/i)).toHaveValue('205');

  await toTreatment(page);
  await page.reload();
  // "Change only what is new": the medication and plan of the order being renewed are chosen.
  await expect(page.getByRole('heading', { name: 'Treatment', exact: true })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Medication' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('radiogroup', { name: 'Plan' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
  expect(await latestOutboxId(request, PHONE)).toBe(lastText);
});
