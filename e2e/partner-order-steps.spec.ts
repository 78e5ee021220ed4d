import { expect, test, type Page } from '@playwright/test';
import { openFirstOrder, portalUrl, signInAsAdmin, signInToDashboard } from './support';

/** The Patient Intake Form has built its PDF: the frame shows it and it can be downloaded. */
async function expectIntakePdf(page: Page, orderName: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Intake Form' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${orderName} · `))).toBeVisible();
  await expect(page.getByTitle('Patient intake form PDF')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /^blob:/);
}

test('the demo partner walks the order steps, approves the order, and partner and admin open its intake PDF', async ({
  page,
  request,
  browser,
}) => {
  await signInToDashboard(page, request, 'gymowner', 'partner@demo.test');

  // An order still awaiting the partner's sign-off (the seed has two).
  await page.goto(portalUrl('gymowner', '/orders?approval=PENDING'));
  const orderName = await openFirstOrder(page);
  const orderUrl = page.url();

  // Step 1: the patient.
  await page.getByRole('link', { name: 'Review and sign off' }).click();
  const steps = page.getByRole('navigation', { name: 'Order steps' });
  await expect(steps.getByRole('link', { name: /Patient/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('region', { name: 'Patient' }).getByText('Email')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the medication (kept as it is: nothing is sent).
  await expect(page.getByRole('combobox', { name: 'Medication and dose' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 3: what the prescription rests on, read-only.
  const rx = page.getByRole('region', { name: 'Rx information' });
  await expect(rx.getByText('Screening flags')).toBeVisible();
  await expect(rx.getByRole('link', { name: 'Intake PDF' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4: approve with a note.
  await page.getByRole('radio', { name: /Approve/ }).check();
  await page.getByRole('textbox', { name: 'Your note' }).fill('Member in good standing');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Order updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: orderName })).toBeVisible();
  await expect(page.getByText('Approved by you').first()).toBeVisible();

  // The intake PDF, from the order page.
  await page.getByRole('link', { name: 'Intake PDF' }).click();
  await expectIntakePdf(page, orderName);
  const orderId = new URL(orderUrl).pathname.split('/').at(-1)!;

  // The administrator opens the same order's intake PDF.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin, request);
  await admin.goto(portalUrl('admin', `/orders/${orderId}`));
  await admin.getByRole('link', { name: 'Intake PDF' }).click();
  await expectIntakePdf(admin, orderName);
});
