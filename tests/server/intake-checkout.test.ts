import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers/app';
import { checkout, checkoutBody, countRows, PROFILE, readyIntake } from './helpers/intake';

/** The intake's checkout: the payment first, then the account, the patient record, the consents and the order. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (table: 'users' | 'orders' | 'payments') => countRows(t.db, table);

describe('checkout', () => {
  it('pays, then creates the patient account, patient record, consents and an order awaiting review; the patient signs in', async () => {
    const draft = await readyIntake(t.app, PROFILE, { history_pancreatitis: true });
    const res = await checkout(t.app, draft, checkoutBody(draft));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Your form was submitted successfully!',
      data: { email: PROFILE.email, amountCents: 24900, status: 'PENDING_REVIEW' },
    });
    const orderId = (res.body.data as unknown as { orderId: string }).orderId;

    const order = await t.db
      .selectFrom('orders')
      .innerJoin('patients', 'patients.id', 'orders.patient_id')
      .innerJoin('users', 'users.id', 'patients.user_id')
      .select(['orders.status', 'orders.payment_status', 'orders.screening_flags', 'orders.doctor_id'])
      .select('users.role')
      .select(['patients.state', 'patients.zipcode'])
      .where('orders.id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'PENDING_REVIEW', payment_status: 'PAID', role: 'PATIENT', state: 'CA', zipcode: '94111' });
    expect(order.screening_flags).toEqual([expect.objectContaining({ rule: 'PANCREATITIS_HISTORY', severity: 'FLAG' })]);
    expect(order.doctor_id).not.toBeNull();
    const consents = await t.db
      .selectFrom('consents')
      .select(['kind', 'text_version', 'signed_name', 'ip'])
      .where('order_id', '=', orderId)
      .orderBy('kind')
      .execute();
    expect(consents).toEqual([
      { kind: 'PRIVACY', text_version: 'privacy-notice-2026-01', signed_name: 'Nina Alvarez', ip: '127.0.0.1' },
      { kind: 'TELEHEALTH', text_version: 'telehealth-consent-2026-12', signed_name: 'Nina Alvarez', ip: '127.0.0.1' },
    ]);

    const session = await signIn(t.app, PROFILE.email, 'a-long-password-1');
    const orders = await call(t.app, { method: 'GET', url: '/patient/orders', token: session.accessToken });
    expect(orders.body.data).toMatchObject({
      total: 1,
      orders: [{ id: orderId, status: 'PENDING_REVIEW', productName: 'Compounded semaglutide' }],
    });
  });

  it('never charges twice for a retried submit with the same idempotency key', async () => {
    const draft = await readyIntake(t.app, { ...PROFILE, email: 'retry@example.test' });
    const body = checkoutBody(draft);
    const first = await checkout(t.app, draft, body);
    const second = await checkout(t.app, draft, body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((second.body.data as { orderId: string }).orderId).toBe((first.body.data as { orderId: string }).orderId);
    const payments = await t.db.selectFrom('payments').select('status').where('intake_id', '=', draft.id).execute();
    expect(payments).toEqual([{ status: 'SUCCEEDED' }]);
  });

  it.each([
    ['another plan', { planId: 'quarterly' }],
    ['another product', { productVariationKey: 'tirzepatide-starter' }],
    ['another card', { payment: { paymentMethodId: 'pm_card_mastercard' } }],
  ])('refuses the idempotency key of a paid checkout with %s (422), and still answers the same request', async (_, change) => {
    const draft = await readyIntake(t.app, { ...PROFILE, email: `reuse-${Object.keys(change)[0]}@example.test` });
    const body = checkoutBody(draft);
    const first = await checkout(t.app, draft, body);
    expect(first.status).toBe(201);
    const reused = await checkout(t.app, draft, { ...body, ...change });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ message: 'This payment key was used for another payment', code: 'PAYMENT_KEY_REUSED' });
    const again = await checkout(t.app, draft, body);
    expect((again.body.data as { orderId: string }).orderId).toBe((first.body.data as { orderId: string }).orderId);
    const payments = await t.db.selectFrom('payments').select('status').where('intake_id', '=', draft.id).execute();
    expect(payments).toEqual([{ status: 'SUCCEEDED' }]);
  });

  it('a declined card says why, takes nothing and creates no account; another card then works', async () => {
    const draft = await readyIntake(t.app, { ...PROFILE, email: 'declined@example.test' });
    const users = await rowsOf('users');
    const declined = await checkout(
      t.app,
      draft,
      checkoutBody(draft, {
        idempotencyKey: `declined-${draft.id}`,
        payment: { paymentMethodId: 'pm_card_chargeDeclined' },
      }),
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ message: 'Your card was declined.', code: 'CARD_DECLINED' });
    expect(await rowsOf('users')).toBe(users);
    expect(
      await t.db.selectFrom('payments').select(['status', 'decline_code', 'order_id']).where('intake_id', '=', draft.id).execute(),
    ).toEqual([{ status: 'DECLINED', decline_code: 'card_declined', order_id: null }]);

    const paid = await checkout(t.app, draft, checkoutBody(draft, { idempotencyKey: `second-${draft.id}` }));
    expect(paid.status).toBe(201);
  });

  it('requires the consent to be signed with the full name', async () => {
    const draft = await readyIntake(t.app, { ...PROFILE, email: 'consent@example.test' });
    const res = await checkout(
      t.app,
      draft,
      checkoutBody(draft, {
        consent: {
          signedName: 'Somebody Else',
          telehealthVersion: 'telehealth-consent-2026-12',
          privacyVersion: 'privacy-notice-2026-01',
          agreed: true,
        },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('CONSENT_NAME_MISMATCH');
  });

  it('attributes the patient and order to the partner of the link', async () => {
    const partner = await t.db.selectFrom('partners').select(['id', 'doctor_id']).executeTakeFirstOrThrow();
    const draft = await readyIntake(
      t.app,
      { ...PROFILE, email: 'linked@example.test', state: 'NY', city: 'New York', zipcode: '10001' },
      {},
      partner.id,
    );
    expect(draft.intake.partnerId).toBe(partner.id);
    const res = await checkout(t.app, draft, checkoutBody(draft));
    const order = await t.db
      .selectFrom('orders')
      .innerJoin('patients', 'patients.id', 'orders.patient_id')
      .select(['orders.partner_id', 'patients.partner_id as patient_partner', 'orders.doctor_id'])
      .where('orders.id', '=', (res.body.data as { orderId: string }).orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ partner_id: partner.id, patient_partner: partner.id, doctor_id: partner.doctor_id });
    const bad = await call(t.app, {
      method: 'POST',
      url: '/sign-up-patient/00000000-0000-4000-8000-000000000000',
      payload: { profile: {} },
    });
    expect(bad.status).toBe(404);
  });

  it('refuses a second account for an email that exists', async () => {
    const draft = await readyIntake(t.app, { ...PROFILE, email: 'patient@demo.test' });
    const res = await checkout(t.app, draft, checkoutBody(draft));
    expect(res.status).toBe(409);
  });
});
