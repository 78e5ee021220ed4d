import { expect, test } from '@playwright/test';
import { api, cents, detail, partnerWithPayoutAccount, patientPaysThrough, portalUrl, signInAsAdmin } from './support';

/**
 * The money ledger end to end (README, "The ledger"): patients pay a partner's orders; an administrator refunds part
 * of one through the order page's Refund dialog; the partner declines one and cancels another (both refunded); the
 * administrator pays the partner out. Then the partner's ledger on its page adds up (the balance shown is the sum of
 * the entries listed) and the reconciliation page finds no difference with the processor's record.
 */

// Harbor Fitness Club: patient-paid, and no other spec changes its billing.
const PARTNER = 'harbor@demo.test';

test("pays, refunds in part, declines, cancels and pays out: the partner's ledger adds up and matches the processor", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The partner connects its payout account (the sandbox's is ready at once); its patients pay four orders.
  const { headers, partnerId } = await partnerWithPayoutAccount(request, PARTNER);
  const names = ['Refundpart', 'Declined', 'Cancelled', 'Kept'];
  for (const [n, name] of names.entries()) {
    await patientPaysThrough(request, partnerId, { firstName: 'Lee', lastName: `${name}${Date.now() % 100000}`, tag: 'ledger', n });
  }
  const listed = (await (await request.get(api('/gym-owner/orders?limit=20&sort=createdAt:desc'), { headers })).json()) as {
    data: { orders: { id: string; patientName: string }[] };
  };
  const orderOf = (name: string) => listed.data.orders.find((o) => o.patientName.includes(name))!.id;
  const [partial, declined, cancelled] = names.slice(0, 3).map(orderOf);

  // The partner declines one paid order and cancels another: both are refunded.
  const decline = await request.patch(api(`/gym-owner/orders/${declined}`), { headers, data: { approvalStatus: 'DENIED' } });
  expect(decline.status(), await decline.text()).toBe(200);
  const cancel = await request.patch(api(`/gym-owner/orders/${cancelled}`), { headers, data: { status: 'CANCELLED' } });
  expect(cancel.status(), await cancel.text()).toBe(200);

  // The administrator refunds $10.00 of another through the order page's Refund dialog.
  const nav = await signInAsAdmin(page, request);
  await page.goto(portalUrl('admin', `/orders/${partial}`));
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  const paidCents = cents(await detail(page, 'Payment and refunds', 'Paid').innerText());
  await page.getByRole('region', { name: 'Payment and refunds' }).getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund order #\d+$/ });
  await dialog.getByRole('textbox', { name: 'Amount to refund' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Shipping was late');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund has been sent')).toBeVisible();
  await expect(detail(page, 'Payment and refunds', 'Left to refund')).toHaveText(`$${((paidCents - 1000) / 100).toFixed(2)}`);
  await expect(page.getByRole('table', { name: 'Refunds' }).getByRole('row').nth(1)).toContainText('Refunded');

  // The administrator pays the partner everything it is owed.
  await page.goto(portalUrl('admin', `/partners/${partnerId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Fitness Club' })).toBeVisible();
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByRole('button', { name: 'Send payout' })).toBeEnabled();
  await payouts.getByRole('button', { name: 'Send payout' }).click();
  await page
    .getByRole('dialog', { name: /^Send \$[\d,.]+ to Harbor Fitness Club\?$/ })
    .getByRole('button', { name: 'Send payout' })
    .click();
  await expect(page.getByText('Payout has been sent successfully')).toBeVisible();

  // The ledger: every entry loaded, the commission owed is the sum of its entries (zero after the payout).
  await page.reload();
  const ledger = page.getByRole('region', { name: 'Ledger' });
  const table = ledger.getByRole('table', { name: 'Ledger entries' });
  await expect(table).toBeVisible();
  while (await ledger.getByRole('button', { name: 'Load more' }).isVisible()) {
    const rows = await table.getByRole('row').count();
    await ledger.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(rows);
  }
  // (The balance's term, not the table's Account cells of the same words.)
  const balance = cents(
    await ledger
      .locator('dt')
      .filter({ hasText: /^Commission owed$/ })
      .locator('xpath=following-sibling::*[1]')
      .innerText(),
  );
  const rows = await table.getByRole('row').all();
  let sum = 0;
  const kinds: string[] = [];
  for (const row of rows.slice(1)) {
    const cells = await row.getByRole('cell').allInnerTexts();
    if (cells[2] === 'Commission owed') sum += cents(cells[3]);
    kinds.push(`${cells[1]} ${cells[3]}`);
  }
  expect(sum).toBe(balance);
  expect(balance).toBe(0);
  // The partial refund took back 10% of $10.00; the payout is an entry.
  expect(kinds).toContain('Commission reversed -$1.00');
  expect(kinds.some((k) => k.startsWith('Payout reserved -$'))).toBe(true);

  // The reconciliation: no charge differs from the processor's record, page after page.
  await nav.getByRole('link', { name: 'Reconciliation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
  for (;;) {
    await expect(page.getByText(/charges? checked against the sandbox processor's record/)).toBeVisible();
    await expect(page.getByText('Everything matches')).toBeVisible();
    const older = page.getByRole('button', { name: 'Older charges' });
    if (!(await older.isVisible())) break;
    const shown = await page.getByText(/checked against/).innerText();
    await older.click();
    await expect(page.getByText(/checked against/)).not.toHaveText(shown);
  }
});
