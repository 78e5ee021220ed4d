import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { intakeLinkField, portalUrl, signIn } from './support';

/** Node cannot resolve *.localhost: server-to-server calls go to 127.0.0.1. */
const api = (path: string) => `http://127.0.0.1:${E2E_PORT}/api/v1${path}`;

test.describe('API keys', () => {
  test('a partner creates a key, sees its secret once, uses it on a webhook-order call, revokes it, and the call then fails', async ({
    page,
    request,
  }) => {
    await page.goto(portalUrl('gymowner', '/sign-in'));
    await signIn(page, request, 'partner@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const intakeLink = await (await intakeLinkField(page)).inputValue();
    const partnerId = new URL(intakeLink).searchParams.get('partner')!;

    await page.getByRole('link', { name: 'API Key' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog', { name: 'Create API key' });
    const name = `CRM ${Date.now()}`;
    await create.getByRole('textbox', { name: /Name/ }).fill(name);
    await expect(create.getByRole('checkbox', { name: /webhook-orders:write/ })).toBeChecked();
    await create.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(shown.getByText(/it will not be shown again/)).toBeVisible();
    const secret = await shown.getByRole('textbox', { name: `API key "${name}"` }).inputValue();
    expect(secret).toMatch(/^glp_live_[A-Za-z0-9]{48}$/);
    await expect(shown.getByRole('button', { name: 'Copy key' })).toBeVisible();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    // Listed by its prefix; the secret is nowhere on the page any more.
    const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: name });
    await expect(row.getByText(`${secret.slice(0, 17)}…`)).toBeVisible();
    await expect(row.getByText('Never')).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    // Another system uses the key: the partner's webhook-order feed (201 the first time; 409 if a retry made it).
    const headers = { 'X-Api-Key': secret };
    const created = await request.post(api('/webhook-order'), { headers, data: { source: 'PARTNER', partnerId } });
    expect([201, 409]).toContain(created.status());
    if (created.status() === 201) {
      const feed = ((await created.json()) as { data: { id: string; partnerId: string } }).data;
      expect(feed.partnerId).toBe(partnerId);
      const moved = await request.patch(api(`/webhook-order/${feed.id}`), {
        headers: { Authorization: `Bearer ${secret}` },
        data: { updatedAt: new Date(Date.now() - 1000).toISOString() },
      });
      expect(moved.status()).toBe(200);
    }
    // The key is no way into the rest of the API.
    expect((await request.get(api('/gym-owner/orders'), { headers })).status()).toBe(401);

    await page.reload();
    await expect(row.getByText('Never')).toHaveCount(0);
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText('Revoked')).toBeVisible();

    const refused = await request.post(api('/webhook-order'), { headers, data: { source: 'PARTNER', partnerId } });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('API_KEY_REVOKED');
  });

  test('a partner copies a short link of their intake link; it leads to their intake', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(portalUrl('gymowner', '/sign-in'));
    await signIn(page, request, 'partner@demo.test');
    const intakeLink = await (await intakeLinkField(page)).inputValue();
    await page.getByRole('button', { name: 'Copy short link' }).click();
    const shown = page.getByText(/^Short link: /);
    await expect(shown).toBeVisible();
    const shortUrl = (await shown.textContent())!.replace('Short link: ', '');
    expect(shortUrl).toMatch(new RegExp(`^http://patient\\.localhost:${E2E_PORT}/s/[A-Za-z0-9]{7}$`));
    await page.goto(shortUrl);
    await expect(page).toHaveURL(intakeLink);
  });
});
