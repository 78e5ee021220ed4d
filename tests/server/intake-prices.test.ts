/**
 * Issue 32 item 3: the intake shows what the checkout will charge. Once a medication is chosen the intake's reply
 * carries each plan's price from the server's one pricing rule: the partner's custom price for a partner-billed
 * partner, the list price otherwise; and the order is made at that amount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers/app';
import { checkout, checkoutBody, PROFILE, readyIntake, saveAnswers } from './helpers/intake';
import { createPartner, type TestPartner } from './helpers/partners';

let t: TestApp;
let covering: TestPartner;
const VARIATION = 'semaglutide-starter';
const CUSTOM_MONTHLY = 18_750;

beforeAll(async () => {
  t = await createTestApp();
  covering = await createPartner(t, 'priced.gym@example.test', 'Priced Gym');
  // An administrator's choices (the admin portal's partner and custom price pages); set directly here.
  await t.db.updateTable('partners').set({ billing_mode: 'PARTNER_BILLED' }).where('id', '=', covering.partnerId).execute();
  await t.db
    .insertInto('custom_prices')
    .values({ partner_id: covering.partnerId, product_variation_key: VARIATION, monthly_price_cents: CUSTOM_MONTHLY })
    .execute();
});
afterAll(() => t.close());

type Prices = { planId: string; amountCents: number; billedTo: string }[];

async function chooseMedication(email: string, partnerId?: string) {
  const draft = await readyIntake(t.app, { ...PROFILE, email }, {}, partnerId);
  const saved = await saveAnswers(t.app, draft, { profile: { productVariationKey: VARIATION } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { draft, prices: (saved.body.data as { prices?: Prices }).prices };
}

const listMonthly = async () =>
  (await t.db.selectFrom('product_variations').select('monthly_price_cents').where('key', '=', VARIATION).executeTakeFirstOrThrow())
    .monthly_price_cents;

describe("the intake's prices", () => {
  it("carry the partner's custom price when the partner pays, and the order is made at that price", async () => {
    const { draft, prices } = await chooseMedication('custom.price@example.test', covering.partnerId);
    expect(prices).toEqual([
      { planId: 'monthly', amountCents: CUSTOM_MONTHLY, billedTo: 'PARTNER' },
      { planId: 'quarterly', amountCents: CUSTOM_MONTHLY * 3, billedTo: 'PARTNER' },
      { planId: 'semiannual', amountCents: CUSTOM_MONTHLY * 6, billedTo: 'PARTNER' },
    ]);
    // The same on a reload (the intake read again with its token).
    const read = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    expect((read.body.data as { prices?: Prices }).prices).toEqual(prices);

    const { payment: _card, ...body } = checkoutBody(draft, { productVariationKey: VARIATION });
    const paid = await checkout(t.app, draft, body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ billedTo: 'PARTNER', amountCents: CUSTOM_MONTHLY });
  });

  it('carry the list price, less the plan discount, for a patient who pays', async () => {
    const monthly = await listMonthly();
    const { draft, prices } = await chooseMedication('list.price@example.test');
    expect(prices).toEqual([
      { planId: 'monthly', amountCents: monthly, billedTo: 'PATIENT' },
      { planId: 'quarterly', amountCents: Math.round(monthly * 3 * 0.9), billedTo: 'PATIENT' },
      { planId: 'semiannual', amountCents: Math.round(monthly * 6 * 0.85), billedTo: 'PATIENT' },
    ]);
    const paid = await checkout(t.app, draft, checkoutBody(draft, { productVariationKey: VARIATION, planId: 'quarterly' }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ billedTo: 'PATIENT', amountCents: prices![1].amountCents });
  });

  it('are absent before a medication is chosen', async () => {
    const draft = await readyIntake(t.app, { ...PROFILE, email: 'no.medication@example.test' });
    const read = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    expect(read.body.data).not.toHaveProperty('prices');
  });
});
