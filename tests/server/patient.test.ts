import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, send, createTestApp, DEMO_PASSWORD, signIn, updatedProfile, type Session, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { checkout, checkoutBody, completed, PROFILE, readyIntake } from './helpers/intake';

let t: TestApp;
let pat: Session;
let other: Session;
let otherOrderId: string;

beforeAll(async () => {
  t = await createTestApp();
  pat = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
  other = await signIn(t.app, 'riley.thompson@demo.test', DEMO_PASSWORD);
  const list = await call(t.app, { method: 'GET', url: '/patient/orders', token: other.accessToken });
  otherOrderId = (list.body.data as unknown as { orders: { id: string }[] }).orders[0].id;
});
afterAll(() => t.close());

describe('patient profile', () => {
  it('reads the profile and writes an audit row', async () => {
    const res = await call(t.app, { method: 'GET', url: '/patient/profile', token: pat.accessToken });
    expect(res.body.data).toEqual({
      firstName: 'Pat',
      lastName: 'Jordan',
      email: 'patient@demo.test',
      phoneNumber: '+12025550108',
      address1: '100 Market Street',
      address2: null,
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94105',
      country: 'US',
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'resource_type', 'patient_id'])
      .where('resource_type', '=', 'patient_profile')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'READ', patient_id: expect.any(String) })]);
  });

  it('merges only the non-empty fields; address fields go to the patient record', async () => {
    const res = await send(t.app, 'PUT', '/patient/profile', pat.accessToken, {
      firstName: 'Patricia',
      lastName: '',
      city: 'Oakland',
      phoneNumber: '(415) 555-0199',
    });
    expect(updatedProfile(res)).toMatchObject({
      firstName: 'Patricia',
      lastName: 'Jordan',
      city: 'Oakland',
      phoneNumber: '+14155550199',
      address1: '100 Market Street',
    });
    const patient = await t.db
      .selectFrom('patients')
      .innerJoin('users', 'users.id', 'patients.user_id')
      .select(['patients.city', 'users.first_name'])
      .where('users.email', '=', 'patient@demo.test')
      .executeTakeFirstOrThrow();
    expect(patient).toEqual({ city: 'Oakland', first_name: 'Patricia' });
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const res = await send(t.app, 'PUT', '/patient/profile', pat.accessToken, { city: 'Nowhere', zipcode: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter a 5-digit ZIP code');
    const after = await call(t.app, { method: 'GET', url: '/patient/profile', token: pat.accessToken });
    expect((after.body.data as { city: string }).city).not.toBe('Nowhere');
  });

  it('is for patients only', async () => {
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    expect((await call(t.app, { method: 'GET', url: '/patient/profile', token: doctor.accessToken })).status).toBe(403);
  });
});

