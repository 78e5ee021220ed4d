import { expect, test, type Page } from '@playwright/test';
import { api, cents, detail, patientPaysThrough, portalUrl, readCode, signInAsAdmin, signInToDashboard } from './support';

/** The figure of a dashboard card, as cents. */
async function figure(page: Page, name: string) {
  const card = page.getByRole('region', { name, exact: true });
  await expect(card.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
  return cents(await card.getByText(/^\$[\d,]+\.\d\d$/).innerText());
}

test('a sales person brings in a partner; when its patient pays, their commission shows the new amount', async ({ page, request }) => {
  await signInToDashboard(page, request, 'sale', 'sales@demo.test');
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
  await patientPaysThrough(request, partnerId, { firstName: 'Paula', lastName: 'Payne', tag: 'sales' });

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
  await signInToDashboard(page, request, 'sale', 'sales@demo.test');
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
