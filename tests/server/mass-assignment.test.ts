/**
 * Mass assignment: fields a caller may not set (role, owner ids, price, status, verified staff facts) sent along
 * with a write are ignored or refused, never written. Each write is called with every such field its body does not
 * declare (read from the OpenAPI document), and the rows it touched are compared with what they must be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, patientIdByEmail, signIn, type TestApp } from './helpers/app';
import { checkout, checkoutBody, PROFILE, readyIntake } from './helpers/intake';
import { operationsOf, propertyNames, type Operation } from './helpers/openapi';
import { CARD, CONFIRMED_RX } from './helpers/owners';

let t: TestApp;
let operations: Operation[];
const tokens = { patient: '', doctor: '' };
const ids = { pat: '', patUser: '', jamie: '', jamieUser: '', doctorA: '', doctorB: '', partner: '' };

beforeAll(async () => {
  t = await createTestApp();
  operations = await operationsOf(t.app);
  tokens.patient = (await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
  tokens.doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  ids.pat = await patientIdByEmail(t.db, 'patient@demo.test');
  ids.jamie = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
  ids.doctorA = await doctorIdByEmail(t.db, 'doctor@demo.test');
  ids.doctorB = await doctorIdByEmail(t.db, 'medical@demo.test');
  const users = await t.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', ['patient@demo.test', 'jamie.ortiz@demo.test'])
    .execute();
  ids.patUser = users.find((u) => u.email === 'patient@demo.test')!.id;
  ids.jamieUser = users.find((u) => u.email === 'jamie.ortiz@demo.test')!.id;
  ids.partner = (await t.db.selectFrom('partners').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

/** Everything a caller must never set on a write: added to a body where the body does not declare the field. */
const hostile = () => ({
  id: crypto.randomUUID(),
  role: 'SUPER_ADMIN',
  isAdmin: true,
  userId: ids.jamieUser,
  patientId: ids.jamie,
  doctorId: ids.doctorB,
  partnerId: null,
  ownerUserId: ids.jamieUser,
  status: 'DELIVERED',
  approvalStatus: 'APPROVED',
  paymentStatus: 'PAID',
  amount: 1,
  amountCents: 1,
  price: 1,
  priceCents: 1,
  monthlyPriceCents: 1,
  npi: '0000000000',
  licenseStates: ['ZZ'],
  autoBilling: true,
  eligible: true,
  bmi: 10,
  deletedAt: new Date().toISOString(),
});

/** The body with every hostile field its operation does not declare. */
function withHostile(op: string, body: Record<string, unknown>) {
  const operation = operations.find((o) => o.key === op);
  if (!operation) throw new Error(`no operation ${op}`);
  const declared = new Set(propertyNames(operation.body));
  return { ...Object.fromEntries(Object.entries(hostile()).filter(([key]) => !declared.has(key))), ...body };
}

/** Ignored (2xx) or refused (400): either is fine; anything else is not. */
const ignoredOrRefused = (status: number) => expect(status < 300 || status === 400, `status ${status}`).toBe(true);

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, token: string | undefined, payload: unknown, headers = {}) =>
  call(t.app, { method, url, token, payload: payload as Record<string, unknown>, headers });

