import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp, patientIdByEmail } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let doc: Session;
let medical: Session;

type Order = {
  id: string;
  status: string;
  kind: string;
  patientId: string;
  productVariationKey: string;
  planMonths: number;
  amountCents: number;
  paymentStatus: string;
  approvalStatus: string;
  doctorApproveQuestionsStatus: string | null;
  createdByDoctor: boolean;
  rxInformation: Record<string, unknown>;
  doctorNote: string | null;
  prescriptionId: string | null;
};

beforeAll(async () => {
  t = await createTestApp();
  doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  medical = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

/** The seeded order of a demo patient, by the patient's e-mail. */
const orderOf = (email: string) =>
  t.db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .selectAll('orders')
    .where('users.email', '=', email)
    .orderBy('orders.created_at')
    .executeTakeFirstOrThrow();

const patientIdOf = (email: string) => patientIdByEmail(t.db, email);

const patch = (id: string, payload: unknown, token = doc.accessToken) =>
  call(t.app, { method: 'PATCH', url: `/doctors/orders/${id}`, token, payload: payload as Record<string, unknown> });
const create = (payload: unknown, token = doc.accessToken) =>
  call(t.app, { method: 'POST', url: '/doctors/create-new-order', token, payload: payload as Record<string, unknown> });
const data = (res: { body: { data?: unknown } }) => res.body.data as Order;

const NEW_PATIENT = {
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor.haddad@example.test',
  phoneNumber: '(415) 555-0177',
  dateOfBirth: '1990-05-02',
  gender: 'female',
  address1: '20 Pine Street',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94104',
};

describe('PATCH /doctors/orders/{id}', () => {
  it('changes only the fields sent, and audits it', async () => {
    const order = await orderOf('jamie.ortiz@demo.test');
    const first = await patch(order.id, { rxInformation: { directions: 'Inject 2.5 mg under the skin once a week.' } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Order updated successfully');
    expect(data(first).rxInformation).toEqual({ dose: null, directions: 'Inject 2.5 mg under the skin once a week.' });

    const second = await patch(order.id, { rxInformation: { dose: '2.5 mg', quantity: 4, refills: 1 } });
    expect(data(second).rxInformation).toEqual({
      dose: '2.5 mg',
      directions: 'Inject 2.5 mg under the skin once a week.',
      quantity: 4,
      refills: 1,
    });

    const third = await patch(order.id, { doctorNote: 'Check in after four weeks.' });
    expect(data(third)).toMatchObject({
      doctorNote: 'Check in after four weeks.',
      rxInformation: { dose: '2.5 mg', directions: 'Inject 2.5 mg under the skin once a week.', quantity: 4, refills: 1 },
      productVariationKey: order.product_variation_key,
      planMonths: order.plan_months,
      amountCents: order.amount_cents,
      status: 'APPROVED',
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['outcome', 'patient_id'])
      .where('action', '=', 'UPDATE')
      .where('resource_id', '=', order.id)
      .execute();
    expect(audit).toEqual(Array(3).fill({ outcome: 'SUCCESS', patient_id: order.patient_id }));
  });

  it('lets a paid order change dose within its product, at the price paid', async () => {
    const order = await orderOf('jamie.ortiz@demo.test');
    expect(order.product_variation_key).toBe('tirzepatide-starter');
    const res = await patch(order.id, { productVariationKey: 'tirzepatide-maintenance' });
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({ productVariationKey: 'tirzepatide-maintenance', amountCents: order.amount_cents });

    const otherProduct = await patch(order.id, { productVariationKey: 'semaglutide-starter' });
    expect(otherProduct.status).toBe(422);
    expect(otherProduct.body.code).toBe('PAID_PRODUCT');
    const plan = await patch(order.id, { planMonths: 3 });
    expect(plan.status).toBe(422);
    const after = await orderOf('jamie.ortiz@demo.test');
    expect(after).toMatchObject({ product_variation_key: 'tirzepatide-maintenance', plan_months: 1, amount_cents: order.amount_cents });
  });

  it('refuses bad input with field details and changes nothing', async () => {
    const order = await orderOf('jamie.ortiz@demo.test');
    const unknown = await patch(order.id, { productVariationKey: 'no-such-dose', doctorNote: 'should not be saved' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([expect.objectContaining({ path: 'productVariationKey' })]);
    const invalid = await patch(order.id, { rxInformation: { quantity: 0 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual([expect.objectContaining({ path: 'body.rxInformation.quantity' })]);
    expect((await patch(order.id, {})).status).toBe(400);
    expect((await patch(order.id, { status: 'APPROVED' })).status).toBe(400);
    const after = await orderOf('jamie.ortiz@demo.test');
    expect(after).toEqual(order);
  });

  it('fixes medication, plan and rx once the order has gone to the pharmacy; a note may still be added', async () => {
    const order = await orderOf('taylor.brooks@demo.test');
    expect(order.status).toBe('SENT_TO_PHARMACY');
    const rx = await patch(order.id, { rxInformation: { refills: 2 } });
    expect(rx.status).toBe(422);
    expect(rx.body.code).toBe('ORDER_FIXED');
    expect((await patch(order.id, { status: 'CANCELLED' })).status).toBe(422);
    const note = await patch(order.id, { doctorNote: 'Pharmacy confirmed receipt.' });
    expect(note.status).toBe(200);
    expect((await orderOf('taylor.brooks@demo.test')).rx_refills).toBeNull();
  });

  it('follows the prescription: a sent one fixes the order, a failed one does not', async () => {
    const created = data(await create({ patientId: await patientIdOf('jamie.ortiz@demo.test') }));
    const row = await t.db.selectFrom('orders').select(['doctor_id', 'patient_id']).where('id', '=', created.id).executeTakeFirstOrThrow();
    const rx = await t.db
      .insertInto('prescriptions')
      .values({
        order_id: created.id,
        patient_id: row.patient_id,
        doctor_id: row.doctor_id!,
        product_variation_key: created.productVariationKey,
        medication: 'semaglutide',
        dose: '0.25 mg',
        directions: 'Inject weekly',
        quantity: 4,
        refills: 0,
        days_supply: 28,
        status: 'RECEIVED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(data(await call(t.app, { method: 'GET', url: `/doctors/orders/${created.id}`, token: doc.accessToken })).prescriptionId).toBe(
      rx.id,
    );
    expect((await patch(created.id, { planMonths: 2 })).status).toBe(422);
    expect((await patch(created.id, { status: 'CANCELLED' })).status).toBe(422);
    await t.db.updateTable('prescriptions').set({ status: 'FAILED' }).where('id', '=', rx.id).execute();
    expect((await patch(created.id, { planMonths: 2 })).status).toBe(200);
  });

  it('cancels an order before it is sent, once', async () => {
    const order = await orderOf('riley.thompson@demo.test');
    const res = await patch(order.id, { status: 'CANCELLED' });
    expect(res.status).toBe(200);
    expect(data(res).status).toBe('CANCELLED');
    expect((await patch(order.id, { status: 'CANCELLED' })).status).toBe(409);
    expect((await patch(order.id, { rxInformation: { refills: 1 } })).status).toBe(422);
  });

  it("answers 404 for another doctor's order, and audits the refusal", async () => {
    const order = await orderOf('drew.patel@demo.test');
    const res = await patch(order.id, { doctorNote: 'not mine' }, medical.accessToken);
    expect(res.status).toBe(404);
    expect((await orderOf('drew.patel@demo.test')).doctor_note).toBeNull();
    const audit = await auditOutcomes(t.db, { action: 'UPDATE', resource_id: order.id, actor_user_id: medical.user.id as string });
    expect(audit).toEqual(['DENIED']);
  });
});

describe('POST /doctors/create-new-order', () => {
  it('creates an approved, unpaid order for one of my patients at the monthly price times the months', async () => {
    const patientId = await patientIdOf('jamie.ortiz@demo.test');
    const res = await create({ patientId, productVariationKey: 'tirzepatide-starter', planMonths: 3, confirmOpenOrder: true });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order created successfully');
    expect(data(res)).toMatchObject({
      patientId,
      kind: 'NEW',
      status: 'APPROVED',
      approvalStatus: 'APPROVED',
      doctorApproveQuestionsStatus: 'APPROVED',
      paymentStatus: 'UNPAID',
      createdByDoctor: true,
      productVariationKey: 'tirzepatide-starter',
      planMonths: 3,
      amountCents: 39_900 * 3,
      prescriptionId: null,
      rxInformation: { directions: null },
    });
    const row = await t.db
      .selectFrom('orders')
      .innerJoin('doctors', 'doctors.id', 'orders.doctor_id')
      .select(['doctors.user_id', 'orders.partner_id', 'orders.created_by_doctor'])
      .where('orders.id', '=', data(res).id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: doc.user.id,
      created_by_doctor: true,
      partner_id: (await orderOf('jamie.ortiz@demo.test')).partner_id,
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['outcome', 'patient_id'])
      .where('action', '=', 'CREATE')
      .where('resource_id', '=', data(res).id)
      .execute();
    expect(audit).toEqual([{ outcome: 'SUCCESS', patient_id: patientId }]);
  });

  it("starts with the catalog's first dose, and reprices an unpaid doctor order when it changes", async () => {
    const variations = (await call(t.app, { method: 'GET', url: '/doctors/product-variations', token: doc.accessToken })).body
      .data as unknown as { productVariations: { key: string; monthlyPriceCents: number }[] };
    const res = await create({ patientId: await patientIdOf('jamie.ortiz@demo.test'), confirmOpenOrder: true });
    expect(data(res)).toMatchObject({
      productVariationKey: variations.productVariations[0].key,
      planMonths: 1,
      amountCents: variations.productVariations[0].monthlyPriceCents,
    });
    const changed = await patch(data(res).id, { productVariationKey: 'tirzepatide-maintenance', planMonths: 2 });
    expect(changed.status).toBe(200);
    expect(data(changed)).toMatchObject({ productVariationKey: 'tirzepatide-maintenance', planMonths: 2, amountCents: 49_900 * 2 });
    const longer = await patch(data(res).id, { planMonths: 3 });
    expect(data(longer).amountCents).toBe(49_900 * 3);
  });

  it('creates a new patient of mine with the order, in one go', async () => {
    const res = await create({ patient: NEW_PATIENT, planMonths: 1 });
    expect(res.status).toBe(201);
    const user = await t.db
      .selectFrom('users')
      .innerJoin('patients', 'patients.user_id', 'users.id')
      .innerJoin('doctors', 'doctors.id', 'patients.doctor_id')
      .select(['users.role', 'users.phone_number'])
      .select(['patients.id', 'patients.state', 'patients.partner_id'])
      .select('doctors.user_id as doctor_user_id')
      .where('users.email', '=', NEW_PATIENT.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'PATIENT',
      phone_number: '+14155550177',
      state: 'CA',
      partner_id: null,
      doctor_user_id: doc.user.id,
    });
    expect(data(res)).toMatchObject({ patientId: user.id, createdByDoctor: true, status: 'APPROVED' });
    const list = await call(t.app, {
      method: 'GET',
      url: `/doctors/patients?search=${encodeURIComponent(NEW_PATIENT.email)}`,
      token: doc.accessToken,
    });
    expect(list.body.data).toMatchObject({ total: 1, items: [{ id: user.id, firstName: 'Noor' }] });
  });

  it('refuses a patient in a state where I am not licensed, and creates nothing', async () => {
    const res = await create({
      patient: { ...NEW_PATIENT, email: 'nv.patient@example.test', state: 'NV', city: 'Las Vegas', zipcode: '89101' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^You are not licensed in NV/);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'nv.patient@example.test').executeTakeFirst()).toBeUndefined();

    const quinn = await patientIdOf('quinn.marshall@demo.test');
    await t.db.updateTable('patients').set({ state: 'NV' }).where('id', '=', quinn).execute();
    const before = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await create({ patientId: quinn })).status).toBe(422);
    expect(
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('answers 409 for an email that already has an account', async () => {
    const res = await create({ patient: { ...NEW_PATIENT, email: 'JAMIE.ORTIZ@demo.test' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/existing patient/);
  });

  it('refuses bad input with field details and creates nothing', async () => {
    const count = () =>
      t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    const before = await count();
    const both = await create({ patientId: await patientIdOf('jamie.ortiz@demo.test'), patient: NEW_PATIENT });
    expect(both.status).toBe(400);
    const phone = await create({ patient: { ...NEW_PATIENT, email: 'bad.phone@example.test', phoneNumber: '12345678' } });
    expect(phone.status).toBe(400);
    expect(phone.body.details).toEqual([{ path: 'patient.phoneNumber', message: 'Enter a valid US phone number' }]);
    const missing = await create({ patient: { ...NEW_PATIENT, email: 'no.city@example.test', city: undefined } });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([expect.objectContaining({ path: 'body.patient.city' })]);
    const dose = await create({ patientId: await patientIdOf('jamie.ortiz@demo.test'), productVariationKey: 'no-such-dose' });
    expect(dose.status).toBe(400);
    expect(await count()).toEqual(before);
  });

  it("answers 404 for another doctor's patient", async () => {
    const res = await create({ patientId: await patientIdOf('jamie.ortiz@demo.test') }, medical.accessToken);
    expect(res.status).toBe(404);
  });

  it('asks to confirm an order while the patient has an open one of the same medication, and creates nothing until then', async () => {
    const patientId = await patientIdOf('riley.thompson@demo.test');
    const count = async () => (await t.db.selectFrom('orders').select('id').where('patient_id', '=', patientId).execute()).length;
    const first = await create({ patientId, productVariationKey: 'tirzepatide-starter', confirmOpenOrder: true });
    expect(first.status).toBe(201);
    const before = await count();
    const again = await create({ patientId, productVariationKey: 'tirzepatide-maintenance' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('OPEN_ORDER_EXISTS');
    expect(again.body.message).toMatch(/^This patient already has (an open order|\d+ open orders) of .+ \(.*#\d+/);
    expect(await count()).toBe(before);
    const confirmed = await create({ patientId, productVariationKey: 'tirzepatide-maintenance', confirmOpenOrder: true });
    expect(confirmed.status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('creates one order per Idempotency-Key: a second click gets the first answer, another request with it 422', async () => {
    const patientId = await patientIdOf('riley.thompson@demo.test');
    const count = async () => (await t.db.selectFrom('orders').select('id').where('patient_id', '=', patientId).execute()).length;
    const before = await count();
    const body = { patientId, confirmOpenOrder: true };
    const headers = { 'idempotency-key': 'start-order-attempt-1' };
    const send = (payload: Record<string, unknown>) =>
      call(t.app, { method: 'POST', url: '/doctors/create-new-order', token: doc.accessToken, payload, headers });
    const one = await send(body);
    const two = await send(body);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(data(two).id).toBe(data(one).id);
    expect(await count()).toBe(before + 1);
    expect((await send({ ...body, planMonths: 3 })).status).toBe(422);
    expect(await count()).toBe(before + 1);
  });
});
