import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

// A 1x1 PNG (transparent): enough for storage to take and the browser to draw.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('partner account', () => {
  test('the demo partner uploads a logo on /settings and sees it, then gives and revokes a delegate access', async ({ page, request }) => {
    await page.goto(portalUrl('gymowner', '/sign-in'));
    await signIn(page, request, 'partner@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'Settings' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Summit Strength Gym');
    const main = page.getByRole('main');
    // No logo yet, unless a first attempt of this test (a retry) uploaded one.
    await expect(main.getByRole('img', { name: /^(No logo yet|Summit Strength Gym logo)$/ })).toBeVisible();
    await page.getByLabel('Logo image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Logo updated successfully')).toBeVisible();
    const logo = main.getByRole('img', { name: 'Summit Strength Gym logo' });
    await expect(logo).toBeVisible();
    // The signed link serves the image itself: the browser drew it.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
    // The portal's top bar shows it too.
    await expect(page.getByRole('banner').getByRole('img', { name: 'Summit Strength Gym logo' })).toBeVisible();

    await page.getByRole('link', { name: 'Delegate Access' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delegate Access' })).toBeVisible();
    await page.getByRole('textbox', { name: "Delegate's email" }).fill('support@demo.test');
    await page.getByRole('button', { name: 'Give access' }).click();
    const table = page.getByRole('table', { name: 'People with access' });
    const row = table.getByRole('row').filter({ hasText: 'support@demo.test' });
    await expect(row).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: /^Revoke access for / }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke access?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('support@demo.test')).toHaveCount(0);
    // Still gone after a reload: the server dropped it from the partner's list.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Delegate Access' })).toBeVisible();
    await expect(page.getByText(/No one has access yet|People with access/).first()).toBeVisible();
    await expect(page.getByText('support@demo.test')).toHaveCount(0);
  });
});
