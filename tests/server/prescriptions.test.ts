/**
 * Sending a prescription to a pharmacy: an approved, paid order with a confirmed prescription goes once, to a pharmacy
 * assigned to the doctor, by the order's doctor (404 for another's). Pharmacy status and the prescription lists:
 * prescription-status.test.ts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { prescriptionCalls, prescriptionsTestApp, type Rx, UNCONFIRMED_RX, type PrescriptionsApp } from './helpers/prescriptions';

let f: PrescriptionsApp;
beforeAll(async () => (f = await prescriptionsTestApp()));
afterAll(() => f.t.close());
const { patientOf, doctorRow, order, send, check, rowsOf, orderStatus } = prescriptionCalls(() => f);

describe('sending a prescription to a pharmacy', () => {
  it("sends the seeded approved order to the RX provider's sandbox and moves the order to the pharmacy", async () => {
    const jamie = (
      await f.t.db
        .selectFrom('orders')
        .innerJoin('patients', 'patients.id', 'orders.patient_id')
        .innerJoin('users', 'users.id', 'patients.user_id')
        .select('orders.id')
        .where('users.email', '=', 'jamie.ortiz@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
    const confirmed = await call(f.t.app, {
      method: 'PATCH',
      url: `/doctors/orders/${jamie}`,
      token: f.doc.accessToken,
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
      call(f.t.app, { method: 'PATCH', url: `/doctors/orders/${id}`, token: f.doc.accessToken, payload: { rxInformation } });
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
    ['canceled', { status: 'CANCELLED' }],
    ['approved by status only', { doctor_approve_questions_status: null }],
  ])('never prescribes or sends an order %s', async (_, values) => {
    const id = await order('quinn.marshall@demo.test', values);
    for (const res of [
      await send('rx-provider', id),
      await call(f.t.app, { method: 'POST', url: '/doctors/prescriptions', token: f.doc.accessToken, payload: { orderId: id } }),
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
    const user = await f.t.db
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
    await f.t.db
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
    const refused = await send('digital-rx', id, f.medical.accessToken);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'PHARMACY_NOT_ASSIGNED',
      message: 'Digital Rx Pharmacy is not assigned to you. Ask an administrator to assign it.',
    });
    expect((await send('rx-provider', id, f.medical.accessToken)).status).toBe(200);

    const pharmaciesOf = async (token: string) =>
      (
        (await call(f.t.app, { method: 'GET', url: '/doctors/pharmacies', token })).body.data as unknown as {
          pharmacies: { provider: string }[];
        }
      ).pharmacies
        .map((p) => p.provider)
        .sort();
    expect(await pharmaciesOf(f.medical.accessToken)).toEqual(['RX_PROVIDER']);
    expect(await pharmaciesOf(f.doc.accessToken)).toEqual(['DIGITAL_RX', 'RX_PROVIDER']);
  });

  it('keeps a refused prescription as failed with the reason, and sends it once the address is fixed', async () => {
    const patient = await patientOf('reese.coleman@demo.test');
    await f.t.db.updateTable('patients').set({ city: null }).where('id', '=', patient.id).execute();
    const id = await order('reese.coleman@demo.test');
    const refused = await send('digital-rx', id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "Failed to send order to Digital Rx provider: The patient's shipping address is incomplete: add the city.",
    );
    const failed = await f.t.db
      .selectFrom('prescriptions')
      .select(['id', 'status', 'failure_reason'])
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'FAILED', failure_reason: "The patient's shipping address is incomplete: add the city." });
    expect((await orderStatus(id)).status).toBe('APPROVED');

    await f.t.db.updateTable('patients').set({ city: 'Sacramento' }).where('id', '=', patient.id).execute();
    const sent = await send('digital-rx', id);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ id: failed.id, status: 'RECEIVED', failureReason: null });
  });

  it("answers 404 for another doctor's order, and audits every attempt", async () => {
    const id = await order('riley.thompson@demo.test');
    expect((await send('rx-provider', id, f.medical.accessToken)).status).toBe(404);
    expect((await rowsOf(id)).prescriptions).toEqual([]);
    const sent = await send('rx-provider', id);
    const rxId = (sent.body.data as unknown as Rx).id;
    expect((await call(f.t.app, { method: 'GET', url: `/doctors/prescriptions/${rxId}`, token: f.medical.accessToken })).status).toBe(404);
    expect((await check(id, f.medical.accessToken)).status).toBe(404);

    const medicalUser = await f.t.db.selectFrom('users').select('id').where('email', '=', 'medical@demo.test').executeTakeFirstOrThrow();
    const doctorUser = await f.t.db.selectFrom('users').select('id').where('email', '=', 'doctor@demo.test').executeTakeFirstOrThrow();
    const audit = await f.t.db
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
    const read = await auditOutcomes(f.t.db, { action: 'READ', resource_id: rxId, actor_user_id: medicalUser.id });
    expect(read).toEqual(['DENIED']);
  });
});
