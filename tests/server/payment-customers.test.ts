/**
 * Saved cards are attached to the account's customer at the processor (Stripe: a Customer), made once on the first
 * card: that is what lets the processor charge them later without the card holder (a partner's invoice).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sandboxPayments,
  type CustomerRequest,
  type PaymentsAdapter,
  type SaveCardRequest,
  type SavedCardChargeRequest,
} from '#server/platform/adapters/payments';
import { call, createTestApp, type TestApp } from './helpers/app';
import { tokenize } from './helpers/cards';
import { demoPartner, type TestPartner } from './helpers/partners';

const seen = { customers: [] as CustomerRequest[], saves: [] as SaveCardRequest[], charges: [] as SavedCardChargeRequest[] };
let unreachable = false;
const sandbox = sandboxPayments();
const recording: PaymentsAdapter = {
  ...sandbox,
  async createCustomer(request) {
    if (unreachable) throw new Error('connect ECONNREFUSED');
    seen.customers.push(request);
    return sandbox.createCustomer(request);
  },
  async saveCard(request) {
    seen.saves.push(request);
    return sandbox.saveCard(request);
  },
  async chargeSavedCard(request) {
    seen.charges.push(request);
    return sandbox.chargeSavedCard(request);
  },
};

let t: TestApp;
let partner: TestPartner;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { payments: recording });
  partner = await demoPartner(t);
});
afterAll(() => t.close());

const saveCard = async (number: string) =>
  call(t.app, {
    method: 'POST',
    url: '/gym-owner/setup-intent',
    token: partner.session.accessToken,
    payload: { payment: await tokenize(t.app, number) },
  });

describe('the customer saved cards attach to', () => {
  it('answers 503 and saves nothing when the processor cannot make the customer', async () => {
    unreachable = true;
    const res = await saveCard('4242 4242 4242 4242');
    unreachable = false;
    expect(res.status).toBe(503);
    expect(seen.saves).toEqual([]);
    expect(await t.db.selectFrom('payment_cards').select('id').where('user_id', '=', partner.userId).execute()).toEqual([]);
  });

  it('is made once, on the first card, and every card is saved to it', async () => {
    expect((await saveCard('4242 4242 4242 4242')).status).toBe(201);
    expect((await saveCard('5555 5555 5555 4444')).status).toBe(201);
    expect(seen.customers).toEqual([
      { idempotencyKey: `customer-${partner.userId}`, email: 'partner@demo.test', name: expect.any(String), userId: partner.userId },
    ]);
    const ref = `sandbox_cus_${partner.userId}`;
    expect(seen.saves.map((s) => s.customerRef)).toEqual([ref, ref]);
    const kept = await t.db
      .selectFrom('payment_customers')
      .select(['provider', 'customer_ref'])
      .where('user_id', '=', partner.userId)
      .execute();
    expect(kept).toEqual([{ provider: 'sandbox', customer_ref: ref }]);
  });

  it('charges an invoice to the default card with its customer', async () => {
    const list = await call(t.app, { method: 'GET', url: '/gym-owner/invoices?status=OPEN', token: partner.session.accessToken });
    const [open] = (list.body.data as unknown as { items: { id: string }[] }).items;
    const res = await call(t.app, { method: 'POST', url: `/gym-owner/invoices/${open.id}/charge`, token: partner.session.accessToken });
    expect(res.status).toBe(200);
    expect(seen.charges).toEqual([
      expect.objectContaining({ customerRef: `sandbox_cus_${partner.userId}`, cardRef: expect.stringMatching(/^sandbox_pm_/) }),
    ]);
  });
});
