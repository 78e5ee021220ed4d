import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

export const DEMO_PASSWORD = 'Demo-password-1';

/** A portal URL: browsers resolve *.localhost to loopback. */
export const portalUrl = (label: string | null, path = '/') => `http://${label ? `${label}.` : ''}localhost:${E2E_PORT}${path}`;

/** Node cannot resolve *.localhost, so API calls from the test go to 127.0.0.1. */
const api = (path: string) => `http://127.0.0.1:${E2E_PORT}/api/v1${path}`;

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