const userRow = (id: string) =>
  t.db.selectFrom('users').select(['role', 'status', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow();
const patientRow = (id: string) =>
  t.db.selectFrom('patients').select(['user_id', 'doctor_id', 'partner_id', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const orderRow = (id: string) =>
  t.db
    .selectFrom('orders')
    .select(['patient_id', 'doctor_id', 'partner_id', 'amount_cents', 'status', 'approval_status', 'payment_status', 'kind'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('fields a caller may not set are never written', () => {
  it('PUT /patient/profile: not the role, the account, the doctor, the partner or the status', async () => {
    const [user, patient] = [await userRow(ids.patUser), await patientRow(ids.pat)];
    const res = await send('PUT', '/patient/profile', tokens.patient, withHostile('PUT /patient/profile', { city: 'Oakland' }));
    ignoredOrRefused(res.status);
    expect(await userRow(ids.patUser)).toEqual(user);
    expect(await patientRow(ids.pat)).toEqual(patient);
  });

  it('PATCH /doctors/profile: not the role, status, NPI, license states or billing', async () => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'doctor@demo.test').executeTakeFirstOrThrow();
    const doctorRow = () =>
      t.db
        .selectFrom('doctors')
        .select(['user_id', 'npi', 'license_states', 'auto_billing'])
        .where('id', '=', ids.doctorA)
        .executeTakeFirstOrThrow();
    const [userBefore, doctorBefore] = [await userRow(user.id), await doctorRow()];
    const res = await send('PATCH', '/doctors/profile', tokens.doctor, withHostile('PATCH /doctors/profile', { firstName: 'Dana' }));
    ignoredOrRefused(res.status);
    expect(await userRow(user.id)).toEqual(userBefore);
    expect(await doctorRow()).toEqual(doctorBefore);
  });

  it('PUT /gym-owner: not the role, the account, the commission rate, the sales person, the doctor or billing', async () => {
    const partner = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
    const partnerRow = () =>
      t.db
        .selectFrom('partners')
        .select([
          'id',
          'user_id',
          'commission_rate_bps',
          'sales_person_id',
          'doctor_id',
          'auto_billing',
          'logo_key',
          'payout_account_status',
        ])
        .where('user_id', '=', partner.user.id as string)
        .executeTakeFirstOrThrow();
    const [userBefore, before] = [await userRow(partner.user.id as string), await partnerRow()];
    const body = withHostile('PUT /gym-owner', { businessName: 'Summit Strength', commissionRateBps: 10000, salesPersonId: null });
    const res = await send('PUT', '/gym-owner', partner.accessToken, body);
    ignoredOrRefused(res.status);
    expect(await userRow(partner.user.id as string)).toEqual(userBefore);
    expect(await partnerRow()).toEqual(before);
  });

  it('PATCH /doctors/patients/{id}: not the patient’s account, doctor, partner, status or role', async () => {
    const [user, patient] = [await userRow(ids.jamieUser), await patientRow(ids.jamie)];
    const op = 'PATCH /doctors/patients/{id}';
    const res = await send('PATCH', `/doctors/patients/${ids.jamie}`, tokens.doctor, withHostile(op, { city: 'Albany' }));
    ignoredOrRefused(res.status);
    expect(await userRow(ids.jamieUser)).toEqual(user);
    expect(await patientRow(ids.jamie)).toEqual(patient);
  });

  it('PATCH /doctors/orders/{id}: not the price, payment, approval, owner ids', async () => {
    const order = await t.db.selectFrom('orders').select('id').where('patient_id', '=', ids.jamie).executeTakeFirstOrThrow();
    const before = await orderRow(order.id);
    const res = await send(
      'PATCH',
      `/doctors/orders/${order.id}`,
      tokens.doctor,
      withHostile('PATCH /doctors/orders/{id}', { doctorNote: 'Mass assignment.' }),
    );
    ignoredOrRefused(res.status);
    expect(await orderRow(order.id)).toEqual(before);
  });

  it('PUT /gym-owner/patients/{id}: not the patient’s account, doctor, partner, status or role', async () => {
    const partner = (await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD)).accessToken;
    const [user, patient] = [await userRow(ids.jamieUser), await patientRow(ids.jamie)];
    const op = 'PUT /gym-owner/patients/{id}';
    const res = await send('PUT', `/gym-owner/patients/${ids.jamie}`, partner, withHostile(op, { city: 'Albany' }));
    ignoredOrRefused(res.status);
    expect(await userRow(ids.jamieUser)).toEqual(user);
    expect(await patientRow(ids.jamie)).toEqual(patient);
  });

  it('PATCH /gym-owner/orders/{id}: not the price, payment, owner ids or kind (the partner note only)', async () => {
    const partner = (await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD)).accessToken;
    const order = await t.db.selectFrom('orders').select('id').where('patient_id', '=', ids.jamie).executeTakeFirstOrThrow();
    const before = await orderRow(order.id);
    const op = 'PATCH /gym-owner/orders/{id}';
    const res = await send('PATCH', `/gym-owner/orders/${order.id}`, partner, withHostile(op, { partnerNote: 'Mass assignment.' }));
    ignoredOrRefused(res.status);
    expect(await orderRow(order.id)).toEqual(before);
  });

  it('POST /doctors/create-new-order: the order is the caller’s, at the catalog price, unpaid, whatever the body says', async () => {
    const plain = await send('POST', '/doctors/create-new-order', tokens.doctor, { patientId: ids.jamie, confirmOpenOrder: true });
    const op = 'POST /doctors/create-new-order';
    const res = await send(
      'POST',
      '/doctors/create-new-order',
      tokens.doctor,
      withHostile(op, { patientId: ids.jamie, confirmOpenOrder: true }),
    );
    ignoredOrRefused(res.status);
    if (res.status < 300) {
      const [expected, got] = [
        await orderRow((plain.body.data as { id: string }).id),
        await orderRow((res.body.data as { id: string }).id),
      ];
      expect(got).toEqual(expected);
      expect(got).toMatchObject({ doctor_id: ids.doctorA, patient_id: ids.jamie });
    }
  });

  it('POST /patients (checkout): charged and ordered at the catalog price, as a patient, pending review', async () => {
    const plainDraft = await readyIntake(t.app, { ...PROFILE, email: 'plain.checkout@example.test', phone: '(202) 555-0171' });
    const plain = await checkout(t.app, plainDraft, checkoutBody(plainDraft));
    expect(plain.status).toBe(201);
    const draft = await readyIntake(t.app, { ...PROFILE, email: 'hostile.checkout@example.test', phone: '(202) 555-0172' });
    const res = await send('POST', '/patients', undefined, withHostile('POST /patients', checkoutBody(draft)), {
      'x-intake-token': draft.token,
    });
    ignoredOrRefused(res.status);
    const orderOf = async (intakeId: string) =>
      t.db
        .selectFrom('orders')
        .select(['orders.amount_cents', 'orders.status', 'orders.payment_status'])
        .innerJoin('payments', 'payments.order_id', 'orders.id')
        .innerJoin('patients', 'patients.id', 'orders.patient_id')
        .innerJoin('users', 'users.id', 'patients.user_id')
        .select(['payments.amount_cents as paid', 'users.role', 'patients.doctor_id'])
        .where('orders.intake_id', '=', intakeId)
        .executeTakeFirst();
    const got = await orderOf(draft.id);
    if (res.status < 300) expect(got).toEqual(await orderOf(plainDraft.id));
    else expect(got).toBeUndefined();
  });

  it('POST /payment-intent: the charge is the order’s amount', async () => {
    const created = await send('POST', '/doctors/create-new-order', tokens.doctor, { patientId: ids.pat, confirmOpenOrder: true });
    const orderId = (created.body.data as { id: string }).id;
    await send('PATCH', `/doctors/orders/${orderId}`, tokens.doctor, { rxInformation: CONFIRMED_RX });
    const body = withHostile('POST /payment-intent', { orderId, payment: CARD, idempotencyKey: 'mass-assignment-pay' });
    ignoredOrRefused((await send('POST', '/payment-intent', tokens.patient, body)).status);
    const order = await orderRow(orderId);
    const payments = await t.db.selectFrom('payments').select(['amount_cents', 'status']).where('order_id', '=', orderId).execute();
    for (const p of payments) expect(p.amount_cents).toBe(order.amount_cents);
    expect(order.patient_id).toBe(ids.pat);
  });

  it('POST /subscription: the subscriber is the caller, active', async () => {
    const body = withHostile('POST /subscription', {
      planId: 'monthly',
      productVariationKey: 'semaglutide-starter',
      payment: CARD,
      idempotencyKey: 'mass-assignment-subscribe',
    });
    ignoredOrRefused((await send('POST', '/subscription', tokens.patient, body)).status);
    const rows = await t.db.selectFrom('subscriptions').select(['patient_id', 'status']).execute();
    expect(rows.filter((r) => r.patient_id === ids.jamie)).toEqual([]);
    expect(rows.every((r) => r.status === 'ACTIVE')).toBe(true);
  });

  it('POST /auth/sign-up/patients and a new intake: a patient, a draft without an account', async () => {
    const signUp = {
      firstName: 'Mal',
      lastName: 'Lory',
      email: 'mallory@example.test',
      password: 'a-long-password-1',
      phoneNumber: '+12025550173',
    };
    ignoredOrRefused((await send('POST', '/auth/sign-up/patients', undefined, withHostile('POST /auth/sign-up/patients', signUp))).status);
    const user = await t.db.selectFrom('users').select(['role', 'status']).where('email', '=', 'mallory@example.test').executeTakeFirst();
    if (user) expect(user).toEqual({ role: 'PATIENT', status: 'ACTIVE' });

    const op = 'POST /patients/create-patient-temp-form-questionnaire';
    const profile = { ...PROFILE, email: 'hostile.draft@example.test' };
    const res = await send('POST', '/patients/create-patient-temp-form-questionnaire', undefined, withHostile(op, { profile }));
    ignoredOrRefused(res.status);
    const intake = await t.db
      .selectFrom('intakes')
      .select(['status', 'user_id'])
      .where('email', '=', 'hostile.draft@example.test')
      .executeTakeFirst();
    if (intake) expect(intake).toEqual({ status: 'DRAFT', user_id: null });
  });
});
