/**
 * Refill check-ins over HTTP (README "Treatment plans and refill check-ins"): a renewal order is not sent to a
 * pharmacy (409, nothing changed) without its check-in, nor while a flagged one waits for a doctor's review, nor
 * while the plan is paused or canceled; answering, reviewing or resuming unblocks it. The weight becomes a WEIGHT
 * activity. Other doctors' patients 404, wrong roles 403, every change audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsDoctorReview } from '#contracts/treatment-plans';
import { call, createTestApp, DEMO_PASSWORD, patientIdByEmail, send, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { approvedOrder } from './helpers/orders';

let t: TestApp;
let pat = '';
let doctor = '';
let medical = '';
let patId = '';

const RX = {
  rx_dose: '0.5 mg',
  rx_directions: 'Inject 0.5 mg under the skin once a week.',
};
const MILD = { weight: 201.5, severity: 'MILD', sideEffects: ['NAUSEA'], missedDoses: 0, notes: 'Feeling good' };
const SEVERE = { weight: 200, severity: 'SEVERE', sideEffects: ['NAUSEA'], missedDoses: 1 };

beforeAll(async () => {
  t = await createTestApp();
  pat = (await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
  doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  medical = (await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD)).accessToken;
  patId = await patientIdByEmail(t.db, 'patient@demo.test');
});
afterAll(() => t.close());

/** A new renewal order of the demo patient, approved and paid, its prescription confirmed. */
const renewal = () =>
  approvedOrder(t.db, 'patient@demo.test', { ...RX }).then(async (id) => {
    await t.db.updateTable('orders').set({ kind: 'RENEWAL' }).where('id', '=', id).execute();
    return id;
  });
