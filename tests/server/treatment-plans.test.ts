/**
 * Treatment plans over HTTP (README "Treatment plans and refill check-ins"): the demo patient's seeded plan, the
 * doctor's dose changes (a step at a time, never past either end of the schedule, always with a reason, only for a
 * doctor who sees the patient), the plan a first prescription starts, and the patient's pause, resume and cancel;
 * every read and change audited, other doctors' patients 404, wrong roles 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, patientIdByEmail, send, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { sendSeededPrescription } from './helpers/orders';

let t: TestApp;
let pat = '';
let doctor = '';
let medical = '';
let jamie = '';
let patId = '';

type Plan = {
  id: string;
  status: string;
  medication: string;
  currentStep: number;
  currentDose: string;
  nextDose: string | null;
  checkInDue: boolean;
  events: { type: string; fromDose: string | null; toDose: string | null; reason: string | null; actorName: string | null }[];
};

beforeAll(async () => {
  t = await createTestApp();
  pat = (await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
  doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  medical = (await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD)).accessToken;
  jamie = (await signIn(t.app, 'jamie.ortiz@demo.test', DEMO_PASSWORD)).accessToken;
  patId = await patientIdByEmail(t.db, 'patient@demo.test');
});
afterAll(() => t.close());

const planUrl = (patientId = patId) => `/doctors/patients/${patientId}/treatment-plan`;
const dose = (action: string, reason?: string, token = doctor, patientId = patId) =>
  send(t.app, 'POST', `${planUrl(patientId)}/dose`, token, reason === undefined ? { action } : { action, reason });

describe('reading the plan', () => {
  it('shows the demo patient their seeded plan: semaglutide on the second step, a check-in due', async () => {
    const res = await call(t.app, { method: 'GET', url: '/patient/treatment-plan', token: pat });
    expect(res.status).toBe(200);
    const plan = res.body.data as unknown as Plan;
    expect(plan).toMatchObject({ status: 'ACTIVE', medication: 'semaglutide', currentStep: 1, currentDose: '0.5 mg', nextDose: '1 mg' });
    expect(plan.checkInDue).toBe(true);
    expect(plan.events.map((e) => e.type)).toEqual(['STEPPED_UP', 'STARTED']);
    expect(await auditOutcomes(t.db, { action: 'READ', resource_type: 'treatment_plan', resource_id: plan.id })).toEqual(['SUCCESS']);
  });

  it('shows the patient’s doctor the same plan; another doctor gets 404 and a DENIED row; wrong roles 403', async () => {
    const res = await call(t.app, { method: 'GET', url: planUrl(), token: doctor });
    expect(res.status).toBe(200);
    expect((res.body.data as unknown as Plan).currentDose).toBe('0.5 mg');

    const before = (await auditOutcomes(t.db, { resource_type: 'treatment_plan', outcome: 'DENIED' })).length;
    expect((await call(t.app, { method: 'GET', url: planUrl(), token: medical })).status).toBe(404);
    expect((await auditOutcomes(t.db, { resource_type: 'treatment_plan', outcome: 'DENIED' })).length).toBe(before + 1);

    expect((await call(t.app, { method: 'GET', url: planUrl(), token: pat })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/patient/treatment-plan', token: doctor })).status).toBe(403);
  });

  it('answers null for a patient without a plan', async () => {
    const res = await call(t.app, { method: 'GET', url: '/patient/treatment-plan', token: jamie });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
  });
});

describe('the doctor’s dose changes', () => {
  it('needs a reason and a known action (400, nothing changed)', async () => {
    expect((await dose('STEP_UP')).status).toBe(400);
    expect((await dose('STEP_UP', '  ')).status).toBe(400);
    expect((await dose('JUMP', 'Because')).status).toBe(400);
    const plan = (await call(t.app, { method: 'GET', url: planUrl(), token: doctor })).body.data as unknown as Plan;
    expect(plan.currentDose).toBe('0.5 mg');
  });

  it('moves up a step at a time with the reason in the history, and never above the top step', async () => {
    const up = await dose('STEP_UP', 'Tolerating 0.5 mg well');
    expect(up.status).toBe(200);
    const plan = up.body.data as unknown as Plan;
    expect(plan).toMatchObject({ currentDose: '1 mg', nextDose: '1.7 mg' });
    expect(plan.events[0]).toMatchObject({ type: 'STEPPED_UP', fromDose: '0.5 mg', toDose: '1 mg', reason: 'Tolerating 0.5 mg well' });
    expect(plan.events[0].actorName).toBeTruthy();
    expect(await auditOutcomes(t.db, { action: 'DOSE_CHANGE', resource_id: plan.id, outcome: 'SUCCESS' })).toHaveLength(1);

    expect((await dose('STEP_UP', 'Next step')).status).toBe(200);
    const top = await dose('STEP_UP', 'Maintenance');
    expect((top.body.data as unknown as Plan).currentDose).toBe('2.4 mg');
    expect((top.body.data as unknown as Plan).nextDose).toBeNull();

    const refused = await dose('STEP_UP', 'Even more');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('TOP_STEP');
    expect(refused.body.message).toContain('2.4 mg');
    expect(await auditOutcomes(t.db, { action: 'DOSE_CHANGE', resource_id: plan.id, outcome: 'FAILURE' })).toEqual(['FAILURE']);
    const after = (await call(t.app, { method: 'GET', url: planUrl(), token: doctor })).body.data as unknown as Plan;
    expect(after.currentDose).toBe('2.4 mg');
  });

  it('holds the dose (recorded as HELD) and steps down, never below the first step', async () => {
    const held = await dose('HOLD', 'Some nausea: stay here another month');
    expect(held.status).toBe(200);
    expect((held.body.data as unknown as Plan).events[0]).toMatchObject({ type: 'HELD', fromDose: '2.4 mg', toDose: '2.4 mg' });
    for (const expected of ['1.7 mg', '1 mg', '0.5 mg', '0.25 mg']) {
      const down = await dose('STEP_DOWN', 'Side effects');
      expect(down.status).toBe(200);
      expect((down.body.data as unknown as Plan).currentDose).toBe(expected);
    }
    const refused = await dose('STEP_DOWN', 'Lower still');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('FIRST_STEP');
  });

  it('is only for a doctor who sees the patient (404, DENIED) and only for doctors (403)', async () => {
    const before = (await auditOutcomes(t.db, { action: 'DOSE_CHANGE', outcome: 'DENIED' })).length;
    expect((await dose('HOLD', 'Not my patient', medical)).status).toBe(404);
    expect((await auditOutcomes(t.db, { action: 'DOSE_CHANGE', outcome: 'DENIED' })).length).toBe(before + 1);
    expect((await dose('HOLD', 'I am the patient', pat)).status).toBe(403);
  });
});

describe('starting a plan', () => {
  it('starts one with a patient’s first prescription, on the prescribed step', async () => {
    const jamieId = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
    const { reply } = await sendSeededPrescription(t, doctor);
    expect(reply.status).toBe(200);
    const res = await call(t.app, { method: 'GET', url: planUrl(jamieId), token: doctor });
    const plan = res.body.data as unknown as Plan;
    expect(plan).toMatchObject({ status: 'ACTIVE', medication: 'tirzepatide', currentStep: 0, currentDose: '2.5 mg', nextDose: '5 mg' });
    expect(plan.events).toHaveLength(1);
    expect(plan.events[0]).toMatchObject({ type: 'STARTED', toDose: '2.5 mg' });
    expect(plan.checkInDue).toBe(false);
  });
});

describe('the patient pauses, resumes and cancels', () => {
  const change = (what: string, reason?: string, token = pat) =>
    send(t.app, 'POST', `/patient/treatment-plan/${what}`, token, reason === undefined ? {} : { reason });

  it('needs a reason, moves only from the right status (409 otherwise), audits each change', async () => {
    expect((await change('pause')).status).toBe(400);
    expect((await change('resume', 'Back on track')).status).toBe(409);
    const paused = await change('pause', 'Traveling for a month');
    expect(paused.status).toBe(200);
    const plan = paused.body.data as unknown as Plan;
    expect(plan.status).toBe('PAUSED');
    expect(plan.checkInDue).toBe(false);
    expect(plan.events[0]).toMatchObject({ type: 'PAUSED', reason: 'Traveling for a month' });
    expect((await change('pause', 'Again')).status).toBe(409);
    expect(((await change('resume', 'Home again')).body.data as unknown as Plan).status).toBe('ACTIVE');
    expect(((await change('cancel', 'Reached my goal')).body.data as unknown as Plan).status).toBe('CANCELED');
    expect((await change('resume', 'Changed my mind')).status).toBe(409);
    for (const action of ['PAUSE_PLAN', 'RESUME_PLAN', 'CANCEL_PLAN'])
      expect(await auditOutcomes(t.db, { action, resource_id: plan.id, outcome: 'SUCCESS' }), action).toHaveLength(1);
    expect(await auditOutcomes(t.db, { action: 'RESUME_PLAN', resource_id: plan.id })).toEqual(
      expect.arrayContaining(['FAILURE', 'SUCCESS']),
    );
  });

  it('refuses a doctor’s dose change on a canceled plan (409) and other roles (403)', async () => {
    expect((await dose('STEP_UP', 'After cancel')).status).toBe(409);
    expect((await change('pause', 'A doctor', doctor)).status).toBe(403);
  });
});
