/**
 * The doctors' list of check-ins to review over HTTP (README "Treatment plans and refill check-ins"): GET
 * /doctors/check-ins?status=flagged lists the flagged check-ins no doctor has reviewed yet, of the caller's patients
 * only, oldest first, with the patient, the answers and whether an approved renewal waits on it. A review drops it;
 * another doctor sees none of them; patients and partners get 403; each read leaves a LIST row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlaggedCheckIn } from '#contracts/treatment-plans';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, patientIdByEmail, send, signIn, type TestApp } from './helpers/app';
import { approvedOrder } from './helpers/orders';

let t: TestApp;
let pat = '';
let doctor = '';
let medical = '';
let partner = '';
let patId = '';
/** A patient of the medical provider (not the demo doctor's), with a plan and one flagged check-in. */
let otherPatientId = '';
let otherCheckInId = '';

const SEVERE = { weight: 200, severity: 'SEVERE', sideEffects: ['NAUSEA', 'VOMITING'], missedDoses: 2 };
const MODERATE = { weight: 199, severity: 'MODERATE', sideEffects: ['ABDOMINAL_PAIN'], missedDoses: 0 };
const MILD = { weight: 198, severity: 'MILD', sideEffects: ['NAUSEA'], missedDoses: 0 };

beforeAll(async () => {
  t = await createTestApp();
  pat = (await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
  doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  medical = (await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD)).accessToken;
  partner = (await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD)).accessToken;
  patId = await patientIdByEmail(t.db, 'patient@demo.test');

  const medicalId = await doctorIdByEmail(t.db, 'medical@demo.test');
  // Another patient with no treatment plan yet (the outcome cohort of the demo has plans of its own).
  const other = await t.db
    .selectFrom('patients')
    .select('id')
    .where('id', '<>', patId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('treatment_plans as tp').select('tp.id').whereRef('tp.patient_id', '=', 'patients.id'))),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherPatientId = other.id;
  await t.db.updateTable('patients').set({ doctor_id: medicalId, partner_id: null }).where('id', '=', otherPatientId).execute();
  const plan = await t.db
    .insertInto('treatment_plans')
    .values({ patient_id: otherPatientId, medication: 'semaglutide', step_index: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherCheckInId = (
    await t.db
      .insertInto('check_ins')
      .values({
        plan_id: plan.id,
        patient_id: otherPatientId,
        weight: 250,
        severity: 'SEVERE',
        side_effects: ['DIARRHEA'],
        missed_doses: 0,
        flagged: true,
        created_at: new Date(Date.now() - 3 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

type Page = { items: FlaggedCheckIn[]; total: number; page: number; limit: number; totalPages: number };
const list = async (token: string, query = 'status=flagged') => {
  const res = await call(t.app, { method: 'GET', url: `/doctors/check-ins?${query}`, token });
  return { status: res.status, page: res.body.data as unknown as Page, body: res.body };
};
const checkIn = async (body: Record<string, unknown>) =>
  ((await send(t.app, 'POST', '/patient/check-ins', pat, body)).body.data as { id: string }).id;
const listRows = () =>
  t.db
    .selectFrom('audit_logs')
    .select(['action', 'resource_type', 'details'])
    .where('action', '=', 'LIST')
    .where('resource_type', '=', 'check_in');

describe('the check-ins to review', () => {
  it('is empty while nothing is flagged', async () => {
    const before = (await listRows().execute()).length;
    const { status, page } = await list(doctor);
    expect(status).toBe(200);
    expect(page).toEqual({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 });
    expect((await listRows().execute()).length).toBe(before + 1);
  });

  it("lists the doctor's patients' flagged check-ins only, oldest first, with the patient and the answers", async () => {
    const severe = await checkIn(SEVERE);
    await checkIn(MILD); // Not flagged: not listed.
    const moderate = await checkIn(MODERATE);

    const { page } = await list(doctor);
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.id)).toEqual([severe, moderate]);
    expect(page.items[0]).toMatchObject({
      patientId: patId,
      patientName: 'Pat Jordan',
      severity: 'SEVERE',
      sideEffects: ['NAUSEA', 'VOMITING'],
      missedDoses: 2,
      refillHeld: false,
    });
    expect(page.items.map((i) => i.id)).not.toContain(otherCheckInId);
    // Newest first on request; pages of one.
    expect((await list(doctor, 'status=flagged&sort=createdAt:desc')).page.items.map((i) => i.id)).toEqual([moderate, severe]);
    const second = (await list(doctor, 'status=flagged&limit=1&page=2')).page;
    expect(second).toMatchObject({ total: 2, totalPages: 2, items: [{ id: moderate }] });
  });

  it('says when a refill waits on the newest flagged check-in', async () => {
    const orderId = await approvedOrder(t.db, 'patient@demo.test', { rx_dose: '0.5 mg', rx_directions: 'Inject weekly.' });
    await t.db.updateTable('orders').set({ kind: 'RENEWAL' }).where('id', '=', orderId).execute();
    const items = (await list(doctor)).page.items;
    // The newest unused check-in stands for the refill: the moderate one holds it, the older severe one does not.
    expect(items.map((i) => i.refillHeld)).toEqual([false, true]);
    const held = await call(t.app, {
      method: 'POST',
      url: '/doctors/rx-provider/send-prescription',
      token: doctor,
      payload: { orderId },
    });
    expect(held.body.code).toBe('CHECK_IN_NEEDS_REVIEW');
  });

  it('drops a check-in once it is reviewed', async () => {
    const [first, second] = (await list(doctor)).page.items;
    const reviewed = await send(t.app, 'POST', `/doctors/check-ins/${first.id}/review`, doctor, { note: 'Called the patient' });
    expect(reviewed.status).toBe(200);
    const { page } = await list(doctor);
    expect(page.total).toBe(1);
    expect(page.items.map((i) => i.id)).toEqual([second.id]);
  });

  it("gives another doctor none of them, only their own patients'", async () => {
    const { status, page } = await list(medical);
    expect(status).toBe(200);
    expect(page.items.map((i) => i.id)).toEqual([otherCheckInId]);
    expect(page.items[0]).toMatchObject({ patientId: otherPatientId, severity: 'SEVERE', refillHeld: false });
  });

  it('is for doctors only (403 for a patient or a partner), and refuses an unknown status or sort (400)', async () => {
    expect((await list(pat)).status).toBe(403);
    expect((await list(partner)).status).toBe(403);
    expect((await list(doctor, 'status=reviewed')).status).toBe(400);
    expect((await list(doctor, 'sort=severity:asc')).status).toBe(400);
  });
});
