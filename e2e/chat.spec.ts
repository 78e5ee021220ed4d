import { expect, test, type Page } from '@playwright/test';
import { portalUrl, signIn } from './support';

/** Opens Messages from the navigation, then the conversation with `name`. */
async function openConversation(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  return page.getByRole('log', { name: `Messages with ${name}` });
}

async function send(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Message' });
  await field.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(field).toHaveValue('');
}

test('the patient and the nurse exchange messages, each seeing the other’s live, in two browsers', async ({ browser, request }) => {
  const patientContext = await browser.newContext();
  const nurseContext = await browser.newContext();
  const patient = await patientContext.newPage();
  const nurse = await nurseContext.newPage();

  await patient.goto(portalUrl('patient', '/sign-in'));
  await signIn(patient, request, 'patient@demo.test');
  await expect(patient.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await nurse.goto(portalUrl('careteam', '/sign-in'));
  await signIn(nurse, request, 'care@demo.test');
  await expect(nurse.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The seeded conversation: the nurse has the patient's answer unread (the navigation says so), and opening it reads it.
  const nurseNav = nurse.getByRole('navigation', { name: 'Main navigation' });
  const nurseMessages = nurseNav.getByRole('link', { name: 'Messages', exact: true });
  await expect(nurseMessages).toHaveAccessibleDescription('1 unread');
  const nurseLog = await openConversation(nurse, 'Pat Jordan');
  await expect(nurseLog.getByText('A little nausea the first two days')).toBeVisible();
  await expect(nurseMessages).toHaveAccessibleDescription('');
  const patientLog = await openConversation(patient, 'Casey Nguyen');
  await expect(patientLog.getByText('How are you feeling after your first week')).toBeVisible();

  // The patient writes; the nurse's open conversation shows it without a reload, over the socket.
  await send(patient, 'Is it normal to feel full after a few bites?');
  await expect(patientLog.getByText('Is it normal to feel full after a few bites?')).toBeVisible();
  await expect(nurseLog.getByText('Is it normal to feel full after a few bites?')).toBeVisible();

  // And back.
  await send(nurse, 'Yes, that is the medication working. Eat slowly and stop when you feel full.');
  await expect(patientLog.getByText('Yes, that is the medication working.', { exact: false })).toBeVisible();

  // A reload keeps the conversation open (it is in the address) and the exchange is stored.
  await patient.reload();
  await expect(patient.getByRole('log', { name: 'Messages with Casey Nguyen' }).getByText('Eat slowly', { exact: false })).toBeVisible();

  await patientContext.close();
  await nurseContext.close();
});