const sendRx = (orderId: string) => send(t.app, 'POST', '/doctors/rx-provider/send-prescription', doctor, { orderId });
const checkIn = (body: Record<string, unknown>, token = pat) => send(t.app, 'POST', '/patient/check-ins', token, body);
const statusOf = async (orderId: string) =>
  (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const prescriptionsOf = async (orderId: string) =>
  (await t.db.selectFrom('prescriptions').select('id').where('order_id', '=', orderId).execute()).length;

describe('the check-in form', () => {
  it('is due for the demo patient, with none answered yet', async () => {
    const res = await call(t.app, { method: 'GET', url: '/patient/check-ins', token: pat });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ due: true, items: [] });
  });

  it('refuses incomplete answers with 400 saying what is wrong, nothing written', async () => {
    const bad = [
      { ...MILD, sideEffects: [] },
      { ...MILD, severity: 'NONE' },
      { ...MILD, sideEffects: ['OTHER'] },
      { ...MILD, weight: 20 },
      { ...MILD, missedDoses: -1 },
    ];
    const before = await t.db.selectFrom('check_ins').select('id').execute();
    for (const body of bad) {
      const res = await checkIn(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(await t.db.selectFrom('check_ins').select('id').execute()).toHaveLength(before.length);
  });

  it('is for patients only (403)', async () => {
    expect((await checkIn(MILD, doctor)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/patient/check-ins', token: doctor })).status).toBe(403);
  });

  it('flags severe side effects, and vomiting or abdominal pain at moderate or worse', () => {
    expect(needsDoctorReview('SEVERE', ['NAUSEA'])).toBe(true);
    expect(needsDoctorReview('MODERATE', ['VOMITING'])).toBe(true);
    expect(needsDoctorReview('MODERATE', ['ABDOMINAL_PAIN'])).toBe(true);
    expect(needsDoctorReview('MODERATE', ['NAUSEA', 'DIARRHEA'])).toBe(false);
    expect(needsDoctorReview('MILD', ['VOMITING'])).toBe(false);
    expect(needsDoctorReview('NONE', [])).toBe(false);
  });
});

describe('sending a renewal waits for its check-in', () => {
  it('refuses the send without a check-in (409, nothing changed), then sends once it is answered', async () => {
    const orderId = await renewal();
    const refused = await sendRx(orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CHECK_IN_MISSING');
    expect(refused.body.message).toContain('check-in');
    expect(await statusOf(orderId)).toBe('APPROVED');
    expect(await prescriptionsOf(orderId)).toBe(0);
    expect(await auditOutcomes(t.db, { action: 'SEND_TO_PHARMACY', outcome: 'FAILURE', patient_id: patId })).toEqual(['FAILURE']);

    const answered = await checkIn(MILD);
    expect(answered.status).toBe(201);
    expect(answered.body.data).toMatchObject({ flagged: false, severity: 'MILD', sideEffects: ['NAUSEA'], orderId: null });
    const id = (answered.body.data as { id: string }).id;
    expect(await auditOutcomes(t.db, { action: 'CREATE', resource_type: 'check_in', resource_id: id })).toEqual(['SUCCESS']);
    // The weight is logged as a WEIGHT activity through the activities module.
    const weights = await t.db.selectFrom('activities').select(['weight', 'name']).where('patient_id', '=', patId).execute();
    expect(weights).toContainEqual({ weight: 201.5, name: 'Weight Tracking' });
    expect((await call(t.app, { method: 'GET', url: '/patient/check-ins', token: pat })).body.data).toMatchObject({ due: false });

    expect((await sendRx(orderId)).status).toBe(200);
    expect(await statusOf(orderId)).toBe('SENT_TO_PHARMACY');
    const used = await t.db.selectFrom('check_ins').select('order_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(used.order_id).toBe(orderId);

    // The check-in went with that refill: the next renewal needs a new one.
    const next = await renewal();
    expect((await sendRx(next)).body.code).toBe('CHECK_IN_MISSING');
  });

  it('holds a refill whose check-in reported severe side effects until a doctor reviews it', async () => {
    const orderId = await renewal();
    const answered = await checkIn(SEVERE);
    expect(answered.status).toBe(201);
    const checkInId = (answered.body.data as { id: string; flagged: boolean }).id;
    expect((answered.body.data as { flagged: boolean }).flagged).toBe(true);

    const held = await sendRx(orderId);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('CHECK_IN_NEEDS_REVIEW');
    expect(held.body.message).toContain('Severe side effects reported at check-in');
    expect(await statusOf(orderId)).toBe('APPROVED');

    const plan = await call(t.app, { method: 'GET', url: `/doctors/patients/${patId}/treatment-plan`, token: doctor });
    expect(plan.body.data).toMatchObject({ needsReview: true });

    const review = (note: unknown, token = doctor) =>
      send(t.app, 'POST', `/doctors/check-ins/${checkInId}/review`, token, note === undefined ? {} : { note });
    expect((await review(undefined)).status).toBe(400);
    expect((await review('Not mine', medical)).status).toBe(404);
    expect(await auditOutcomes(t.db, { action: 'REVIEW', resource_id: checkInId, outcome: 'DENIED' })).toEqual(['DENIED']);
    expect((await review('I am the patient', pat)).status).toBe(403);
    const reviewed = await review('Called the patient: nausea settling, stepping the dose down');
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data).toMatchObject({ reviewNote: 'Called the patient: nausea settling, stepping the dose down' });
    expect((reviewed.body.data as { reviewedBy: string | null }).reviewedBy).toBeTruthy();
    expect(await auditOutcomes(t.db, { action: 'REVIEW', resource_id: checkInId, outcome: 'SUCCESS' })).toEqual(['SUCCESS']);
    expect((await review('Again')).status).toBe(409);

    expect((await sendRx(orderId)).status).toBe(200);
  });

  it('refuses to review a check-in that raised no flag (409)', async () => {
    const answered = await checkIn({ ...MILD, severity: 'NONE', sideEffects: [] });
    const id = (answered.body.data as { id: string }).id;
    expect((await send(t.app, 'POST', `/doctors/check-ins/${id}/review`, doctor, { note: 'Looks fine' })).status).toBe(409);
  });
});

describe('a paused or canceled plan sends no refill', () => {
  const change = (what: string, reason: string) => send(t.app, 'POST', `/patient/treatment-plan/${what}`, pat, { reason });

  it('refuses the send while paused (and the check-in too), sends after resuming', async () => {
    const orderId = await renewal();
    expect((await change('pause', 'On vacation')).status).toBe(200);
    const held = await sendRx(orderId);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('PLAN_PAUSED');
    expect((await checkIn(MILD)).status).toBe(409);
    expect(await statusOf(orderId)).toBe('APPROVED');

    expect((await change('resume', 'Back home')).status).toBe(200);
    expect((await sendRx(orderId)).status).toBe(200);
  });

  it('refuses the send once the plan is canceled', async () => {
    const orderId = await renewal();
    expect((await change('cancel', 'Stopping treatment')).status).toBe(200);
    const held = await sendRx(orderId);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('PLAN_CANCELED');
    expect(await prescriptionsOf(orderId)).toBe(0);
  });
});
