/**
 * Edge cases of the outcome computations beyond tests/server/outcomes.test.ts (README "Outcomes"): a patient without
 * a plan; a single weight logged long after the start (no starting weight); how the doctor's "Not responding as
 * expected" list treats a patient without a starting weight, a paused plan and a dose change (the weeks on one dose
 * start again); and the thresholds as server settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attention, DoctorPatientOutcome, PatientOutcome } from '#contracts/outcomes';
import { sql } from 'kysely';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, send, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { createOtherPartner, type OtherPartner } from './helpers/other-partner';
import { logWeight, patientWith } from './helpers/outcomes';

let t: TestApp;
let other: OtherPartner;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  other = await createOtherPartner(t);
  token.doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  token.planless = (await signIn(t.app, 'patient.of.other.partner@example.test', DEMO_PASSWORD)).accessToken;
});
afterAll(() => t.close());

const get = async <T>(url: string, as: string) => {
  const res = await call(t.app, { method: 'GET', url, token: token[as] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as T;
};
const notResponding = async () =>
  (await get<Attention>('/doctors/outcomes/attention', 'doctor')).notResponding.items.map((i) => i.patientName);

describe('a patient without a plan, and a single late weight', () => {
  it('answers null to a patient with no treatment plan, and notes the read', async () => {
    expect(await get<PatientOutcome | null>('/patient/outcomes', 'planless')).toBeNull();
    expect(await auditOutcomes(t.db, { action: 'READ', resource_type: 'outcome', patient_id: other.patientId })).toEqual(['SUCCESS']);
  });

  it('shows one weight logged 40 days after the start as a weight, with no starting weight and no percent', async () => {
    const id = await patientWith(t, 'latesingle', { medication: 'semaglutide', step: 1, startedDaysAgo: 60 }, [[20, 231]]);
    const o = await get<DoctorPatientOutcome>(`/doctors/patients/${id}/outcomes`, 'doctor');
    expect(o).toMatchObject({ startWeight: null, latestWeight: 231, lostLb: null, lostPercent: null });
    expect(o.points).toEqual([expect.objectContaining({ weight: 231, lostPercent: null })]);
    // The band is still drawn: the expected range does not depend on the patient's weights.
    expect(o.band.length).toBeGreaterThan(0);
  });
});

describe('"Not responding as expected"', () => {
  it('lists a patient under 5% after 12 weeks on one dose; not one without a starting weight, nor a paused one', async () => {
    const slow = await patientWith(t, 'Slow', { medication: 'semaglutide', step: 4, startedDaysAgo: 150 }, [
      [150, 240],
      [3, 234],
    ]);
    await patientWith(t, 'Unstarted', { medication: 'semaglutide', step: 4, startedDaysAgo: 150 }, [
      [90, 240],
      [3, 239],
    ]);
    await patientWith(t, 'Resting', { medication: 'semaglutide', step: 4, status: 'PAUSED', startedDaysAgo: 150 }, [
      [150, 240],
      [3, 239],
    ]);
    const names = await notResponding();
    expect(names).toContain('Slow Case');
    expect(names).not.toContain('Unstarted Case');
    expect(names).not.toContain('Resting Case');
    // Its chart says the same: 2.5% lost.
    expect((await get<DoctorPatientOutcome>(`/doctors/patients/${slow}/outcomes`, 'doctor')).lostPercent).toBe(2.5);
  });

  it('takes a patient off once the dose changes: the 12 weeks on one dose start again', async () => {
    const id = await patientWith(t, 'Stepped', { medication: 'tirzepatide', step: 2, startedDaysAgo: 150 }, [
      [150, 250],
      [2, 247],
    ]);
    expect(await notResponding()).toContain('Stepped Case');
    const res = await send(t.app, 'POST', `/doctors/patients/${id}/treatment-plan/dose`, token.doctor, {
      action: 'STEP_UP',
      reason: 'Little response on 7.5 mg',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await notResponding()).not.toContain('Stepped Case');
    // A newer weight does not bring the patient back while the new dose is under 12 weeks old.
    await logWeight(t, id, 0, 246.5);
    expect(await notResponding()).not.toContain('Stepped Case');
  });

  it('follows the server settings: a 2% threshold leaves the 2.5% patient off the list', async () => {
    const strict = await createTestApp({ OUTCOME_MIN_LOSS_PERCENT: 2 });
    try {
      token.doctor2 = (await signIn(strict.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
      const slow = await patientWith(strict, 'Slow', { medication: 'semaglutide', step: 4, startedDaysAgo: 150 }, [
        [150, 240],
        [3, 234],
      ]);
      const lists = await call(strict.app, { method: 'GET', url: '/doctors/outcomes/attention', token: token.doctor2 });
      const data = lists.body.data as unknown as Attention;
      expect(data.settings.minLossPercent).toBe(2);
      expect(data.notResponding.items.map((i) => i.patientId)).not.toContain(slow);
      // The seeded non-responders lost more than 2% but less than 5%: none of them is listed either.
      expect(data.notResponding.items.map((i) => i.patientName)).not.toContain('Oakley Nash');
    } finally {
      await strict.close();
    }
  });
});

describe("the plan's milestone weights (migration 0056), kept by the database from the patient's weights", () => {
  const milestones = async (patientId: string) =>
    t.db
      .selectFrom('treatment_plans')
      .select(['start_weight', 'weight_week12', 'weight_week24', 'weight_week52'])
      .where('patient_id', '=', patientId)
      .executeTakeFirstOrThrow();

  it('follows a weight added, changed and removed, and a plan made after the weights', async () => {
    // Started 100 days ago: week 12 is day 84, 16 days ago.
    const id = await patientWith(t, 'Milestone', { medication: 'semaglutide', step: 3, startedDaysAgo: 100 }, [[100, 250]]);
    expect(await milestones(id)).toEqual({ start_weight: 250, weight_week12: null, weight_week24: null, weight_week52: null });
    await logWeight(t, id, 20, 242);
    await logWeight(t, id, 16, 240);
    // The closest to day 84 wins.
    expect((await milestones(id)).weight_week12).toBe(240);
    await t.db.updateTable('activities').set({ weight: 239 }).where('patient_id', '=', id).where('weight', '=', 240).execute();
    expect((await milestones(id)).weight_week12).toBe(239);
    await t.db.deleteFrom('activities').where('patient_id', '=', id).where('weight', '=', 239).execute();
    expect((await milestones(id)).weight_week12).toBe(242);
    // A workout does not count; a plan made after the weights starts with them.
    await t.db
      .insertInto('activities')
      .values({ patient_id: id, activity_type: 'WALKING', name: 'Walk', duration: 30, date: new Date().toISOString().slice(0, 10) })
      .execute();
    await t.db.deleteFrom('treatment_plans').where('patient_id', '=', id).execute();
    await t.db
      .insertInto('treatment_plans')
      .values({ patient_id: id, medication: 'semaglutide', step_index: 0, created_at: new Date(Date.now() - 100 * 86_400_000) })
      .execute();
    expect(await milestones(id)).toEqual({ start_weight: 250, weight_week12: 242, weight_week24: null, weight_week52: null });
  });
});

describe('a doctor with many patients on treatment', () => {
  it('considers every active plan for the lists, not only the 500 oldest', async () => {
    const doctorId = await doctorIdByEmail(t.db, 'doctor@demo.test');
    // 520 plans older than any other, each responding well (250 lb at the start, 200 lb three days ago): on no list.
    await sql`
      WITH u AS (
        INSERT INTO users (email, password_hash, first_name, last_name, role)
        SELECT 'many' || g || '@outcomes.test', 'x', 'Many' || g, 'Case', 'PATIENT' FROM generate_series(1, 520) AS g
        RETURNING id
      ), p AS (
        INSERT INTO patients (user_id, doctor_id, state) SELECT id, ${doctorId}::uuid, 'CA' FROM u RETURNING id
      ), w AS (
        INSERT INTO activities (patient_id, activity_type, name, duration, date, weight)
        SELECT p.id, 'WEIGHT', 'Weight Tracking', 0, current_date - d, CASE WHEN d = 3 THEN 200 ELSE 250 END
        FROM p CROSS JOIN (VALUES (600), (3)) AS days(d)
      )
      INSERT INTO treatment_plans (patient_id, medication, step_index, status, created_at, step_started_at)
      SELECT id, 'semaglutide', 4, 'ACTIVE', now() - interval '600 days', now() - interval '600 days' FROM p`.execute(t.db);
    await patientWith(t, 'Later', { medication: 'semaglutide', step: 4, startedDaysAgo: 150 }, [
      [150, 240],
      [3, 235],
    ]);
    expect(await notResponding()).toContain('Later Case');
  });
});
