import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { answersFor, checkoutBody, PROFILE, type Question } from '../tests/server/helpers/intake-answers';

export const DEMO_PASSWORD = 'Demo-password-1';

/** A portal URL: browsers resolve *.localhost to loopback. */
export const portalUrl = (label: string | null, path = '/') => `http://${label ? `${label}.` : ''}localhost:${E2E_PORT}${path}`;

/** Node cannot resolve *.localhost, so API calls from the test go to 127.0.0.1. */
export const api = (path: string) => `http://127.0.0.1:${E2E_PORT}/api/v1${path}`;

/**
 * A test card as a payment method id, as the browser's card fields get one: from the sandbox tokenizer, outside
 * /api/v1 (the API takes no card numbers).
 */
export async function tokenizeCard(request: APIRequestContext, number: string): Promise<{ paymentMethodId: string }> {
  const res = await request.post(`http://127.0.0.1:${E2E_PORT}/sandbox-tokenizer/payment_methods`, {
    data: { number, expMonth: 12, expYear: 2031, cvc: '123' },
  });
  expect(res.status()).toBe(200);
  return { paymentMethodId: ((await res.json()) as { id: string }).id };
}

/** The newest code in the dev outbox for this address, newer than `after`. */
export async function readCode(request: APIRequestContext, email: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(api(`/dev/outbox?to=${encodeURIComponent(email)}&limit=1`));
      const message = ((await res.json()) as { data: { id: string; body: string }[] }).data[0];
      code = message && message.id !== after ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

export async function latestOutboxId(request: APIRequestContext, email: string): Promise<string | undefined> {
  const res = await request.get(api(`/dev/outbox?to=${encodeURIComponent(email)}&limit=1`));
  return ((await res.json()) as { data: { id: string }[] }).data[0]?.id;
}

/** Signs in through the UI: e-mail and password, then the code from the dev outbox. */
export async function signIn(page: Page, request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const before = await latestOutboxId(request, email);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = await readCode(request, email, before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signs in as `email` on the portal `label`: its main navigation, once the dashboard shows. */
export async function signInToDashboard(page: Page, request: APIRequestContext, label: string, email: string) {
  await page.goto(portalUrl(label, '/sign-in'));
  await signIn(page, request, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** Signs in as the administrator on the admin portal: its main navigation, once the dashboard shows. */
export const signInAsAdmin = (page: Page, request: APIRequestContext) => signInToDashboard(page, request, 'admin', 'admin@demo.test');

/** Opens the first order of the page's Orders table: its name ("Order #1001"), once the order's page shows. */
export async function openFirstOrder(page: Page) {
  const first = page
    .getByRole('table', { name: 'Orders' })
    .getByRole('link', { name: /^Order #\d+$/ })
    .first();
  const orderName = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: orderName })).toBeVisible();
  return orderName;
}

/** An account's API token, signed in through the API (e-mail and password, then the code from the dev outbox). */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const before = await latestOutboxId(request, email);
  expect((await request.post(api('/auth/login'), { data: { email, password } })).ok()).toBe(true);
  const code = await readCode(request, email, before);
  const verified = await request.post(api('/auth/verify-otp'), { data: { email, code } });
  return ((await verified.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * A partner signed in through the API with its payout account connected (the sandbox's is ready at once), as the
 * money specs start: the headers of its calls and its partner id.
 */
export async function partnerWithPayoutAccount(request: APIRequestContext, email: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, email)}` };
  expect((await request.post(api('/gym-owner/account-connect'), { headers, data: {} })).ok()).toBe(true);
  const partnerId = ((await (await request.get(api('/gym-owner'), { headers })).json()) as { data: { id: string } }).data.id;
  return { headers, partnerId };
}

/**
 * A patient signs up through the partner's link and pays at checkout, through the API as the intake pages do. `n`
 * keeps the e-mail, phone and idempotency key of several patients of one test apart.
 */
export async function patientPaysThrough(
  request: APIRequestContext,
  partnerId: string,
  patient: { firstName: string; lastName: string; tag: string; n?: number },
) {
  const n = patient.n ?? 0;
  const stamp = Date.now() + n;
  const profile = {
    ...PROFILE,
    firstName: patient.firstName,
    lastName: patient.lastName,
    email: `${patient.tag}.${stamp}@example.test`,
    phone: `(202) 555-${String((stamp + n * 37) % 10000).padStart(4, '0')}`,
  };
  const started = await request.post(api(`/sign-up-patient/${partnerId}`), { data: { profile } });
  expect(started.status(), await started.text()).toBe(201);
  const { intake, intakeToken, questionsList } = (
    (await started.json()) as { data: { intake: { id: string }; intakeToken: string; questionsList: Question[] } }
  ).data;
  const headers = { 'x-intake-token': intakeToken };
  const saved = await request.patch(api(`/patients/update-form-questionnaire/${intake.id}`), {
    headers,
    data: { answers: answersFor(questionsList), currentStep: 'payment' },
  });
  expect(saved.status()).toBe(200);
  const paid = await request.post(api('/patients'), {
    headers,
    data: checkoutBody(intake, {
      consent: { ...checkoutBody(intake).consent, signedName: `${patient.firstName} ${patient.lastName}` },
      idempotencyKey: `${patient.tag}-e2e-${stamp}`,
    }),
  });
  expect(paid.status(), await paid.text()).toBeLessThan(300);
}

/** An amount as the pages show it ("$1,234.50", "-$1.00"), in cents. */
export const cents = (text: string) => Math.round(Number(text.trim().replace(/[$,]/g, '')) * 100);

/** The value beside a term of a section's detail list. */
export const detail = (page: Page, section: string, term: string) =>
  page.getByRole('region', { name: section }).getByText(term, { exact: true }).locator('xpath=following-sibling::*[1]');

/**
 * The partner's intake link on their dashboard, scrolled to as a person would: the card is below the first screen and
 * loads when its place comes into view (components/when-visible.tsx).
 */
export async function intakeLinkField(page: Page) {
  const field = page.getByRole('textbox', { name: 'Your intake link' });
  await field.or(page.getByLabel('Loading your intake link')).first().scrollIntoViewIfNeeded();
  return field;
}
