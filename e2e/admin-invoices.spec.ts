import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { aboutYouAndBody, answerQuestions, PASSWORD, treatmentAddressConsent } from './intake-steps';
import { DEMO_PASSWORD, latestOutboxId, portalUrl, readCode, signIn, tokenizeCard } from './support';

// Needs the server's seed: the demo partner (Summit Strength Gym) with OPEN invoices, and Harbor Fitness Club.

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}/api/v1${path}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A partner's session through the API (partners sign in on any host). */
async function partnerToken(request: APIRequestContext, email: string) {
  const before = await latestOutboxId(request, email);
  expect((await request.post(api('/auth/login'), { data: { email, password: DEMO_PASSWORD } })).ok()).toBe(true);
  const code = await readCode(request, email, before);
  const verified = await request.post(api('/auth/verify-otp'), { data: { email, code } });
  return ((await verified.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Saves a card as the partner's default card (the first card saved is the default). */
async function saveCard(request: APIRequestContext, token: string, number: string) {
  const res = await request.post(api('/gym-owner/setup-intent'), {
    headers: { ...bearer(token), 'Idempotency-Key': `e2e-admin-invoices-${number.replace(/\s/g, '')}` },
    data: { payment: await tokenizeCard(request, number) },
  });
  expect(res.status()).toBe(201);
}

/** The admin's access token, as the signed-in admin page keeps it. */
async function adminToken(page: Page) {
  const persisted = await page.evaluate(() => localStorage.getItem('persist:root') ?? '');
  const token = /accessToken\\?"\s*:\s*\\?"([^"\\]+)/.exec(persisted)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

test('the admin charges two partners’ invoices at once: one paid, one declined with its reason, and the run is logged', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(portalUrl('admin', '/sign-in'));
  await signIn(page, request, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const admin = bearer(await adminToken(page));

  // Harbor Fitness Club pays for its patients' orders, with a card that is saved but declines its charges.
  const partners = await request.get(api('/super-admin/gym-owners?search=harbor'), { headers: admin });
  const harborId = ((await partners.json()) as { data: { items: { id: string }[] } }).data.items[0].id;
  const setMode = (billingMode: string) =>
    request.patch(api(`/super-admin/gym-owners/${harborId}`), { headers: admin, data: { billingMode } });
  expect((await setMode('PARTNER_BILLED')).ok()).toBe(true);
  await saveCard(request, await partnerToken(request, 'harbor@demo.test'), '4000 0000 0000 0341');
  // Summit's card pays.
  await saveCard(request, await partnerToken(request, 'partner@demo.test'), '4242 4242 4242 4242');

  // A patient signs up on Harbor's link: the order is billed to Harbor, which the admin invoices now.
  const email = `harbor.billed.${Date.now()}@example.test`;
  const patient = await browser.newPage();
  try {
    await aboutYouAndBody(patient, email, { first: 'Hale', last: 'Brooks' }, `/start?partner=${harborId}`);
    await answerQuestions(patient);
    await treatmentAddressConsent(patient, 'Hale Brooks', 'Your treatment is covered');
    await patient.getByLabel('Create a password').fill(PASSWORD);
    await patient.getByRole('button', { name: 'Submit' }).click();
    await expect(patient.getByRole('heading', { name: 'Your order is under review' })).toBeVisible();
  } finally {
    await patient.close();
    // Back to the demo's patient-paid Harbor for the other tests.
    await setMode('PATIENT_PAID');
  }
  const orders = await request.get(api(`/super-admin/orders?search=${encodeURIComponent(email)}`), { headers: admin });
  const orderId = ((await orders.json()) as { data: { orders: { id: string }[] } }).data.orders[0].id;
  const made = await request.post(api(`/super-admin/orders/${orderId}/invoice`), { headers: admin });
  expect(made.status()).toBe(201);
  const harborInvoice = `INV-${((await made.json()) as { data: { number: number } }).data.number}`;

  // The screen: the open invoices, Harbor's and one of Summit's selected, charged together.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.getByRole('tab', { name: /^Open/ }).click();
  await expect(page).toHaveURL(/status=OPEN/);
  const table = page.getByRole('table', { name: 'Invoices' });
  await table.getByRole('checkbox', { name: `Select invoice ${harborInvoice}` }).check();
  const summitRow = table.getByRole('row').filter({ hasText: 'Summit Strength Gym' }).first();
  const summitInvoice = (await summitRow.getByRole('link', { name: /^INV-\d+$/ }).textContent())!;
  await summitRow.getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Charge selected' }).click();

  const dialog = page.getByRole('dialog', { name: 'Charge results' });
  await expect(dialog.getByText('1 charged', { exact: false })).toBeVisible();
  await expect(dialog.getByText('1 failed', { exact: false })).toBeVisible();
  const results = dialog.getByRole('list', { name: 'Charge results' });
  const paid = results.getByRole('listitem').filter({ hasText: summitInvoice });
  await expect(paid.getByText('Charged')).toBeVisible();
  const declined = results.getByRole('listitem').filter({ hasText: harborInvoice });
  await expect(declined.getByText('Failed')).toBeVisible();
  await expect(declined.getByText('Your card was declined.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The run in the billing job logs: two invoices, one paid, one failed with its reason.
  const logs = page.getByRole('table', { name: 'Billing job logs' });
  const run = logs.getByRole('row').filter({ hasText: 'Bulk charge' }).first();
  await expect(run).toBeVisible();
  await expect(run.getByText(`${harborInvoice}: Your card was declined.`)).toBeVisible();

  // Harbor's invoice: PAYMENT_FAILED, the reason in its history.
  await page.getByRole('tab', { name: /^Payment failed/ }).click();
  await table.getByRole('link', { name: harborInvoice }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${harborInvoice}` })).toBeVisible();
  const history = page.getByRole('list', { name: 'Invoice history' });
  await expect(history.getByText(/Your card was declined\./)).toBeVisible();
});
