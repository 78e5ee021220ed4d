import { expect, test, type Page } from '@playwright/test';
import { aboutYouAndBody, answerQuestions, pay, treatmentAddressConsent } from './intake-steps';
import { portalUrl, signIn } from './support';

/**
 * Card data never reaches our API (PCI DSS SAQ A): the checkout, a partner's card and a doctor's card are typed into
 * the card fields, which give them to the processor (here the sandbox tokenizer, outside /api/v1); every request the
 * app sends to /api/v1 is watched and none may carry the card's digits. And a card that asks its holder to confirm
 * with their bank (3-D Secure) pays only once confirmed.
 */

const CARDS = ['4242 4242 4242 4242', '5555 5555 5555 4444', '4000 0566 5566 5556', '4000 0025 0000 3155'];
const digitsOf = (card: string) => card.replace(/\s/g, '');

/** Records each request to /api/v1 whose body carries a card number's digits (with or without spaces or dashes). */
function watchApi(page: Page, leaks: string[]) {
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/v1')) return;
    const body = (request.postData() ?? '').replace(/[\s-]/g, '');
    for (const card of CARDS) if (body.includes(digitsOf(card))) leaks.push(`${request.method()} ${request.url()}`);
  });
}

/** Adds a card on the signed-in page's Billing screen and waits for it to be listed. */
async function addCard(page: Page, card: string) {
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await page.getByRole('button', { name: 'Add card' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add card' });
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill('2031');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`ending in ${digitsOf(card).slice(-4)}`).first()).toBeVisible();
}

test('the checkout, a partner card and a doctor card send no card number to the API', async ({ page, request, browser }) => {
  const leaks: string[] = [];
  watchApi(page, leaks);
  const tokenized: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/sandbox-tokenizer/')) tokenized.push(r.url());
  });

  await aboutYouAndBody(page, `card.data.${Date.now()}@example.test`, { first: 'Cam', last: 'Reyes' });
  await answerQuestions(page);
  await treatmentAddressConsent(page, 'Cam Reyes');
  await pay(page, CARDS[0]);
  await expect(page.getByRole('heading', { name: 'Your order is under review' })).toBeVisible();
  expect(tokenized.length).toBeGreaterThan(0);

  const partner = await browser.newPage();
  const doctor = await browser.newPage();
  try {
    watchApi(partner, leaks);
    await partner.goto(portalUrl('gymowner', '/sign-in'));
    await signIn(partner, request, 'partner@demo.test');
    await addCard(partner, CARDS[1]);

    watchApi(doctor, leaks);
    await doctor.goto(portalUrl('medical', '/sign-in'));
    await signIn(doctor, request, 'doctor@demo.test');
    await addCard(doctor, CARDS[2]);
  } finally {
    await partner.close();
    await doctor.close();
  }
  expect(leaks).toEqual([]);
});

test('a card that asks for the bank’s confirmation pays only once the patient confirms', async ({ page }) => {
  const leaks: string[] = [];
  watchApi(page, leaks);
  const email = `three.ds.${Date.now()}@example.test`;
  await aboutYouAndBody(page, email, { first: 'Dee', last: 'Okafor' });
  await answerQuestions(page);
  await treatmentAddressConsent(page, 'Dee Okafor');

  await pay(page, CARDS[3]);
  const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
  await bank.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment canceled: your bank did not confirm it. Nothing was charged.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Pay and submit' }).click();
  await bank.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your order is under review' })).toBeVisible();
  expect(leaks).toEqual([]);
});
