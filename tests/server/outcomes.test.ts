/**
 * Outcomes over HTTP (README "Outcomes"): a patient's weight lost against the trial band (their own, and their
 * doctor's view with check-ins and decisions), the edge cases (no starting weight, one weight only, a paused plan, a
 * dose change), the doctor's three lists and the decision that takes a patient off them until a newer weight, and the
 * partners' and administrators' aggregates with small-cell suppression (10 patients hidden, 11 shown).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hiddenMilestone,
  type AdminOutcomes,
  type Attention,
  type DoctorPatientOutcome,
  type PartnerOutcomes,
  type PatientOutcome,
} from '#contracts/outcomes';
import { call, createTestApp, DEMO_PASSWORD, patientIdByEmail, send, signIn, type TestApp } from './helpers/app';
import { auditDetails, auditOutcomes } from './helpers/audit';
import { logWeight as logOutcomeWeight, patientWith as outcomePatient, type OutcomePlan } from './helpers/outcomes';

let t: TestApp;
const token: Record<string, string> = {};
let demoPatient = '';
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email, host] of [
    ['patient', 'patient@demo.test'],
    ['doctor', 'doctor@demo.test'],
    ['medical', 'medical@demo.test'],
    ['partner', 'partner@demo.test'],
    ['admin', 'admin@demo.test', 'admin.localhost'],
  ] as const)
    token[who] = (await signIn(t.app, email, DEMO_PASSWORD, host)).accessToken;
  demoPatient = await patientIdByEmail(t.db, 'patient@demo.test');
});
afterAll(() => t.close());

const get = async <T>(url: string, as: string) => {
  const res = await call(t.app, { method: 'GET', url, token: token[as] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as T;
};
const cohort = (email: string) => patientIdByEmail(t.db, email);

const patientWith = (name: string, plan: OutcomePlan, weights: [daysAgo: number, lb: number][]) => outcomePatient(t, name, plan, weights);
const logWeight = (patientId: string, ago: number, weight: number) => logOutcomeWeight(t, patientId, ago, weight);

describe("the patient's outcome", () => {
  it('shows the weight lost since the start in lb and percent, the STEP 1 band, the dose steps and the next check-in', async () => {
    const o = await get<PatientOutcome>('/patient/outcomes', 'patient');
    expect(o).toMatchObject({
      medication: 'semaglutide',
      currentDose: '0.5 mg',
      planStatus: 'ACTIVE',
      week: 4,
      startWeight: 214.2,
      latestWeight: 208.4,
      lostLb: 5.8,
      lostPercent: 2.7,
      reference: { trial: 'STEP 1', arm: '2.4 mg', lossPercent: 14.9, week: 68, placeboPercent: 2.4 },
      nextCheckIn: { due: true },
    });
    expect(o.band[0]).toEqual({ week: 0, low: 0, mean: 0, high: 5 });
    // Week 68 is the trial's figure; the band is the mean +/- 5 points.
    expect(o.band.length).toBe(13);
    expect(o.expectedNow!.high - o.expectedNow!.mean).toBeCloseTo(5, 5);
    expect(o.doseMarks.map((m) => m.label)).toEqual(['Started 0.25 mg', 'Up to 0.5 mg']);
    expect(o.points.map((p) => p.lostPercent)).toEqual([0, 0.7, 1.5, 2.1, 2.7]);
    expect(await auditOutcomes(t.db, { action: 'READ', resource_type: 'outcome', patient_id: demoPatient })).toContain('SUCCESS');
  });

  it('follows a weight the patient logs today', async () => {
    const res = await send(t.app, 'POST', '/activities', token.patient, {
      activityType: 'WEIGHT',
      name: 'Weight Tracking',
      date: today,
      weight: 205,
      duration: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const o = await get<PatientOutcome>('/patient/outcomes', 'patient');
    expect(o).toMatchObject({ latestWeight: 205, latestDate: today, lostLb: 9.2, lostPercent: 4.3 });
  });

  it('is for patients: other roles get 403', async () => {
    for (const as of ['doctor', 'partner', 'admin'])
      expect((await call(t.app, { method: 'GET', url: '/patient/outcomes', token: token[as] })).status).toBe(403);
  });
});

describe('edge cases', () => {
  it('without a starting weight (none from 30 days before the start to 14 after): no percent, the latest weight still shown', async () => {
    const id = await patientWith('nostart', { medication: 'semaglutide', step: 2, startedDaysAgo: 70 }, [
      [40, 230],
      [10, 226],
    ]);
    const o = await get<DoctorPatientOutcome>(`/doctors/patients/${id}/outcomes`, 'doctor');
    expect(o).toMatchObject({ startWeight: null, latestWeight: 226, lostLb: null, lostPercent: null });
    expect(o.points.every((p) => p.lostPercent === null)).toBe(true);
  });

  it('with one weight only (the starting one): the start is known, nothing lost yet', async () => {
    const id = await patientWith('oneweight', { medication: 'semaglutide', step: 0, startedDaysAgo: 10 }, [[11, 240]]);
    const o = await get<DoctorPatientOutcome>(`/doctors/patients/${id}/outcomes`, 'doctor');
    expect(o).toMatchObject({ startWeight: 240, latestWeight: 240, lostLb: null, lostPercent: null, week: 1 });
    expect(o.points).toHaveLength(1);
  });

  it('a paused plan: shown as paused, no check-in date, and on none of the doctor lists', async () => {
    const id = await patientWith(
      'paused',
      { medication: 'semaglutide', step: 4, status: 'PAUSED', startedDaysAgo: 200, onStepDaysAgo: 150 },
      [
        [201, 250],
        [100, 249],
      ],
    );
    const o = await get<DoctorPatientOutcome>(`/doctors/patients/${id}/outcomes`, 'doctor');
    expect(o).toMatchObject({ planStatus: 'PAUSED', nextCheckIn: { due: false, date: null }, lostPercent: 0.4 });
    const lists = await get<Attention>('/doctors/outcomes/attention', 'doctor');
    const all = [lists.notResponding, lists.losingFast, lists.noWeight].flatMap((l) => l.items.map((i) => i.patientId));
    expect(all).not.toContain(id);
  });

  it('a dose change moves the band to the arm of the new dose and marks it on the time axis', async () => {
    const id = await patientWith('dosechange', { medication: 'tirzepatide', step: 2, startedDaysAgo: 70, onStepDaysAgo: 14 }, [
      [71, 260],
      [7, 246],
    ]);
    const before = await get<DoctorPatientOutcome>(`/doctors/patients/${id}/outcomes`, 'doctor');
    expect(before.reference).toMatchObject({ trial: 'SURMOUNT-1', arm: '5 mg', lossPercent: 15 });
    const res = await send(t.app, 'POST', `/doctors/patients/${id}/treatment-plan/dose`, token.doctor, {
      action: 'STEP_UP',
      reason: 'Tolerating well',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await get<DoctorPatientOutcome>(`/doctors/patients/${id}/outcomes`, 'doctor');
    expect(after.currentDose).toBe('10 mg');
    expect(after.reference).toMatchObject({ arm: '10 mg', lossPercent: 19.5 });
    expect(after.doseMarks.at(-1)).toMatchObject({ label: 'Up to 10 mg', date: today });
    expect(after.expectedNow!.mean).toBeGreaterThan(before.expectedNow!.mean);
  });
});

describe("the doctor's view of a patient", () => {
  it('shows the chart with check-in answers; another doctor gets 404 and a DENIED row', async () => {
    const id = await cohort('alex.rivera@outcomes.demo.test');
    const o = await get<DoctorPatientOutcome>(`/doctors/patients/${id}/outcomes`, 'doctor');
    expect(o.week).toBe(70);
    expect(o.lostPercent).toBeGreaterThan(8);
    expect(o.checkIns).toEqual([expect.objectContaining({ severity: 'MILD', sideEffects: ['NAUSEA'] })]);
    expect(o.doseMarks.map((m) => m.dose)).toEqual(['0.25 mg', '0.5 mg', '1 mg', '1.7 mg', '2.4 mg']);
    expect((await call(t.app, { method: 'GET', url: `/doctors/patients/${id}/outcomes`, token: token.medical })).status).toBe(404);
    expect(await auditOutcomes(t.db, { resource_type: 'outcome', resource_id: id, outcome: 'DENIED' })).toHaveLength(1);
    expect((await call(t.app, { method: 'GET', url: `/doctors/patients/${id}/outcomes`, token: token.partner })).status).toBe(403);
  });
});

describe("the doctor's lists", () => {
  const names = (l: Attention['notResponding']) => l.items.map((i) => i.patientName);

  it('lists non-responders, fast losers and silent patients with the default thresholds, audited with the patients shown', async () => {
    const lists = await get<Attention>('/doctors/outcomes/attention', 'doctor');
    expect(lists.settings).toEqual({ reviewWeeks: 12, minLossPercent: 5, fastLossLbPerWeek: 2, fastLossWeeks: 4, noWeightDays: 30 });
    expect(names(lists.notResponding).sort()).toEqual(['Noel Mercer', 'Oakley Nash', 'Zion Young']);
    expect(names(lists.losingFast)).toEqual(['Gray Fleming']);
    expect(lists.losingFast.items[0].lbPerWeek).toBeGreaterThan(2);
    expect(names(lists.noWeight).sort()).toEqual(['Ari Zimmer', 'Frankie Easton', 'Marlowe Lane']);
    expect(lists.notResponding.items.every((i) => i.lostPercent !== null && i.lostPercent < 5)).toBe(true);
    const [details] = await auditDetails(t.db, { action: 'LIST', resource_type: 'outcome_attention' });
    expect((details as { patientIds: string[] }).patientIds).toHaveLength(7);
    // The medical provider reaches none of these patients.
    const theirs = await get<Attention>('/doctors/outcomes/attention', 'medical');
    expect([theirs.notResponding.total, theirs.losingFast.total, theirs.noWeight.total]).toEqual([0, 0, 0]);
  });

  it('records a decision on the plan, which takes the patient off the lists until a newer weight', async () => {
    const id = await cohort('oakley.nash@outcomes.demo.test');
    const bad = await send(t.app, 'POST', `/doctors/patients/${id}/outcomes/review`, token.doctor, { decision: 'MAYBE' });
    expect(bad.status).toBe(400);
    expect((await send(t.app, 'POST', `/doctors/patients/${id}/outcomes/review`, token.medical, { decision: 'CONTINUE' })).status).toBe(
      404,
    );
    expect((await send(t.app, 'POST', `/doctors/patients/${id}/outcomes/review`, token.patient, { decision: 'CONTINUE' })).status).toBe(
      403,
    );
    const events = () =>
      t.db
        .selectFrom('treatment_plan_events as e')
        .innerJoin('treatment_plans as tp', 'tp.id', 'e.plan_id')
        .select(['e.decision', 'e.reason'])
        .where('tp.patient_id', '=', id)
        .where('e.type', '=', 'OUTCOME_REVIEWED')
        .execute();
    expect(await events()).toEqual([]);

    const res = await send(t.app, 'POST', `/doctors/patients/${id}/outcomes/review`, token.doctor, {
      decision: 'VISIT',
      note: 'Slow response: let us talk about diet and the dose.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Decision recorded');
    expect((res.body.data as unknown as DoctorPatientOutcome).reviews).toEqual([
      expect.objectContaining({ decision: 'VISIT', note: 'Slow response: let us talk about diet and the dose.', by: 'Dana Whitfield' }),
    ]);
    expect(await events()).toEqual([{ decision: 'VISIT', reason: 'Slow response: let us talk about diet and the dose.' }]);
    expect(await auditOutcomes(t.db, { action: 'OUTCOME_REVIEW', patient_id: id })).toEqual(['SUCCESS']);
    expect(names((await get<Attention>('/doctors/outcomes/attention', 'doctor')).notResponding)).not.toContain('Oakley Nash');

    await logWeight(id, 0, 243);
    expect(names((await get<Attention>('/doctors/outcomes/attention', 'doctor')).notResponding)).toContain('Oakley Nash');
  });
});

describe('aggregates for partners and administrators', () => {
  type Milestone = PartnerOutcomes['medications'][number]['milestones'][number];
  const at = (m: PartnerOutcomes['medications'][number], week: number) => m.milestones.find((x) => x.week === week) as Milestone;

  it("gives the partner's figures by medication, the counts behind them, and hides a group under 11", async () => {
    const { medications } = await get<PartnerOutcomes>('/gym-owner/outcomes', 'partner');
    const [sema, tirz] = medications;
    expect(sema.medication).toBe('semaglutide');
    expect(JSON.stringify(medications)).not.toMatch(/Rivera|Nash|@/);
    // The count behind each figure, as SQL counts it over the seed: the partner's active plans.
    const active = await sql<{ medication: string; n: number }>`
      SELECT tp.medication, count(*)::int AS n FROM treatment_plans tp JOIN patients p ON p.id = tp.patient_id
      JOIN partners pa ON pa.id = p.partner_id JOIN users u ON u.id = pa.user_id
      WHERE u.email = 'partner@demo.test' AND tp.status = 'ACTIVE' GROUP BY tp.medication ORDER BY tp.medication`.execute(t.db);
    expect([sema.onTreatment, tirz.onTreatment]).toEqual(active.rows.map((r) => r.n));
    expect(at(sema, 12)).toMatchObject({ patients: 16, suppressed: false });
    expect(at(sema, 12).medianLostPercent).toBeGreaterThan(3);
    expect(at(sema, 12).lostAtLeast5).toBeLessThanOrEqual(16);
    // 11 semaglutide patients have a weight near week 52: shown; 7 on tirzepatide: hidden.
    expect(at(sema, 52)).toMatchObject({ patients: 11, suppressed: false });
    expect(at(tirz, 52)).toEqual(hiddenMilestone(52));
  });

  it('hides a figure once only 10 patients stand behind it', async () => {
    const alex = await cohort('alex.rivera@outcomes.demo.test');
    // Alex's weights near week 52 of his plan (days 350 to 378) are set aside.
    const moved = await sql`UPDATE activities a SET date = a.date - 60 FROM treatment_plans tp
      WHERE tp.patient_id = a.patient_id AND a.patient_id = ${alex}
        AND a.date BETWEEN (tp.created_at AT TIME ZONE 'UTC')::date + 350 AND (tp.created_at AT TIME ZONE 'UTC')::date + 378`.execute(t.db);
    expect(Number(moved.numAffectedRows)).toBeGreaterThan(0);
    const { medications } = await get<PartnerOutcomes>('/gym-owner/outcomes', 'partner');
    expect(at(medications[0], 52)).toMatchObject({ patients: null, medianLostPercent: null, suppressed: true });
    expect(at(medications[0], 24).suppressed).toBe(false);
    expect(await auditOutcomes(t.db, { action: 'READ', resource_type: 'outcome_summary' })).not.toHaveLength(0);
  });

  it('gives the administrator every patient, per partner and per doctor; other roles 403', async () => {
    const all = await get<AdminOutcomes>('/super-admin/outcomes', 'admin');
    expect(all.groups).toHaveLength(1);
    expect(all.groups[0].medications[0].onTreatment).toBeGreaterThanOrEqual(14);
    const byPartner = await get<AdminOutcomes>('/super-admin/outcomes?by=partner', 'admin');
    expect(byPartner.groups.map((g) => g.label)).toContain('Summit Strength Gym');
    const byDoctor = await get<AdminOutcomes>('/super-admin/outcomes?by=doctor', 'admin');
    expect(byDoctor.groups[0].label).toBe('Dana Whitfield');
    expect((await call(t.app, { method: 'GET', url: '/super-admin/outcomes?by=sales', token: token.admin })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/super-admin/outcomes', token: token.partner })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/gym-owner/outcomes', token: token.doctor })).status).toBe(403);
  });
});
