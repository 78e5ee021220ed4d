import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksLikeCardNumber } from '#contracts/card-number';
import { call, CARE_ACCOUNTS, createTestApp, signInAll, type TestApp } from './helpers/app';
import { checkoutBody, PROFILE, readyIntake } from './helpers/intake';

/**
 * Card data never reaches the API (SAQ A): any body carrying something that looks like a card number is refused with
 * 400 before a route runs, on every money route of shared/endpoints.tsv, and nothing is written.
 */
let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ tokens } = await signInAll(t.app, { ...CARE_ACCOUNTS, sales: 'sales@demo.test' }));
});
afterAll(() => t.close());

const TABLES = [
  'users',
  'orders',
  'payments',
  'payment_cards',
  'refunds',
  'payouts',
  'invoices',
  'subscriptions',
  'ledger_transactions',
  'intakes',
  'partners',
];
/** Each table's row count and newest change, to see that a refused request wrote nothing. */
async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.db);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

const id = randomUUID();
const CARD = '4242 4242 4242 4242';
/** Every money route (endpoints.tsv: checkout, renewal, payment intent, subscription, setup intents, invoices, refunds, payouts). */
const MONEY_ROUTES: [method: 'POST' | 'PATCH' | 'PUT', url: string, who: string | null][] = [
  ['POST', '/patients', null],
  ['POST', '/patients/create-renewal-order-questionnaire', null],
  ['POST', '/payment-intent', 'patient'],
  ['POST', '/subscription', 'patient'],
  ['POST', '/gym-owner/setup-intent', 'partner'],
  ['POST', '/doctors/setup-intent', 'doctor'],
  ['POST', `/gym-owner/invoices/${id}/charge`, 'partner'],
  ['POST', `/super-admin/invoices/${id}/charge`, 'admin'],
  ['POST', '/super-admin/invoices/bulk-charge', 'admin'],
  ['POST', '/super-admin/invoices/combine', 'admin'],
  ['POST', `/super-admin/orders/${id}/invoice`, 'admin'],
  ['PATCH', `/super-admin/invoice-item/${id}/amount`, 'admin'],
  ['PATCH', `/super-admin/invoices/${id}/status`, 'admin'],
  ['POST', `/super-admin/orders/${id}/refunds`, 'admin'],
  ['POST', `/super-admin/gym-owners/${id}/payout`, 'admin'],
  ['POST', `/super-admin/sales-people/${id}/payout`, 'admin'],
  ['POST', '/gym-owner/account-connect', 'partner'],
  ['POST', '/sales/account-connect', 'sales'],
];

/** The card number where each route would take a card (or a note), in the shapes a form or a script would send it. */
const BODIES = [
  { payment: { card: { number: CARD, expMonth: 12, expYear: 2031, cvc: '123' } } },
  { payment: { paymentMethodId: 'pm_card_visa' }, note: 'card 4000-0000-0000-0002' },
  { reason: 'refund', amountCents: 100, items: [{ reference: 4242424242424242 }] },
];

describe('the card-number guard', () => {
  it.each(MONEY_ROUTES)('%s %s refuses a body carrying a card number with 400 and writes nothing', async (method, url, who) => {
    const before = await snapshot();
    for (const payload of BODIES) {
      const res = await call(t.app, { method, url, token: who ? tokens[who] : undefined, payload });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'CARD_DATA_REFUSED',
        message: 'Card numbers are not accepted here. Enter your card in the secure card form.',
      });
      // The reply names the field, never the value.
      expect(JSON.stringify(res.body)).not.toMatch(/4242|0002/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('names the field that held it', async () => {
    const res = await call(t.app, { method: 'POST', url: '/payment-intent', token: tokens.patient, payload: BODIES[1] });
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'body.note' })]);
  });

  it('lets a checkout with a payment method id through, and ids, phone numbers and amounts are not card numbers', async () => {
    const draft = await readyIntake(t.app, { ...PROFILE, email: 'guard.patient@example.test' });
    const res = await call(t.app, {
      method: 'POST',
      url: '/patients',
      headers: { 'x-intake-token': draft.token },
      payload: checkoutBody(draft),
    });
    expect(res.status).toBe(201);
    for (const value of [
      '(415) 555-0100',
      '14155550100',
      24900,
      'INV-1001',
      id,
      '12345678-1234-5678-9012-345678901234',
      '4242 4242 4242 4241',
      '0000 0000 0000 0000',
      // Digits inside an address or a reference are not a card, even when they pass Luhn (Date.now() did, in an e2e e-mail).
      'custom.price.1795921730416@example.test',
      'INV-4242424242424242',
      'order/4242424242424242',
      // A millisecond timestamp passes Luhn at times, but no card number starts with 1 (an e2e key name had one).
      'CRM 1795934362074',
    ]) {
      expect(looksLikeCardNumber(value)).toBe(false);
    }
    for (const value of [
      '4242424242424242',
      '4242-4242-4242-4242',
      ' 5555 5555 5555 4444 ',
      378282246310005,
      '6011111111111117',
      'My card is 4242 4242 4242 4242, exp 12/31',
      'card: 4242424242424242.',
    ]) {
      expect(looksLikeCardNumber(value)).toBe(true);
    }
  });

  it('does not guard the sandbox tokenizer, outside /api/v1, which is where the card goes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-tokenizer/payment_methods',
      payload: { number: CARD, expMonth: 12, expYear: 2031, cvc: '123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: expect.stringMatching(/^pm_/), card: { brand: 'visa', last4: '4242' } });
    const kept = await t.db.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(JSON.stringify(kept)).not.toContain('424242');
    expect(kept).toMatchObject({ last4: '4242', behavior: 'SUCCEEDS' });
  });
});
