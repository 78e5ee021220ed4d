import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { answerQuestions, chooseTreatment, pay, treatmentAddressConsent } from './intake-steps';
import { portalUrl } from './support';

/** The renewal's progress step: today's weight, no new symptoms, then on. */
async function answerProgress(page: Page, weight: string) {
  await page.getByLabel(/weigh today/i).fill(weight);
  await page.getByRole('checkbox', { name: 'None', exact: true }).check();
  await page
    .getByRole('radiogroup', { name: /severe stomach pain/ })
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The newest text message to a phone number, from the dev outbox. */
async function textedCode(request: import('@playwright/test').APIRequestContext, phone: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`http://127.0.0.1:${E2E_PORT}/api/v1/dev/outbox?to=${encodeURIComponent(phone)}&limit=1`);
      code = /\b(\d{6})\b/.exec(((await res.json()) as { data: { body: string }[] }).data[0]?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

test('a returning patient renews by phone: texted code, answers pre-filled, paid renewal order', async ({ page, request }) => {
  await page.goto(portalUrl('patient', '/renewal'));
  await expect(page.getByRole('heading', { level: 1, name: 'Renew your treatment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Phone number').fill('(202) 555-0108');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await textedCode(request, '+12025550108'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeHidden();

  // Every step has Back; going back shows the answers given, and the next step shows the previous order's answers.
  await expect(page.getByRole('heading', { level: 2, name: 'Progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await answerProgress(page, '188');
  await expect(page.getByRole('heading', { level: 2, name: 'Progress' })).toBeHidden();
  await expect(page.getByRole('radiogroup', { name: /pregnan/i }).getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Progress' })).toBeVisible();
  await expect(page.getByLabel(/weigh today/i)).toHaveValue('188');
  await expect(page.getByRole('checkbox', { name: 'None', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Progress' })).toBeHidden();

  // Question steps: the previous answers are already chosen; only what changed needs typing.
  for (let step = 0; step < 6; step++) {
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    if (await page.getByRole('heading', { name: 'Treatment', exact: true }).isVisible()) break;
    const pregnant = page.getByRole('radiogroup', { name: /pregnan/i });
    if (await pregnant.count()) await expect(pregnant.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    const weight = page.getByLabel(/weigh today/i);
    if (await weight.count()) await weight.fill('188');
    for (const group of await page.getByRole('radiogroup').all()) {
      if (!(await group.getByRole('radio', { checked: true }).count())) {
        const no = group.getByRole('radio', { name: 'No', exact: true });
        await ((await no.count()) ? no : group.getByRole('radio').first()).check();
      }
    }
    const none = page.getByRole('checkbox', { name: 'None', exact: true });
    if ((await none.count()) && !(await page.getByRole('checkbox', { checked: true }).count())) await none.check();
    const heading = page.getByRole('heading', { level: 2 });
    const current = await heading.textContent();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading).not.toHaveText(current ?? '');
  }

  await chooseTreatment(page);
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await pay(page, '4242 4242 4242 4242', false);
  await expect(page.getByText('Your form was submitted successfully!')).toBeVisible();
});

test('a pregnant returning patient is stopped at the safety step, before choosing a medication or typing a card', async ({
  page,
  request,
}) => {
  await page.goto(portalUrl('patient', '/renewal'));
  await page.getByLabel('Phone number').fill('(202) 555-0108');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await textedCode(request, '+12025550108'));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Progress' })).toBeVisible();
  await answerProgress(page, '186');

  const pregnant = page.getByRole('radiogroup', { name: /pregnan/i });
  await pregnant.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('radio', { name: 'Stay on my current dose' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: "We can't offer this treatment" })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'not safe during pregnancy or while breastfeeding' })).toBeVisible();
  await expect(page.getByText(/no payment will be taken/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Treatment', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeHidden();
  await expect(page.getByLabel('Card number')).toBeHidden();

  // Back reviews the answers as saved; the stop holds until the answer is changed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(pregnant.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "We can't offer this treatment" })).toBeVisible();
});

test('the legacy onboarding steps save as they go, then ask what they did not and take payment', async ({ page }) => {
  await page.goto(portalUrl('patient', '/onboarding'));
  await expect(page.getByRole('heading', { name: "Let's get started" })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Lou');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Email').fill(`lou.${Date.now()}@example.test`);
  await page.getByLabel('Phone number').fill('(202) 555-0166');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/gender$/);
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/bmi$/);
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('10');
  await page.getByLabel('Weight (lb)', { exact: true }).fill('240');
  await expect(page.getByText('Your BMI: 34.4')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Each answer goes to the question of its page (the group named for it): the URL changes before the new page renders.
  const answerNo = async (step: string, question: RegExp) => {
    await expect(page).toHaveURL(new RegExp(`/onboarding/${step}$`));
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await answerNo('kidney', /kidney disease/);
  await answerNo('history-cancer', /diagnosed with cancer/);
  await answerNo('diabetes', /have diabetes/);
  await expect(page).toHaveURL(/\/onboarding\/medical-history$/);
  await page.getByRole('checkbox', { name: 'High blood pressure' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/symptoms-conditions$/);
  await expect(page.getByRole('group', { name: /symptoms or conditions/ })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerNo('pregnant-breastfeeding', /pregnant/);
  await expect(page.getByText('Step 10 of 18: Allergies')).toBeVisible();
  await answerNo('allergic-reaction', /allergic reaction/);
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByText('Step 11 of 18: Your details')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1979-09-30');
  await page.getByLabel('State').selectOption('CA');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The questions the legacy pages did not ask (thyroid cancer history, current medication, photo ID).
  await expect(page.getByRole('radiogroup', { name: /medullary thyroid cancer/ })).toBeVisible();
  await answerQuestions(page);
  await treatmentAddressConsent(page, 'Lou Baker');
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByText('Your form was submitted successfully!')).toBeVisible();
});
