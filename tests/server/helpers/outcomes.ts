/**
 * Patients for the outcome tests (tests/server/outcomes*.test.ts), made straight in the database: a patient of the
 * demo doctor with no partner (the demo partner's figures stay the seed's), a treatment plan started some days ago and
 * the weights they logged.
 */
import { doctorIdByEmail, type TestApp } from './app';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

export type OutcomePlan = {
  medication: string;
  step: number;
  status?: 'ACTIVE' | 'PAUSED';
  startedDaysAgo: number;
  /** When the current dose began (default: the plan's start). */
  onStepDaysAgo?: number;
};

/** A WEIGHT entry `ago` days ago. */
export const logWeight = (t: TestApp, patientId: string, ago: number, weight: number) =>
  t.db
    .insertInto('activities')
    .values({
      patient_id: patientId,
      activity_type: 'WEIGHT',
      name: 'Weight Tracking',
      duration: 0,
      date: daysAgo(ago).toISOString().slice(0, 10),
      weight,
      intensity: null,
    })
    .execute();

/** A patient named `name` Case of the demo doctor with the plan and these weights ([days ago, lb]); their patient id. */
export async function patientWith(t: TestApp, name: string, plan: OutcomePlan, weights: [daysAgo: number, lb: number][]) {
  const doctorId = await doctorIdByEmail(t.db, 'doctor@demo.test');
  const user = await t.db
    .insertInto('users')
    .values({
      email: `${name}@outcomes.test`,
      password_hash: 'x',
      first_name: name,
      last_name: 'Case',
      phone_number: null,
      role: 'PATIENT',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const patient = await t.db
    .insertInto('patients')
    .values({ user_id: user.id, doctor_id: doctorId, partner_id: null, state: 'CA' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const started = daysAgo(plan.startedDaysAgo);
  const created = await t.db
    .insertInto('treatment_plans')
    .values({
      patient_id: patient.id,
      medication: plan.medication,
      step_index: plan.step,
      status: plan.status ?? 'ACTIVE',
      created_at: started,
      step_started_at: daysAgo(plan.onStepDaysAgo ?? plan.startedDaysAgo),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('treatment_plan_events')
    .values({ plan_id: created.id, type: 'STARTED', to_dose: '2.5 mg', from_dose: null, reason: null, created_at: started })
    .execute();
  for (const [ago, weight] of weights) await logWeight(t, patient.id, ago, weight);
  return patient.id;
}
