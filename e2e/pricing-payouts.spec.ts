import { expect, test } from '@playwright/test';
import { aboutYouAndBody, answerQuestions, PASSWORD, treatmentAddressConsent } from './intake-steps';
import { api, partnerWithPayoutAccount, portalUrl, signInToDashboard, tokenizeCard } from './support';

const PARTNER = 'partner@demo.test';

test("an administrator prices a partner's orders and pays out its commission; the partner sees the payout", async ({
  page,
  request,
  browser,
}) => {
  // Setup by API, as the partner: its payout account connected (the sandbox's is ready at once), a default card and
  // partner billing (its patients' orders go on its invoice).
  const { headers, partnerId } = await partnerWithPayoutAccount(request, PARTNER);
  const payment = await tokenizeCard(request, '4242 4242 4242 4242');
  expect((await request.post(api('/gym-owner/setup-intent'), { headers, data: { payment } })).ok()).toBe(true);
  expect((await request.put(api('/gym-owner/billing-transfer'), { headers, data: { billingMode: 'PARTNER_BILLED' } })).ok()).toBe(true);

  try {
    // The administrator gives Summit Strength Gym its own price for the semaglutide starter dose: $199.00 a month.
    await signInToDashboard(page, request, 'admin', 'admin@demo.test');
    await page.goto(portalUrl('admin', `/partners/${partnerId}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Summit Strength Gym' })).toBeVisible();
    const pricing = page.getByRole('region', { name: 'Custom pricing' });
    await pricing.getByRole('button', { name: 'Add custom price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add custom price' });
    await dialog.getByRole('combobox', { name: 'Product variation' }).selectOption('semaglutide-starter');
    await dialog.getByRole('textbox', { name: 'Monthly price' }).fill('199');
    await dialog.getByRole('button', { name: 'Add price' }).click();
    await expect(page.getByText('Custom price created successfully')).toBeVisible();
    await expect(pricing.getByRole('table', { name: 'Custom prices' }).getByText('$199.00/month')).toBeVisible();

    // A patient signs up through the partner's link: the partner pays, at its own price.
    const patient = await browser.newPage();
    try {
      const email = `custom.price.${Date.now()}@example.test`;
      await aboutYouAndBody(patient, email, { first: 'Casey', last: 'Pricewell' }, `/start?partner=${partnerId}`);
      await answerQuestions(patient);
      await treatmentAddressConsent(patient, 'Casey Pricewell', 'Your treatment is covered');
      await patient.getByLabel('Create a password').fill(PASSWORD);
      await patient.getByRole('button', { name: 'Submit' }).click();
      await expect(patient.getByRole('heading', { name: 'Your order is under review' })).toBeVisible();
    } finally {
      await patient.close();
    }
    const orders = (await (await request.get(api('/gym-owner/orders?limit=20&sort=createdAt:desc'), { headers })).json()) as {
      data: { orders: { patientName: string; amountCents: number; billedTo: string; planMonths: number }[] };
    };
    const order = orders.data.orders.find((o) => o.patientName === 'Casey Pricewell');
    expect(order).toMatchObject({ billedTo: 'PARTNER', planMonths: 1, amountCents: 19_900 });

    // The administrator sends the partner everything it is owed.
    await page.reload();
    const payouts = page.getByRole('region', { name: 'Payouts' });
    await expect(payouts.getByRole('button', { name: 'Send payout' })).toBeEnabled();
    const owed = (await payouts
      .getByText(/^\$[\d,]+\.\d\d$/)
      .last()
      .textContent())!;
    await payouts.getByRole('button', { name: 'Send payout' }).click();
    const confirm = page.getByRole('dialog', { name: `Send ${owed} to Summit Strength Gym?` });
    await confirm.getByRole('button', { name: 'Send payout' }).click();
    await expect(page.getByText('Payout has been sent successfully')).toBeVisible();
    await expect(payouts.getByRole('button', { name: 'Send payout' })).toBeDisabled();

    // The partner sees it on Payout details, with nothing owed any more.
    const partner = await browser.newPage();
    try {
      await signInToDashboard(partner, request, 'gymowner', PARTNER);
      await partner.goto(portalUrl('gymowner', '/payout-detail'));
      const received = partner.getByRole('region', { name: 'Payouts' });
      await expect(received.getByRole('table', { name: 'Payouts' }).getByRole('row').nth(1)).toContainText(`${owed}Sent`);
      await expect(received.getByText('$0.00')).toBeVisible();
    } finally {
      await partner.close();
    }

    // The price goes again (confirmed): the partner's later orders are priced from the catalog.
    await pricing.getByRole('button', { name: /Delete the custom price of .*Semaglutide starter/ }).click();
    await page.getByRole('dialog', { name: 'Delete this custom price?' }).getByRole('button', { name: 'Delete price' }).click();
    await expect(page.getByText('Custom price deleted successfully')).toBeVisible();
    await expect(pricing.getByText('No custom prices')).toBeVisible();
  } finally {
    // Back to the demo's patient-paid checkout for the other tests.
    await request.put(api('/gym-owner/billing-transfer'), { headers, data: { billingMode: 'PATIENT_PAID' } });
  }
});
