import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

test('the nurse takes the declined payment task, marks it done with a note and reopens it', async ({ page, request }) => {
  await page.goto(portalUrl('careteam', '/sign-in'));
  await signIn(page, request, 'care@demo.test');
  await expect(page.getByRole('region', { name: 'Open tasks' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tasks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('PAYMENT_FAILED');
  const table = page.getByRole('table', { name: 'Tasks' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Riley Thompson' }) });
  await expect(row.getByText('Unassigned')).toBeVisible();

  await row.getByRole('button', { name: 'Assign to me' }).click();
  await expect(row.getByText('Casey Nguyen')).toBeVisible();

  await row.getByRole('button', { name: 'Mark done' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark task done' });
  await dialog.getByRole('textbox', { name: 'What was done' }).fill('Called Riley: she paid with another card.');
  await dialog.getByRole('button', { name: 'Mark done' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('link', { name: 'Riley Thompson' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('DONE');
  await expect(table.getByText('Called Riley: she paid with another card.', { exact: false })).toBeVisible();

  // Reopened: back among the open tasks, saying by whom and why.
  await row.getByRole('button', { name: 'Reopen' }).click();
  const reopen = page.getByRole('dialog', { name: 'Reopen task' });
  await reopen.getByRole('textbox', { name: 'Reason' }).fill('The new card was declined too.');
  await reopen.getByRole('button', { name: 'Reopen' }).click();
  await expect(reopen).toBeHidden();
  await expect(page.getByText('Task reopened')).toBeVisible();
  await expect(table.getByRole('link', { name: 'Riley Thompson' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('OPEN');
  await expect(row.getByText(/^Reopened by Casey Nguyen on .*: The new card was declined too\.$/)).toBeVisible();
  await table.getByRole('link', { name: 'Riley Thompson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riley Thompson' })).toBeVisible();
});