describe('patient orders', () => {
  it("lists only one's own orders, paginated with the total", async () => {
    const res = await call(t.app, { method: 'GET', url: '/patient/orders?page=1&limit=10&sort=createdAt:desc', token: pat.accessToken });
    const data = res.body.data as unknown as { orders: { id: string; status: string }[]; total: number };
    expect(data.total).toBe(1);
    expect(data.orders.map((o) => o.status)).toEqual(['SHIPPED']);
    expect(data.orders.map((o) => o.id)).not.toContain(otherOrderId);
  });

  it('paginates, searches and sorts in SQL', async () => {
    const draft = await readyIntake(t.app, { ...PROFILE, email: 'many@example.test' });
    await checkout(t.app, draft, checkoutBody(draft, { productVariationKey: 'tirzepatide-starter' }));
    const many = await signIn(t.app, 'many@example.test', 'a-long-password-1');
    // A second order for the same patient, made directly.
    const first = await t.db.selectFrom('orders').selectAll().where('intake_id', '=', draft.id).executeTakeFirstOrThrow();
    await t.db
      .insertInto('orders')
      .values({
        patient_id: first.patient_id,
        product_variation_key: 'semaglutide-starter',
        amount_cents: 24900,
        status: 'APPROVED',
        created_at: new Date(Date.now() + 1000),
      })
      .execute();

    const page1 = (await call(t.app, { method: 'GET', url: '/patient/orders?page=1&limit=1&sort=createdAt:desc', token: many.accessToken }))
      .body.data as unknown as { orders: { productName: string }[]; total: number };
    const page2 = (await call(t.app, { method: 'GET', url: '/patient/orders?page=2&limit=1&sort=createdAt:desc', token: many.accessToken }))
      .body.data as unknown as { orders: { productName: string }[]; total: number };
    expect([page1.total, page2.total]).toEqual([2, 2]);
    expect([page1.orders[0].productName, page2.orders[0].productName]).toEqual(['Compounded semaglutide', 'Compounded tirzepatide']);
    const search = (await call(t.app, { method: 'GET', url: '/patient/orders?search=tirzep', token: many.accessToken })).body
      .data as unknown as { total: number };
    expect(search.total).toBe(1);
    const meds = (await call(t.app, { method: 'GET', url: '/patient/me/medications', token: many.accessToken })).body.data as unknown as {
      medications: { productName: string; status: string }[];
    };
    expect(meds.medications).toEqual([expect.objectContaining({ productName: 'Compounded semaglutide', status: 'APPROVED' })]);
    const bad = await call(t.app, { method: 'GET', url: '/patient/orders?sort=password:asc', token: many.accessToken });
    expect(bad.status).toBe(400);
  });

  it("shows one's own order in detail, and 404 for another patient's", async () => {
    const list = (await call(t.app, { method: 'GET', url: '/patient/orders', token: pat.accessToken })).body.data as unknown as {
      orders: { id: string }[];
    };
    const mine = await call(t.app, { method: 'GET', url: `/patient/orders/${list.orders[0].id}`, token: pat.accessToken });
    expect(mine.body.data).toMatchObject({
      status: 'SHIPPED',
      statusLabel: 'Shipped',
      trackingNumber: expect.any(String),
      doctorName: 'Dr. Dana Whitfield',
    });
    const theirs = await call(t.app, { method: 'GET', url: `/patient/orders/${otherOrderId}`, token: pat.accessToken });
    expect(theirs.status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/patients/orders/${otherOrderId}`, token: pat.accessToken })).status).toBe(404);
    const denied = await auditOutcomes(t.db, { resource_id: otherOrderId, outcome: 'DENIED' });
    expect(denied.length).toBe(2);
  });

  it("answers the questions behind one's own order", async () => {
    const list = (await call(t.app, { method: 'GET', url: '/patient/orders', token: pat.accessToken })).body.data as unknown as {
      orders: { id: string }[];
    };
    const res = await call(t.app, { method: 'GET', url: `/patients/orders/${list.orders[0].id}`, token: pat.accessToken });
    const data = res.body.data as unknown as { questionsList: { id: string }[]; answers: Record<string, unknown> };
    expect(data.questionsList.length).toBeGreaterThan(5);
    expect(Object.keys(data.answers).length).toBe(data.questionsList.length);
  });

  it("reads one's own patient record, 404 for another's", async () => {
    const mine = await call(t.app, { method: 'GET', url: `/patients/${(pat.user as { id: string }).id}`, token: pat.accessToken });
    expect(mine.body.data).toMatchObject({ email: 'patient@demo.test', dateOfBirth: '1986-04-12' });
    expect(
      (await call(t.app, { method: 'GET', url: `/patients/${(other.user as { id: string }).id}`, token: pat.accessToken })).status,
    ).toBe(404);
  });
});

describe('returning patients', () => {
  it('finds the renewal by phone only with the texted code, pre-fills the last answers and creates a renewal order', async () => {
    const first = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-renewal-questionnaire-by-phone/${encodeURIComponent('(202) 555-0108')}`,
    });
    expect(first.body.data).toEqual({ codeSent: true, maskedPhone: '•••-•••-0108' });
    const sms = await call(t.app, { method: 'GET', url: `/dev/outbox?to=${encodeURIComponent('+12025550108')}&limit=1` });
    const code = /\d{6}/.exec((sms.body.data as unknown as { body: string }[])[0].body)![0];

    const wrong = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-renewal-questionnaire-by-phone/2025550108?code=${code === '000000' ? '111111' : '000000'}`,
    });
    expect(wrong.status).toBe(401);
    const res = await call(t.app, { method: 'GET', url: `/patients/get-patient-renewal-questionnaire-by-phone/2025550108?code=${code}` });
    expect(res.status).toBe(200);
    const data = res.body.data as unknown as {
      renewalToken: string;
      intake: { kind: string; answers: Record<string, unknown> };
      questionsList: { id: string; key: string; type: string; options: { value: string }[] }[];
    };
    expect(data.intake.kind).toBe('RENEWAL');
    const pregnant = data.questionsList.find((q) => q.key === 'pregnant_breastfeeding')!;
    expect(data.intake.answers[pregnant.id]).toBe(false);
    // Weight today starts at the last weight on file (the intake said 210 lb; the demo patient logged 208.4 lb since,
    // seed-outcomes.ts): the patient changes only what is new.
    const weightToday = data.questionsList.find((q) => q.key === 'current_weight')!;
    expect(data.intake.answers[weightToday.id]).toBe(208.4);

    // The owner saves progress on the renewal while signed in.
    const progress = await send(t.app, 'PUT', '/patients/questionnaire-progress', pat.accessToken, {
      intakeId: (data.intake as unknown as { id: string }).id,
      currentStep: 'safety',
    });
    expect(progress.body.data).toMatchObject({ intake: { currentStep: 'safety' } });
    const answers = completed(data.intake.answers, data.questionsList);
    const order = await call(t.app, {
      method: 'POST',
      url: '/patients/create-renewal-order-questionnaire',
      payload: {
        renewalToken: data.renewalToken,
        answers,
        planId: 'quarterly',
        productVariationKey: 'semaglutide-starter',
        payment: { paymentMethodId: 'pm_card_visa' },
        idempotencyKey: 'renewal-key-1',
      },
    });
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({ amountCents: 67230, status: 'PENDING_REVIEW' });
    const row = await t.db
      .selectFrom('orders')
      .select(['kind', 'plan_months'])
      .where('id', '=', (order.body.data as { orderId: string }).orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'RENEWAL', plan_months: 3 });
  });

  it('answers an unknown phone exactly like a known one and sends nothing', async () => {
    const res = await call(t.app, { method: 'GET', url: '/patients/get-patient-renewal-questionnaire-by-phone/2025550999' });
    expect(res.body.data).toEqual({ codeSent: true, maskedPhone: '•••-•••-0999' });
    const sms = await call(t.app, { method: 'GET', url: `/dev/outbox?to=${encodeURIComponent('+12025550999')}` });
    expect(sms.body.data).toEqual([]);
  });
});

describe('payments for signed-in patients', () => {
  it('pays an unpaid order once; a decline marks it failed and says why', async () => {
    const patient = await t.db
      .selectFrom('patients')
      .innerJoin('users', 'users.id', 'patients.user_id')
      .select('patients.id')
      .where('users.email', '=', 'patient@demo.test')
      .executeTakeFirstOrThrow();
    const unpaid = await t.db
      .insertInto('orders')
      .values({ patient_id: patient.id, product_variation_key: 'semaglutide-starter', amount_cents: 24900, payment_status: 'UNPAID' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decline = await send(t.app, 'POST', '/payment-intent', pat.accessToken, {
      orderId: unpaid.id,
      idempotencyKey: 'pay-1-declined',
      payment: { paymentMethodId: 'pm_card_visa_chargeDeclinedInsufficientFunds' },
    });
    expect(decline.status).toBe(402);
    expect(decline.body.message).toBe('Your card has insufficient funds.');
    expect(
      (await t.db.selectFrom('orders').select('payment_status').where('id', '=', unpaid.id).executeTakeFirstOrThrow()).payment_status,
    ).toBe('FAILED');
    const body = {
      orderId: unpaid.id,
      idempotencyKey: 'pay-1-ok',
      payment: { paymentMethodId: 'pm_card_visa' },
    };
    const ok = await call(t.app, { method: 'POST', url: '/payment-intent', token: pat.accessToken, payload: body });
    const again = await call(t.app, { method: 'POST', url: '/payment-intent', token: pat.accessToken, payload: body });
    expect([ok.status, again.status]).toEqual([200, 200]);
    expect(
      await t.db.selectFrom('payments').select('status').where('order_id', '=', unpaid.id).where('status', '=', 'SUCCEEDED').execute(),
    ).toHaveLength(1);
    const stranger = await send(t.app, 'POST', '/payment-intent', other.accessToken, { ...body, idempotencyKey: 'pay-1-stranger' });
    expect(stranger.status).toBe(404);
  });

  it('starts a subscription and charges the first period', async () => {
    const res = await send(t.app, 'POST', '/subscription', pat.accessToken, {
      planId: 'monthly',
      productVariationKey: 'tirzepatide-starter',
      idempotencyKey: 'subscription-1',
      payment: { paymentMethodId: 'pm_card_visa' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'ACTIVE', planMonths: 1, productVariationKey: 'tirzepatide-starter' });
  });
});

describe('catalog', () => {
  it('lists variations, states and plans', async () => {
    const variations = (await call(t.app, { method: 'GET', url: '/patients/product-variations' })).body.data as unknown as {
      productVariations: { key: string }[];
    };
    expect(variations.productVariations.map((v) => v.key)).toEqual([
      'semaglutide-starter',
      'semaglutide-maintenance',
      'tirzepatide-starter',
      'tirzepatide-maintenance',
    ]);
    const states = (await call(t.app, { method: 'GET', url: '/patients/states' })).body.data as unknown as { states: { code: string }[] };
    expect(states.states).toHaveLength(51);
    const plans = (await call(t.app, { method: 'GET', url: '/pricing-plans' })).body.data as unknown as { plans: { id: string }[] };
    expect(plans.plans.map((p) => p.id)).toEqual(['monthly', 'quarterly', 'semiannual']);
  });
});
