import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPharmacyStatusOnce } from '../../server/jobs/pharmacy-status';
import { call, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { approvedOrder, type OrderValues } from './helpers/orders';

let t: TestApp;
let doc: Session;
let medical: Session;

beforeAll(async () => {
  t = await createTestApp();
  doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  medical = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

type Rx = {
  id: string;
  status: string;
  externalId: string | null;
  trackingNumber: string | null;
  failureReason: string | null;
  pharmacy: { provider: string; name: string } | null;
  directions: string;
  quantity: number;
  refills: number;
  daysSupply: number;
  note: string | null;
};

const patientOf = (email: string) =>
  t.db
    .selectFrom('patients')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select(['patients.id', 'patients.user_id', 'patients.doctor_id', 'patients.partner_id'])
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
const doctorRow = (email: string) =>
  t.db
    .selectFrom('doctors')
    .innerJoin('users', 'users.id', 'doctors.user_id')
    .select('doctors.id')
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();

const UNCONFIRMED_RX = { rx_dose: null, rx_directions: null, rx_quantity: null, rx_refills: null, rx_days_supply: null };

/** A fresh order for a seeded patient, approved and paid, its prescription confirmed, unless told otherwise. */
const order = (email: string, values: OrderValues = {}) => approvedOrder(t.db, email, values);

const send = (provider: 'rx-provider' | 'digital-rx', orderId: string, token = doc.accessToken) =>
  call(t.app, { method: 'POST', url: `/doctors/${provider}/send-prescription`, token, payload: { orderId } });
const check = (orderId: string, token = doc.accessToken) =>
  call(t.app, { method: 'POST', url: '/doctors/digital-rx/check-prescription-status', token, payload: { orderId } });
const rowsOf = async (orderId: string) => {
  const prescriptions = await t.db.selectFrom('prescriptions').select(['id', 'status']).where('order_id', '=', orderId).execute();
  const atPharmacy = prescriptions.length
    ? await t.db
        .selectFrom('sandbox_pharmacy_orders')
        .select('id')
        .where(
          'reference',
          'in',
          prescriptions.map((p) => p.id),
        )
        .execute()
    : [];
  return { prescriptions, atPharmacy };
};
const orderStatus = async (orderId: string) =>
  await t.db.selectFrom('orders').select(['status', 'tracking_number']).where('id', '=', orderId).executeTakeFirstOrThrow();
/** Time passes at the sandbox pharmacy: its records say they were received `seconds` earlier. */
const pharmacyTimePasses = (seconds: number) =>
  sql`UPDATE sandbox_pharmacy_orders SET received_at = received_at - make_interval(secs => ${seconds})`.execute(t.db);

describe('sending a prescription to a pharmacy', () => {
  it("sends the seeded approved order to the RX provider's sandbox and moves the order to the pharmacy", async () => {
    const jamie = (
      await t.db
        .selectFrom('orders')
        .innerJoin('patients', 'patients.id', 'orders.patient_id')
        .innerJoin('users', 'users.id', 'patients.user_id')
        .select('orders.id')
        .where('users.email', '=', 'jamie.ortiz@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
    const confirmed = await call(t.app, {
      method: 'PATCH',
      url: `/doctors/orders/${jamie}`,
      token: doc.accessToken,
      payload: {
        rxInformation: { dose: '2.5 mg', directions: 'Inject 2.5 mg under the skin once a week.', quantity: 4, refills: 0, daysSupply: 28 },
      },
    });
    expect(confirmed.status).toBe(200);
    const res = await send('rx-provider', jamie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order sent to RX provider successfully');
    expect(res.body.data).toMatchObject({
      orderId: jamie,
      status: 'RECEIVED',
      patientName: 'Jamie Ortiz',
      medication: 'tirzepatide',
      pharmacy: { provider: 'RX_PROVIDER', name: 'RX Provider Pharmacy' },
      externalId: expect.stringMatching(/^RXP-/),
    });
    expect((await orderStatus(jamie)).status).toBe('SENT_TO_PHARMACY');
    const { atPharmacy } = await rowsOf(jamie);
    expect(atPharmacy).toEqual([{ id: (res.body.data as unknown as Rx).externalId }]);
  });

  it('sends to Digital Rx the one dose and the amounts the doctor confirmed', async () => {
    const id = await order('riley.thompson@demo.test');
    const res = await send('digital-rx', id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order sent to Digital Rx provider successfully');
    expect(res.body.data).toMatchObject({
      status: 'RECEIVED',
      pharmacy: { provider: 'DIGITAL_RX', name: 'Digital Rx Pharmacy' },
      externalId: expect.stringMatching(/^DRX-/),
      dose: '0.25 mg',
      directions: 'Inject 0.25 mg under the skin once a week, on the same day each week.',
      quantity: 4,
      refills: 0,
      daysSupply: 28,
    });
  });

  it('refuses to send before the doctor confirms one dose, the directions and the amounts', async () => {
    const id = await order('riley.thompson@demo.test', UNCONFIRMED_RX);
    const refused = await send('digital-rx', id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'RX_INCOMPLETE',
      message: "Prepare the prescription first: confirm one dose, the directions, quantity, refills and days' supply",
    });
    expect(await rowsOf(id)).toEqual({ prescriptions: [], atPharmacy: [] });
    expect((await orderStatus(id)).status).toBe('APPROVED');

    const confirm = (rxInformation: Record<string, unknown>) =>
      call(t.app, { method: 'PATCH', url: `/doctors/orders/${id}`, token: doc.accessToken, payload: { rxInformation } });
    // A range, or a dose outside the product's range, is refused.
    expect((await confirm({ dose: '0.25 mg to 1 mg' })).status).toBe(400);
    const outside = await confirm({ dose: '2.4 mg' });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toMatch(/^Choose one of the doses of .+: 0.25 mg, 0.5 mg, 1 mg$/);
    // One dose alone is not enough either.
    expect((await confirm({ dose: '0.5 mg' })).status).toBe(200);
    expect((await send('digital-rx', id)).status).toBe(422);

    const rx = { dose: '0.5 mg', directions: 'Inject 0.5 mg under the skin every Monday.', quantity: 4, refills: 0, daysSupply: 28 };
    expect((await confirm(rx)).status).toBe(200);
    const sent = await send('digital-rx', id);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject(rx);
  });

  it('refuses a second send: 409, still one prescription and one pharmacy record', async () => {
    const id = await order('riley.thompson@demo.test');
    expect((await send('digital-rx', id)).status).toBe(200);
    const again = await send('digital-rx', id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This prescription was already sent to Digital Rx Pharmacy');
    const elsewhere = await send('rx-provider', id);
    expect(elsewhere.status).toBe(409);
    const { prescriptions, atPharmacy } = await rowsOf(id);
    expect(prescriptions).toHaveLength(1);
    expect(atPharmacy).toHaveLength(1);
  });

  it('lets exactly one of two sends at the same moment through', async () => {
    const id = await order('riley.thompson@demo.test');
    const results = await Promise.all([send('digital-rx', id), send('digital-rx', id), send('rx-provider', id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const { prescriptions, atPharmacy } = await rowsOf(id);
    expect(prescriptions).toHaveLength(1);
    expect(atPharmacy).toHaveLength(1);
  });

  it.each([
    ['under review', { status: 'PENDING_REVIEW', doctor_approve_questions_status: null }],
    ['denied', { status: 'DENIED', doctor_approve_questions_status: 'DENIED' }],
    ['cancelled', { status: 'CANCELLED' }],
    ['approved by status only', { doctor_approve_questions_status: null }],
  ])('never prescribes or sends an order %s', async (_, values) => {
    const id = await order('quinn.marshall@demo.test', values);
    for (const res of [
      await send('rx-provider', id),
      await call(t.app, { method: 'POST', url: '/doctors/prescriptions', token: doc.accessToken, payload: { orderId: id } }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The intake has not been approved, so no prescription can be written');
    }
    expect((await rowsOf(id)).prescriptions).toEqual([]);
  });

  it('refuses an unpaid order, unless the doctor created it', async () => {
    const unpaid = await order('quinn.marshall@demo.test', { payment_status: 'UNPAID' });
    const res = await send('rx-provider', unpaid);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This order is not paid yet');
    const byDoctor = await order('quinn.marshall@demo.test', {
      payment_status: 'UNPAID',
      created_by_doctor: true,
      doctor_approve_questions_status: null,
    });
    expect((await send('rx-provider', byDoctor)).status).toBe(200);
  });

  it('sends only to pharmacies assigned to the doctor', async () => {
    const user = await t.db
      .insertInto('users')
      .values({
        email: 'oregon.patient@demo.test',
        password_hash: 'x',
        first_name: 'Olive',
        last_name: 'Oregon',
        phone_number: '+15035550100',
        role: 'PATIENT',
        desire_income: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('patients')
      .values({
        user_id: user.id,
        doctor_id: (await doctorRow('medical@demo.test')).id,
        address1: '1 Pine St',
        city: 'Portland',
        state: 'OR',
        zipcode: '97201',
        country: 'US',
        date_of_birth: '1975-05-05',
      })
      .execute();
    const id = await order('oregon.patient@demo.test');
    const refused = await send('digital-rx', id, medical.accessToken);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'PHARMACY_NOT_ASSIGNED',
      message: 'Digital Rx Pharmacy is not assigned to you. Ask an administrator to assign it.',
    });
    expect((await send('rx-provider', id, medical.accessToken)).status).toBe(200);

    const pharmaciesOf = async (token: string) =>
      (
        (await call(t.app, { method: 'GET', url: '/doctors/pharmacies', token })).body.data as unknown as {
          pharmacies: { provider: string }[];
        }
      ).pharmacies
        .map((p) => p.provider)
        .sort();
    expect(await pharmaciesOf(medical.accessToken)).toEqual(['RX_PROVIDER']);
    expect(await pharmaciesOf(doc.accessToken)).toEqual(['DIGITAL_RX', 'RX_PROVIDER']);
  });

  it('keeps a refused prescription as failed with the reason, and sends it once the address is fixed', async () => {
    const patient = await patientOf('reese.coleman@demo.test');
    await t.db.updateTable('patients').set({ city: null }).where('id', '=', patient.id).execute();
    const id = await order('reese.coleman@demo.test');
    const refused = await send('digital-rx', id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "Failed to send order to Digital Rx provider: The patient's shipping address is incomplete: add the city.",
    );
    const failed = await t.db
      .selectFrom('prescriptions')
      .select(['id', 'status', 'failure_reason'])
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'FAILED', failure_reason: "The patient's shipping address is incomplete: add the city." });
    expect((await orderStatus(id)).status).toBe('APPROVED');

    await t.db.updateTable('patients').set({ city: 'Sacramento' }).where('id', '=', patient.id).execute();
    const sent = await send('digital-rx', id);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ id: failed.id, status: 'RECEIVED', failureReason: null });
  });

  it("answers 404 for another doctor's order, and audits every attempt", async () => {
    const id = await order('riley.thompson@demo.test');
    expect((await send('rx-provider', id, medical.accessToken)).status).toBe(404);
    expect((await rowsOf(id)).prescriptions).toEqual([]);
    const sent = await send('rx-provider', id);
    const rxId = (sent.body.data as unknown as Rx).id;
    expect((await call(t.app, { method: 'GET', url: `/doctors/prescriptions/${rxId}`, token: medical.accessToken })).status).toBe(404);
    expect((await check(id, medical.accessToken)).status).toBe(404);

    const medicalUser = await t.db.selectFrom('users').select('id').where('email', '=', 'medical@demo.test').executeTakeFirstOrThrow();
    const doctorUser = await t.db.selectFrom('users').select('id').where('email', '=', 'doctor@demo.test').executeTakeFirstOrThrow();
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['actor_user_id', 'action', 'outcome', 'resource_type', 'resource_id', 'patient_id'])
      .where('resource_type', '=', 'prescription')
      .where('details', 'is not', null)
      .where(sql<boolean>`details->>'orderId' = ${id}`)
      .orderBy('timestamp')
      .execute();
    const patient = await patientOf('riley.thompson@demo.test');
    expect(audit).toEqual(
      expect.arrayContaining([
        {
          actor_user_id: medicalUser.id,
          action: 'SEND_TO_PHARMACY',
          outcome: 'DENIED',
          resource_type: 'prescription',
          resource_id: null,
          patient_id: null,
        },
        {
          actor_user_id: doctorUser.id,
          action: 'CREATE',
          outcome: 'SUCCESS',
          resource_type: 'prescription',
          resource_id: rxId,
          patient_id: patient.id,
        },
        {
          actor_user_id: doctorUser.id,
          action: 'SEND_TO_PHARMACY',
          outcome: 'SUCCESS',
          resource_type: 'prescription',
          resource_id: rxId,
          patient_id: patient.id,
        },
        {
          actor_user_id: medicalUser.id,
          action: 'CHECK_PHARMACY_STATUS',
          outcome: 'DENIED',
          resource_type: 'prescription',
          resource_id: null,
          patient_id: null,
        },
      ]),
    );
    const read = await auditOutcomes(t.db, { action: 'READ', resource_id: rxId, actor_user_id: medicalUser.id });
    expect(read).toEqual(['DENIED']);
  });
});

describe('pharmacy status', () => {
  it('follows Digital Rx from received to processing to shipped; the patient then sees the tracking number', async () => {
    const id = await order('jamie.ortiz@demo.test');
    await send('digital-rx', id);
    let res = await check(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Prescription status retrieved successfully',
      data: { status: 'RECEIVED', trackingNumber: null },
    });
    await pharmacyTimePasses(30);
    expect((await check(id)).body.data).toMatchObject({ status: 'PROCESSING' });
    expect((await orderStatus(id)).status).toBe('SENT_TO_PHARMACY');
    await pharmacyTimePasses(30);
    res = await check(id);
    const tracking = (res.body.data as unknown as Rx).trackingNumber;
    expect(res.body.data).toMatchObject({ status: 'SHIPPED', trackingNumber: expect.stringMatching(/^1Z[A-Z0-9]{16}$/) });
    expect(await orderStatus(id)).toEqual({ status: 'SHIPPED', tracking_number: tracking });

    const patient = await signIn(t.app, 'jamie.ortiz@demo.test', DEMO_PASSWORD);
    const seen = await call(t.app, { method: 'GET', url: `/patient/orders/${id}`, token: patient.accessToken });
    expect(seen.body.data).toMatchObject({ status: 'SHIPPED', trackingNumber: tracking });
    const mail = await t.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', 'jamie.ortiz@demo.test')
      .where('subject', '=', 'Your order has shipped')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain(tracking);

    await pharmacyTimePasses(120);
    expect((await check(id)).body.data).toMatchObject({ status: 'DELIVERED', trackingNumber: tracking });
    expect((await orderStatus(id)).status).toBe('DELIVERED');
    // Checking again changes nothing and sends no second e-mail.
    expect((await check(id)).body.data).toMatchObject({ status: 'DELIVERED' });
    expect(
      await t.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', 'jamie.ortiz@demo.test')
        .where('subject', '=', 'Your order has shipped')
        .execute(),
    ).toHaveLength(1);
  });

  it('checks only prescriptions sent to Digital Rx', async () => {
    const id = await order('riley.thompson@demo.test');
    await send('rx-provider', id);
    const res = await check(id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This prescription was not sent to Digital Rx');
    expect((await check(await order('riley.thompson@demo.test'))).status).toBe(404);
  });

  it('is kept current by the job, which tests run one pass at a time', async () => {
    expect(t.config.PHARMACY_POLL_SECONDS).toBe(0);
    const id = await order('drew.patel@demo.test');
    await send('rx-provider', id);
    await pharmacyTimePasses(60);
    const pass = await runPharmacyStatusOnce(t.app, { olderThanSeconds: 0 });
    expect(pass.checked).toBeGreaterThan(0);
    expect(pass.failed).toBe(0);
    const { status, tracking_number } = await orderStatus(id);
    expect(status).toBe('SHIPPED');
    const patient = await signIn(t.app, 'drew.patel@demo.test', DEMO_PASSWORD);
    expect((await call(t.app, { method: 'GET', url: `/patient/orders/${id}`, token: patient.accessToken })).body.data).toMatchObject({
      status: 'SHIPPED',
      trackingNumber: tracking_number,
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['actor_user_id', 'role', 'action'])
      .where('action', '=', 'PHARMACY_STATUS')
      .where(sql<boolean>`details->>'orderId' = ${id}`)
      .execute();
    expect(audit).toEqual([{ actor_user_id: null, role: 'SYSTEM', action: 'PHARMACY_STATUS' }]);
    // Just checked: the next pass leaves it alone; a later one follows it until it is delivered.
    expect((await runPharmacyStatusOnce(t.app, { olderThanSeconds: 60 })).checked).toBe(0);
    await pharmacyTimePasses(120);
    await runPharmacyStatusOnce(t.app, { olderThanSeconds: 0 });
    expect(await orderStatus(id)).toEqual({ status: 'DELIVERED', tracking_number });
  });
});

describe('writing and listing prescriptions', () => {
  const create = (payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/doctors/prescriptions', token: doc.accessToken, payload });
  const rxInformation = {
    dose: '0.5 mg',
    directions: 'Inject 0.5 mg under the skin every Monday.',
    quantity: 2,
    refills: 1,
    daysSupply: 14,
  };

  it("writes the order's prescription once: asking again returns the first", async () => {
    const id = await order('riley.thompson@demo.test');
    const first = await create({ orderId: id, rxInformation, note: 'Start low.' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Prescription created successfully',
      data: {
        status: 'CREATED',
        medication: 'semaglutide',
        ...rxInformation,
        note: 'Start low.',
        pharmacy: null,
      },
    });
    const again = await create({ orderId: id, rxInformation: { ...rxInformation, quantity: 9 } });
    expect(again.body.data).toMatchObject({ id: (first.body.data as unknown as Rx).id, quantity: 2 });
    expect((await rowsOf(id)).prescriptions).toHaveLength(1);
  });

  it('uses the details saved on the order when the request has none', async () => {
    const id = await order('riley.thompson@demo.test', { rx_quantity: 8, doctor_note: 'Saved note' });
    expect((await create({ orderId: id })).body.data).toMatchObject({ quantity: 8, refills: 0, daysSupply: 28, note: 'Saved note' });
  });

  it('refuses bad details and changes nothing', async () => {
    const id = await order('riley.thompson@demo.test');
    const res = await create({ orderId: id, rxInformation: { ...rxInformation, quantity: 0 } });
    expect(res.status).toBe(400);
    expect((await rowsOf(id)).prescriptions).toEqual([]);
  });

  it("prescribes 'here' only for the order's own patient", async () => {
    const id = await order('riley.thompson@demo.test');
    const riley = await patientOf('riley.thompson@demo.test');
    const quinn = await patientOf('quinn.marshall@demo.test');
    expect(
      (await call(t.app, { method: 'POST', url: `/doctors/orders/${id}/users/${quinn.user_id}/rx-here`, token: doc.accessToken })).status,
    ).toBe(404);
    const res = await call(t.app, { method: 'POST', url: `/doctors/orders/${id}/users/${riley.user_id}/rx-here`, token: doc.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Prescription created successfully', data: { orderId: id, status: 'CREATED' } });
  });

  it('lists current and past prescriptions, searched and paginated', async () => {
    const list = async (query: string, token = doc.accessToken) =>
      (await call(t.app, { method: 'GET', url: `/doctors/prescriptions?${query}`, token })).body.data as unknown as {
        items: (Rx & { patientName: string })[];
        total: number;
        page: number;
        limit: number;
        totalPages: number;
      };
    const past = await list('past=true&limit=100');
    expect(past.items.length).toBeGreaterThan(0);
    expect(past.items.every((p) => ['SHIPPED', 'DELIVERED', 'CANCELLED'].includes(p.status))).toBe(true);
    const current = await list('past=false&limit=100');
    expect(current.items.every((p) => !['SHIPPED', 'DELIVERED', 'CANCELLED'].includes(p.status))).toBe(true);
    const all = await list('limit=2&page=2');
    expect(all).toMatchObject({
      page: 2,
      limit: 2,
      total: past.total + current.total,
      totalPages: Math.ceil((past.total + current.total) / 2),
    });
    expect(all.items).toHaveLength(2);
    const riley = await list('search=riley&limit=100');
    expect(riley.items.length).toBeGreaterThan(0);
    expect(riley.items.every((p) => p.patientName === 'Riley Thompson')).toBe(true);
    expect((await list('status=FAILED')).items.every((p) => p.status === 'FAILED')).toBe(true);
    expect((await list('limit=100', medical.accessToken)).items.every((p) => p.patientName === 'Olive Oregon')).toBe(true);
  });

  it('refuses other roles', async () => {
    const patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
    expect((await call(t.app, { method: 'GET', url: '/doctors/prescriptions', token: patient.accessToken })).status).toBe(403);
    expect((await send('rx-provider', await order('riley.thompson@demo.test'), patient.accessToken)).status).toBe(403);
  });
});

describe('the demo data', () => {
  // Other tests here run the pharmacy status job, which may have delivered it since: shipped or delivered, the two
  // sides agree.
  it("shows the doctor the prescription, pharmacy and tracking behind the patient's shipped order", async () => {
    const patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
    const mine = await call(t.app, { method: 'GET', url: '/patient/orders', token: patient.accessToken });
    const orders = (mine.body.data as { orders: { id: string; status: string; trackingNumber: string | null }[] }).orders;
    const shipped = orders.find((o) => o.status === 'SHIPPED' || o.status === 'DELIVERED');
    expect(shipped?.trackingNumber).toBeTruthy();
    const past = await call(t.app, { method: 'GET', url: '/doctors/prescriptions?past=true&limit=100', token: doc.accessToken });
    const rx = (past.body.data as { items: (Rx & { orderId: string })[] }).items.find((p) => p.orderId === shipped!.id);
    expect(rx).toMatchObject({ status: shipped!.status, trackingNumber: shipped!.trackingNumber, pharmacy: { provider: 'RX_PROVIDER' } });
  });
});
