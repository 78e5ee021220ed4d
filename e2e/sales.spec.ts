import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { answersFor, checkoutBody, PROFILE, type Question } from '../tests/server/helpers/intake-answers';
import { portalUrl, readCode, signIn, signInAsAdmin } from './support';

/** Node cannot resolve *.localhost: the API calls of the spec's setup go to 127.0.0.1. */
const api = (path: string) => `http://127.0.0.1:${E2E_PORT}/api/v1${path}`;

/** A patient signs up through the partner's link and pays at checkout, through the API as the intake pages do. */
async function patientPaysThrough(request: APIRequestContext, partnerId: string) {
  const stamp = Date.now();
  const profile = {
    ...PROFILE,
    firstName: 'Paula',
    lastName: 'Payne',
    email: `paula.${stamp}@example.test`,
    phone: `(202) 555-${String(stamp % 10000).padStart(4, '0')}`,
  };
  const started = await request.post(api(`/sign-up-patient/${partnerId}`), { data: { profile } });
  expect(started.status()).toBe(201);
  const { intake, intakeToken, questionsList } = (
    (await started.json()) as {
      data: { intake: { id: string }; intakeToken: string; questionsList: Question[] };
    }
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
      consent: { ...checkoutBody(intake).consent, signedName: 'Paula Payne' },
      idempotencyKey: `sales-e2e-${stamp}`,
    }),
  });
  expect(paid.status(), await paid.text()).toBeLessThan(300);
}

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** The figure of a dashboard card, as cents. */
async function figure(page: Page, name: string) {
  const card = page.getByRole('region', { name, exact: true });
  await expect(card.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
  return cents(await card.getByText(/^\$[\d,]+\.\d\d$/).innerText());
}

/** The value beside a term of a detail section. */
const detail = (page: Page, section: string, term: string) =>
  page.getByRole('region', { name: section }).getByText(term, { exact: true }).locator('xpath=following-sibling::*[1]');

test('a sales person brings in a partner; when its patient pays, their commission shows the new amount', async ({ page, request }) => {
  await page.goto(portalUrl('sale', '/sign-in'));
  await signIn(page, request, 'sales@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = await figure(page, 'Commission earned');

  // Add a partner: the e-mail is checked first, then the partner opens.
  await page.getByRole('link', { name: 'Partners' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summit Strength Gym' })).toBeVisible();
  await page.getByRole('button', { name: 'Add partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add partner' });
  await dialog.getByLabel(/Business name/).fill('Lakeside Lifting');
  await dialog.getByLabel(/Owner first name/).fill('Lena');
  await dialog.getByLabel(/Owner last name/).fill('Lake');
  await dialog.getByLabel(/Owner email/).fill('partner@demo.test');
  await dialog.getByLabel(/First password/).fill('a-long-password-1');
  await dialog.getByRole('button', { name: 'Add partner' }).click();
  await expect(dialog.getByText('An account with this email already exists')).toBeVisible();
  const email = `lakeside.${Date.now()}@example.test`;
  await dialog.getByLabel(/Owner email/).fill(email);
  await dialog.getByRole('button', { name: 'Add partner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lakeside Lifting' })).toBeVisible();
  await expect(detail(page, 'Patients and commission', 'Paid orders')).toHaveText('0');
  const partnerId = new URL(page.url()).pathname.split('/').pop()!;

  // The partner is e-mailed where to sign in.
  const outbox = await request.get(api(`/dev/outbox?to=${encodeURIComponent(email)}&limit=1`));
  expect(((await outbox.json()) as { data: { subject: string }[] }).data[0].subject).toBe('Your partner account');

  // A patient of the new partner pays at checkout.
  await patientPaysThrough(request, partnerId);

  await page.reload();
  await expect(detail(page, 'Patients and commission', 'Paid orders')).toHaveText('1');
  const sales = cents(await detail(page, 'Patients and commission', 'Sales, net of refunds').innerText());
  const commission = cents(await detail(page, 'Patients and commission', 'Your commission').innerText());
  expect(sales).toBeGreaterThan(0);
  expect(commission).toBe(Math.round(sales / 10));

  // The dashboard's commission shows the new amount.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => figure(page, 'Commission earned')).toBe(before + commission);

  // And the ledger lists the payment under the partner's name.
  await page.getByRole('link', { name: 'Payout details' }).first().click();
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row').filter({ hasText: 'Lakeside Lifting' })).toHaveCount(1);
});

test('a new sales person signs up with a code and starts with an empty portal', async ({ page, request }) => {
  const email = `seller.${Date.now()}@example.test`;
  await page.goto(portalUrl('sale', '/sign-up'));
  await page.getByLabel('First name').fill('Sasha');
  await page.getByLabel('Last name').fill('Newman');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password-1');
  await page.getByLabel('Phone number').fill('2025550177');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(await readCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Partners', exact: true }).getByText('0 new this month')).toBeVisible();
  await page.getByRole('link', { name: 'Partners' }).first().click();
  await expect(page.getByText('No partners yet')).toBeVisible();
});

test('an administrator pays a sales person part of their commission; the sales person sees the payout', async ({
  page,
  request,
  browser,
}) => {
  // The sales person connects their payout account (the sandbox's is ready at once).
  await page.goto(portalUrl('sale', '/sign-in'));
  await signIn(page, request, 'sales@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Payout details' }).first().click();
  const account = page.getByRole('region', { name: 'Payout account' });
  await account.getByRole('button', { name: 'Connect payout account' }).click();
  await expect(page.getByText('Payout account connected successfully')).toBeVisible();
  const received = page.getByRole('region', { name: 'Payouts' });
  await expect(received.getByText('Balance owed')).toBeVisible();

  // The administrator sends $10.00 of what is owed, from Admin Settings, the Users list.
  const admin = await (await browser.newContext()).newPage();
  try {
    const nav = await signInAsAdmin(admin, request);
    await nav.getByRole('link', { name: 'Admin Settings' }).click();
    await admin.getByRole('searchbox', { name: 'Search users' }).fill('sales@demo.test');
    const users = admin.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('row')).toHaveCount(2);
    await users.getByRole('button', { name: 'Payouts of Sam Sellers' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Payouts of Sam Sellers' });
    await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('10');
    await dialog.getByRole('button', { name: 'Send payout' }).click();
    await admin.getByRole('dialog', { name: 'Send $10.00 to Sam Sellers?' }).getByRole('button', { name: 'Send payout' }).click();
    await expect(admin.getByText('Payout has been sent successfully')).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Payouts' }).getByText('$10.00')).toBeVisible();
  } finally {
    await admin.context().close();
  }

  // The sales person sees it among the payouts received.
  await page.reload();
  const row = page.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: '$10.00' });
  await expect(row.first()).toContainText('Sent');
});
