/**
 * A partner whose billing mode is PARTNER_BILLED pays for its patients' treatment: their checkout and renewals take
 * no card, the orders are billed to the partner (on its invoice), the patient can never be charged for them, and the
 * orders are paid when the invoice is.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '#server/modules/invoices/invoice-generation.service';
import { systemContext } from '#server/platform/http/context';
import { call, createTestApp, DEMO_PASSWORD, send, signIn, type TestApp } from './helpers/app';
import { checkout, checkoutBody, completed, PROFILE, readyIntake } from './helpers/intake';
import { createPartner, demoPartner, type TestPartner } from './helpers/partners';
import { startRenewal } from './helpers/renewal';

let t: TestApp;
let covering: TestPartner;
beforeAll(async () => {
  t = await createTestApp({ OTP_MAX_SENDS: 50 });
  covering = await createPartner(t, 'covering.gym@example.test', 'Covering Gym');
  // An administrator's switch (the admin portal's partner page); set directly here.
  await t.db.updateTable('partners').set({ billing_mode: 'PARTNER_BILLED' }).where('id', '=', covering.partnerId).execute();
});
afterAll(() => t.close());

const CARD = { paymentMethodId: 'pm_card_visa' };
const withoutCard = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'payment'));
const profileOf = (email: string, phone: string) => ({ ...PROFILE, email, phone });
const orderOf = (intakeId: string) =>
  t.db
    .selectFrom('orders')
    .select(['id', 'billed_to', 'payment_status', 'partner_id'])
    .where('intake_id', '=', intakeId)
    .executeTakeFirst();
const paymentsOfIntake = (intakeId: string) => t.db.selectFrom('payments').select('id').where('intake_id', '=', intakeId).execute();

describe("a partner-billed partner's link", () => {
  it('says on every intake page that the partner covers the treatment; a patient-paid partner does not', async () => {
    const link = await call(t.app, { method: 'GET', url: `/sign-up-patient/${covering.partnerId}` });
    expect(link.body.data).toMatchObject({ businessName: 'Covering Gym', coversTreatment: true });
    const draft = await readyIntake(t.app, profileOf('link.check@example.test', '(202) 555-0161'), {}, covering.partnerId);
    const read = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    expect(read.body.data).toMatchObject({ partner: { businessName: 'Covering Gym', coversTreatment: true } });
    const demo = await demoPartner(t);
    const paid = await call(t.app, { method: 'GET', url: `/sign-up-patient/${demo.partnerId}` });
    expect(paid.body.data).toMatchObject({ coversTreatment: false });
  });

  it('checks out without a card: an order billed to the partner, unpaid until its invoice is, and no charge', async () => {
    const draft = await readyIntake(t.app, profileOf('covered.one@example.test', '(202) 555-0162'), {}, covering.partnerId);
    const res = await checkout(t.app, draft, withoutCard(checkoutBody(draft)));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ billedTo: 'PARTNER', email: 'covered.one@example.test', status: 'PENDING_REVIEW' });
    expect(await orderOf(draft.id)).toMatchObject({ billed_to: 'PARTNER', payment_status: 'UNPAID', partner_id: covering.partnerId });
    expect(await paymentsOfIntake(draft.id)).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['details'])
      .where('action', '=', 'CHECKOUT')
      .where('resource_id', '=', (await orderOf(draft.id))!.id)
      .execute();
    expect(audit).toEqual([{ details: expect.objectContaining({ billedTo: 'PARTNER' }) }]);
  });

  it('never charges a card sent anyway', async () => {
    const draft = await readyIntake(t.app, profileOf('covered.two@example.test', '(202) 555-0163'), {}, covering.partnerId);
    const res = await checkout(t.app, draft, checkoutBody(draft));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ billedTo: 'PARTNER' });
    expect(await paymentsOfIntake(draft.id)).toEqual([]);
  });

  it("refuses a patient-paid partner's checkout without a card (422) and creates nothing", async () => {
    const demo = await demoPartner(t);
    const draft = await readyIntake(t.app, profileOf('no.card@example.test', '(202) 555-0164'), {}, demo.partnerId);
    const res = await checkout(t.app, draft, withoutCard(checkoutBody(draft)));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'PAYMENT_REQUIRED', message: 'Enter a card to pay for your treatment' });
    expect(await orderOf(draft.id)).toBeUndefined();
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'no.card@example.test').execute()).toEqual([]);
  });
});

describe('an order billed to the partner', () => {
  let patient: string;
  let orderId: string;
  beforeAll(async () => {
    const draft = await readyIntake(t.app, profileOf('covered.three@example.test', '(202) 555-0165'), {}, covering.partnerId);
    expect((await checkout(t.app, draft, withoutCard(checkoutBody(draft)))).status).toBe(201);
    orderId = (await orderOf(draft.id))!.id;
    patient = (await signIn(t.app, 'covered.three@example.test', 'a-long-password-1')).accessToken;
  });

  it('shows the patient who pays, and refuses their payment of it (409) without charging', async () => {
    const detail = await call(t.app, { method: 'GET', url: `/patient/orders/${orderId}`, token: patient });
    expect(detail.body.data).toMatchObject({ billedTo: 'PARTNER', paymentStatus: 'UNPAID', payments: [] });
    const pay = await call(t.app, {
      method: 'POST',
      url: '/payment-intent',
      token: patient,
      payload: { orderId, payment: CARD, idempotencyKey: `pay-${orderId}` },
    });
    expect(pay.status).toBe(409);
    expect(pay.body).toMatchObject({ message: 'Your partner pays for this order: there is nothing for you to pay' });
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });

  it("goes on the partner's invoice once approved, and is paid when the partner pays the invoice", async () => {
    await sql`UPDATE orders SET status = 'APPROVED', doctor_approve_questions_status = 'APPROVED', created_at = '2025-03-10T10:00:00Z' WHERE id = ${orderId}`.execute(
      t.db,
    );
    const generated = await generateInvoices(systemContext(t.app, 'partner-billed test'), {
      periodStart: '2025-03-01',
      periodEnd: '2025-03-31',
    });
    expect(generated).toEqual({ invoices: 1 });
    const token = covering.session.accessToken;
    const list = await call(t.app, { method: 'GET', url: '/gym-owner/invoices', token });
    const [invoice] = (list.body.data as unknown as { items: { id: string; itemCount: number }[] }).items;
    expect(invoice).toMatchObject({ itemCount: 1 });
    const card = await call(t.app, { method: 'POST', url: '/gym-owner/setup-intent', token, payload: { payment: CARD } });
    expect(card.status).toBe(201);
    const charged = await call(t.app, { method: 'POST', url: `/gym-owner/invoices/${invoice.id}/charge`, token });
    expect(charged.status).toBe(200);
    const order = await t.db.selectFrom('orders').select(['payment_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('PAID');
  });
});

describe("a partner-billed patient's renewal", () => {
  it('takes no card and bills the partner; the demo partner switched back to patient-paid asks for one again', async () => {
    const demo = await demoPartner(t);
    await t.db.updateTable('partners').set({ billing_mode: 'PARTNER_BILLED' }).where('id', '=', demo.partnerId).execute();
    const renewal = await startRenewal(t, '2025550108');
    expect(renewal.partner).toMatchObject({ coversTreatment: true });
    const body = {
      renewalToken: renewal.renewalToken,
      answers: completed(renewal.intake.answers, renewal.questionsList),
      planId: 'monthly',
      productVariationKey: 'semaglutide-starter',
      idempotencyKey: `renewal-${renewal.intake.id}`,
    };

    await t.db.updateTable('partners').set({ billing_mode: 'PATIENT_PAID' }).where('id', '=', demo.partnerId).execute();
    const refused = await call(t.app, { method: 'POST', url: '/patients/create-renewal-order-questionnaire', payload: body });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    expect(await orderOf(renewal.intake.id)).toBeUndefined();

    await t.db.updateTable('partners').set({ billing_mode: 'PARTNER_BILLED' }).where('id', '=', demo.partnerId).execute();
    const res = await call(t.app, { method: 'POST', url: '/patients/create-renewal-order-questionnaire', payload: body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ billedTo: 'PARTNER' });
    expect(await orderOf(renewal.intake.id)).toMatchObject({ billed_to: 'PARTNER', payment_status: 'UNPAID' });
    expect(await paymentsOfIntake(renewal.intake.id)).toEqual([]);
    await t.db.updateTable('partners').set({ billing_mode: 'PATIENT_PAID' }).where('id', '=', demo.partnerId).execute();
  });
});

describe('billing transfer: the partner decides who pays', () => {
  let gym: TestPartner;
  const put = (token: string, billingMode: string) =>
    call(t.app, { method: 'PUT', url: '/gym-owner/billing-transfer', token, payload: { billingMode } });
  beforeAll(async () => {
    gym = await createPartner(t, 'switching.gym@example.test', 'Switching Gym');
  });

  it('needs a default card before the business pays, then its link takes no card; switching back asks for one again', async () => {
    const token = gym.session.accessToken;
    const start = await call(t.app, { method: 'GET', url: '/gym-owner/billing-transfer', token });
    expect(start.body.data).toEqual({ billingMode: 'PATIENT_PAID', defaultCardLast4: null, canChange: true });

    const refused = await put(token, 'PARTNER_BILLED');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'NO_DEFAULT_CARD',
      message: "Add a card on Billing first: your business's invoices are charged to it.",
    });
    expect((await call(t.app, { method: 'GET', url: `/sign-up-patient/${gym.partnerId}` })).body.data).toMatchObject({
      coversTreatment: false,
    });

    expect((await call(t.app, { method: 'POST', url: '/gym-owner/setup-intent', token, payload: { payment: CARD } })).status).toBe(201);
    const changed = await put(token, 'PARTNER_BILLED');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      message: 'Billing updated successfully',
      data: { billingMode: 'PARTNER_BILLED', defaultCardLast4: '4242' },
    });
    expect((await call(t.app, { method: 'GET', url: `/sign-up-patient/${gym.partnerId}` })).body.data).toMatchObject({
      coversTreatment: true,
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'details'])
      .where('resource_type', '=', 'partner_billing_mode')
      .where('resource_id', '=', gym.partnerId)
      .where('action', '=', 'UPDATE')
      .execute();
    expect(audit).toEqual([{ action: 'UPDATE', details: { from: 'PATIENT_PAID', to: 'PARTNER_BILLED' } }]);

    expect((await put(token, 'PATIENT_PAID')).body.data).toMatchObject({ billingMode: 'PATIENT_PAID' });
    expect((await call(t.app, { method: 'GET', url: `/sign-up-patient/${gym.partnerId}` })).body.data).toMatchObject({
      coversTreatment: false,
    });
  });

  it("is the owner's decision: a delegate sees it but may not change it (403); other roles get 403", async () => {
    const granted = await call(t.app, {
      method: 'POST',
      url: '/gym-owner/delegate-access',
      token: gym.session.accessToken,
      payload: { email: 'support@demo.test' },
    });
    expect(granted.status).toBe(201);
    const support = await signIn(t.app, 'support@demo.test', DEMO_PASSWORD);
    const accessId = (granted.body.data as unknown as { id: string }).id;
    const selected = await send(t.app, 'POST', '/auth/select-delegate-access', support.accessToken, { delegateAccessId: accessId });
    const token = (selected.body.data as { delegateAccessToken: string }).delegateAccessToken;
    const seen = await call(t.app, { method: 'GET', url: '/gym-owner/billing-transfer', token });
    expect(seen.body.data).toMatchObject({ billingMode: 'PATIENT_PAID', canChange: false });
    const denied = await put(token, 'PARTNER_BILLED');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Only the account owner decides who pays, not a delegate acting for them.');

    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    expect((await call(t.app, { method: 'GET', url: '/gym-owner/billing-transfer', token: doctor.accessToken })).status).toBe(403);
    expect((await put(doctor.accessToken, 'PARTNER_BILLED')).status).toBe(403);
  });
});
