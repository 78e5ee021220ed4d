import { expect, test } from '@playwright/test';
import { portalUrl, signIn } from './support';

test('the demo patient reports severe nausea at check-in; the doctor sees it on the dashboard, reviews it and steps the dose down', async ({
  page,
  request,
}) => {
  await page.goto(portalUrl('patient', '/sign-in'));
  await signIn(page, request, 'patient@demo.test');
  const due = page.getByRole('region', { name: 'Refill check-in due' });
  await expect(due).toBeVisible();
  await due.getByRole('link', { name: 'Answer check-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My treatment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My dose' }).getByText('0.5 mg weekly', { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Refill check-in' });
  await form.getByLabel('Current weight (lb)').fill('203.4');
  await form.getByLabel('Side effects').selectOption('SEVERE');
  await form.getByRole('checkbox', { name: 'Nausea' }).check();
  await form.getByLabel('Missed doses since your last refill').fill('1');
  await form.getByRole('button', { name: 'Send check-in' }).click();
  await expect(page.getByText(/Your doctor will review your side effects/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Check-ins' })).toContainText('Severe: Nausea');

  await page.context().clearCookies();
  await page.goto(portalUrl('medical', '/sign-in'));
  await signIn(page, request, 'doctor@demo.test');
  // The dashboard tells the doctor before they open the patient: the flagged check-in links to the patient's page.
  const toReview = page.getByRole('region', { name: 'Check-ins to review' });
  await expect(toReview.getByText(/^Oldest waiting /)).toBeVisible();
  await expect(toReview.getByRole('listitem').filter({ hasText: 'Pat Jordan' })).toContainText('severe side effects');
  await toReview.getByRole('link', { name: 'Pat Jordan' }).click();

  const card = page.getByRole('region', { name: 'Treatment plan' });
  await expect(card.getByText('Severe side effects reported at check-in', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Step down' }).click();
  const dialog = page.getByRole('dialog', { name: 'Step down from 0.5 mg to 0.25 mg?' });
  await dialog.getByLabel('Reason').fill('Severe nausea at check-in: back to 0.25 mg');
  await dialog.getByRole('button', { name: 'Step down' }).click();
  await expect(page.getByText('Treatment plan updated')).toBeVisible();
  await expect(card.getByText('0.25 mg weekly', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Plan history' })).toContainText('Severe nausea at check-in: back to 0.25 mg');

  await card.getByRole('button', { name: 'Review check-in' }).click();
  const review = page.getByRole('dialog', { name: 'Review the check-in' });
  await review.getByLabel('Note').fill('Called the patient; dose stepped down');
  await review.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(card.getByText('Severe side effects reported at check-in', { exact: true })).toBeHidden();
  await expect(card.getByText(/Reviewed by .*Called the patient; dose stepped down/)).toBeVisible();

  // Reviewed: it drops out of the dashboard's check-ins to review.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(
    page.getByRole('region', { name: 'Check-ins to review' }).getByText('No flagged check-ins are waiting for your review.'),
  ).toBeVisible();
});
