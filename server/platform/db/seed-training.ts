import type { Kysely } from 'kysely';
import type { Role } from '#contracts/common';
import type { Database } from './schema';

/** The first training items and resources (demo seed): what each staff role needs to know in its first week. */
type Item = { kind: 'TRAINING' | 'RESOURCE'; title: string; summary: string; body: string; url?: string; roles: Role[] };

const CARE: Role[] = ['NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT'];
const CLINICIANS: Role[] = ['DOCTOR', 'MEDICAL_PROVIDER'];

export const TRAINING_SEED: Item[] = [
  {
    kind: 'TRAINING',
    title: 'How your intake link works',
    summary: 'Send patients to your own link: they are yours from the first question.',
    body: [
      "Your dashboard shows your intake link (the patient portal's /start?partner=<your id>) with a copy button and a QR code.",
      'A patient who starts there sees your business name and logo on every intake page, and the order they place is attributed to you: it appears under Patients and Orders, and earns your commission.',
      'Print the QR code for your front desk, and put the link in your welcome email and on your booking page.',
    ].join('\n\n'),
    roles: ['GYM_OWNER', 'SALES_PERSON'],
  },
  {
    kind: 'TRAINING',
    title: "Approving your patients' orders",
    summary: "Your sign-off comes before the doctor's review; decline withdraws the order.",
    body: [
      "An order waits for the doctor's review. Until the doctor decides, you can approve it (it stays in the doctor's queue, marked approved) or decline it (it is withdrawn and refunded if paid).",
      "Approve from the dashboard's quick-approval list or from the order's page. Once the doctor has decided, your sign-off is fixed.",
      'You never approve or deny clinically: only the doctor prescribes.',
    ].join('\n\n'),
    roles: ['GYM_OWNER'],
  },
  {
    kind: 'TRAINING',
    title: 'Billing modes: patient-paid and partner-billed',
    summary: 'Who pays for an order, and how you earn or are invoiced.',
    body: [
      'Patient-paid (the default): the patient pays at checkout. You pay nothing and earn your commission on each paid order, at the rate on your Payout details page; a refund takes the commission back.',
      'Partner-billed: orders are priced at your custom price and invoiced to you monthly. Each invoice lists the orders of the period, a processing fee, and is due 15 days after the period ends; pay it from Invoices with your default card on Billing.',
      'Your administrator sets your mode. Ask them if you want to switch.',
    ].join('\n\n'),
    roles: ['GYM_OWNER', 'SALES_PERSON'],
  },
  {
    kind: 'TRAINING',
    title: 'The intake review workflow',
    summary: 'From the prescription queue to the pharmacy, step by step.',
    body: [
      '1. Prescription Queue lists the orders waiting for your review, oldest first, with their screening flags.',
      '2. Open an order: read the key facts, every answer and each flag with the rule that raised it. View the photo ID (the link works for 5 minutes).',
      '3. Decide. Denying needs a reason the patient will read. Approving a flagged intake needs an override reason, kept with the order. You approve only patients living in your license states; otherwise hand the order back for reassignment.',
      "4. On the Rx step choose one dose of the product's range, confirm directions, quantity, refills and days' supply, then send to one of your assigned pharmacies.",
      "Every read and change is recorded in the HIPAA audit log under your name (and your delegate's, when they act for you).",
    ].join('\n\n'),
    roles: CLINICIANS,
  },
  {
    kind: 'TRAINING',
    title: 'Keeping your account safe',
    summary: 'Strong password, your sessions, and who can act for you.',
    body: [
      'Use a password of at least 10 characters that you use nowhere else. Change it on Your Account with your current one: every other sign-in ends at once.',
      'Your Account lists the browsers signed in to your account. Sign out any you do not recognize, or all others at once.',
      'Delegate access lets a colleague act for you; everything they do is recorded under both your names. Revoke it when it is no longer needed.',
    ].join('\n\n'),
    roles: ['GYM_OWNER', 'SALES_PERSON', ...CLINICIANS, ...CARE],
  },
  {
    kind: 'TRAINING',
    title: 'Handling patient information',
    summary: 'Minimum necessary, and never outside the platform.',
    body: [
      "Open a patient's record only when your work needs it: every view is recorded in the audit log.",
      'Do not copy patient details into email, chat apps or spreadsheets. Send patients to their own portal for their orders and messages.',
      'If you think information reached the wrong person, tell your administrator the same day.',
    ].join('\n\n'),
    roles: [...CARE, ...CLINICIANS, 'GYM_OWNER'],
  },
  {
    kind: 'RESOURCE',
    title: 'Partner welcome guide',
    summary: 'Set up your portal in four steps: logo, payout account, card, intake link.',
    body: [
      'Settings: upload your logo; patients see it on your intake pages.',
      'Payout details: connect the account your commissions are paid to.',
      'Billing: save a card (needed if you are partner-billed).',
      'Dashboard: copy your intake link or print its QR code.',
    ].join('\n'),
    roles: ['GYM_OWNER', 'SALES_PERSON'],
  },
  {
    kind: 'RESOURCE',
    title: 'GLP-1 medication guide (FDA)',
    summary: "The FDA's page on GLP-1 medicines for weight management, to share with patients.",
    body: '',
    url: 'https://www.fda.gov/drugs/postmarket-drug-safety-information-patients-and-providers/medications-containing-semaglutide-marketed-type-2-diabetes-or-weight-loss',
    roles: ['GYM_OWNER', 'SALES_PERSON', ...CLINICIANS, ...CARE],
  },
  {
    kind: 'RESOURCE',
    title: 'HIPAA basics for staff (HHS)',
    summary: 'The HHS summary of the Privacy Rule.',
    body: '',
    url: 'https://www.hhs.gov/hipaa/for-professionals/privacy/laws-regulations/index.html',
    roles: ['GYM_OWNER', ...CLINICIANS, ...CARE],
  },
];

/** Writes the seed's items in order (positions 1..n per kind). */
export async function seedTraining(trx: Kysely<Database>, adminUserId: string | null): Promise<void> {
  const next = { TRAINING: 0, RESOURCE: 0 };
  await trx
    .insertInto('training_items')
    .values(
      TRAINING_SEED.map((item) => ({
        kind: item.kind,
        title: item.title,
        summary: item.summary,
        body: item.body,
        url: item.url ?? null,
        audience_roles: item.roles,
        position: ++next[item.kind],
        created_by: adminUserId,
      })),
    )
    .execute();
}
