import type { Kysely } from 'kysely';
import { expectedLossPercent, trialArmOf } from '#contracts/outcomes';
import { titrationSchedule, WEEKS_PER_STEP } from '#contracts/doses';
import type { Database } from './schema';
import { insertDemoPatient } from './seed-patients';

const DAY = 86_400_000;

/**
 * Weight histories for the outcome views (README "Outcomes"): the demo patient's own since their plan started, and a
 * cohort of the demo partner's patients (doctor@demo.test's) on treatment for 9 to 70 weeks. Most follow the trial
 * curve of their medication with noise; some respond little ("Not responding as expected"), one loses more than 3 lb a
 * week ("Losing too fast"), some stopped logging ("No weight logged in 30 days"), one paused and one canceled. There are
 * 16 on semaglutide and 14 on tirzepatide, so the partner's view shows both medications; 12 semaglutide patients
 * reach week 52, only 8 tirzepatide patients do, so that figure reads "Fewer than 11 patients".
 * Weights are drawn from a fixed pseudo-random sequence: the same demo every time.
 */

type Profile = 'curve' | 'low' | 'fast' | 'stopped' | 'paused' | 'canceled';
type Member = [first: string, last: string, medication: 'semaglutide' | 'tirzepatide', weeks: number, profile: Profile, start: number];

/** Exported for e2e/outcomes.spec.ts, which works out the partner's expected figures from it (see there why). */
export const COHORT: readonly Member[] = [
  ['Alex', 'Rivera', 'semaglutide', 70, 'curve', 238],
  ['Blair', 'Chen', 'semaglutide', 66, 'curve', 221],
  ['Cameron', 'Diaz', 'semaglutide', 64, 'curve', 254],
  ['Dakota', 'Ellis', 'semaglutide', 62, 'curve', 209],
  ['Emerson', 'Fox', 'semaglutide', 60, 'curve', 246],
  ['Finley', 'Grant', 'semaglutide', 58, 'curve', 232],
  ['Harper', 'Hayes', 'semaglutide', 57, 'curve', 263],
  ['Jules', 'Irwin', 'semaglutide', 56, 'curve', 215],
  ['Kendall', 'James', 'semaglutide', 55, 'curve', 228],
  ['Logan', 'Kerr', 'semaglutide', 54, 'curve', 241],
  ['Marlowe', 'Lane', 'semaglutide', 54, 'stopped', 236],
  ['Noel', 'Mercer', 'semaglutide', 56, 'low', 252],
  ['Oakley', 'Nash', 'semaglutide', 40, 'low', 244],
  ['Peyton', 'Owens', 'semaglutide', 30, 'curve', 219],
  ['Remy', 'Price', 'semaglutide', 28, 'paused', 230],
  ['Sawyer', 'Quinn', 'semaglutide', 26, 'canceled', 226],
  ['Tatum', 'Reed', 'tirzepatide', 68, 'curve', 249],
  ['Umber', 'Shaw', 'tirzepatide', 64, 'curve', 237],
  ['Vale', 'Tran', 'tirzepatide', 60, 'curve', 268],
  ['Wren', 'Upton', 'tirzepatide', 58, 'curve', 224],
  ['Xen', 'Vance', 'tirzepatide', 56, 'curve', 256],
  ['Yael', 'Webb', 'tirzepatide', 55, 'curve', 233],
  ['Zion', 'Young', 'tirzepatide', 54, 'low', 247],
  ['Ari', 'Zimmer', 'tirzepatide', 54, 'stopped', 240],
  ['Bo', 'Abbott', 'tirzepatide', 40, 'curve', 222],
  ['Cody', 'Barker', 'tirzepatide', 36, 'curve', 259],
  ['Devon', 'Carver', 'tirzepatide', 32, 'curve', 235],
  ['Eden', 'Dalton', 'tirzepatide', 28, 'curve', 243],
  ['Frankie', 'Easton', 'tirzepatide', 26, 'stopped', 231],
  ['Gray', 'Fleming', 'tirzepatide', 9, 'fast', 272],
];

/** A fixed pseudo-random sequence in [0, 1) (a linear congruential generator): the same demo on every seed. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/** The weights of a cohort member, one a week from the start: [days since start, pounds]. */
function history(member: Member, random: () => number): [number, number][] {
  const [, , medication, weeks, profile, start] = member;
  const top = titrationSchedule(medication).at(-1)!.dose;
  const arm = trialArmOf(medication, top)!;
  const response = profile === 'low' ? 0.15 : 0.75 + random() * 0.5;
  const lastWeek = profile === 'stopped' ? Math.min(weeks - 7, 20 + Math.floor(random() * 10)) : weeks - 1;
  const points: [number, number][] = [];
  for (let w = 0; w <= lastWeek; w++) {
    const lost =
      profile === 'fast' ? Math.min(w, 4) * 0.6 + Math.max(0, w - 4) * 3.2 : (start * expectedLossPercent(arm, w) * response) / 100;
    const noise = w === 0 ? 0 : (random() - 0.5) * 2.4;
    points.push([w * 7, Math.round((start - lost + noise) * 10) / 10]);
  }
  return points;
}

/**
 * Each cohort member's weights, one a week from their plan's start ([days since start, pounds]), in COHORT's order: the
 * same on every call. A member's plan started `weeks` weeks and `index % 3` days before the seed ran.
 */
export function cohortHistories(): [number, number][][] {
  const random = sequence(35);
  return COHORT.map((member) => history(member, random));
}

export async function seedDemoOutcomes(
  trx: Kysely<Database>,
  ids: { passwordHash: string; partnerId: string; doctorId: string; doctorUserId: string; demoPatientId: string },
) {
  const histories = cohortHistories();
  const now = Date.now();
  const by = { actor_user_id: ids.doctorUserId, actor_role: 'DOCTOR' };
  // The demo patient: their plan started 34 days ago; a weight a week from two days before it, the last eight days ago
  // (today's is theirs to log).
  const demoPlan = await trx
    .selectFrom('treatment_plans')
    .select(['created_at'])
    .where('patient_id', '=', ids.demoPatientId)
    .executeTakeFirst();
  if (demoPlan) {
    const start = demoPlan.created_at.getTime() - 2 * DAY;
    const weights = [214.2, 212.6, 210.9, 209.8, 208.4];
    await trx
      .insertInto('activities')
      .values(weights.map((weight, i) => weightRow(ids.demoPatientId, new Date(start + i * 7 * DAY), weight)))
      .execute();
  }
  for (const [i, member] of COHORT.entries()) {
    const [first, last, medication, weeks, profile] = member;
    const started = new Date(now - weeks * 7 * DAY - (i % 3) * DAY);
    const { userId, patientId } = await insertDemoPatient(
      trx,
      {
        email: `${first.toLowerCase()}.${last.toLowerCase()}@outcomes.demo.test`,
        password_hash: ids.passwordHash,
        first_name: first,
        last_name: last,
        phone_number: `+1555030${String(1000 + i).slice(-4)}`,
        created_at: started,
        updated_at: started,
      },
      {
        partner_id: ids.partnerId,
        doctor_id: ids.doctorId,
        state: 'CA',
        country: 'US',
        gender: i % 2 ? 'male' : 'female',
        created_at: started,
        updated_at: started,
      },
    );
    const steps = titrationSchedule(medication);
    // A step every four weeks up to the top one (the maintenance dose); the fast loser is still titrating.
    const reached = Math.min(steps.length - 1, Math.floor(weeks / WEEKS_PER_STEP));
    const stepStart = (s: number) => new Date(started.getTime() + s * WEEKS_PER_STEP * 7 * DAY);
    const status = profile === 'paused' ? 'PAUSED' : profile === 'canceled' ? 'CANCELED' : 'ACTIVE';
    const plan = await trx
      .insertInto('treatment_plans')
      .values({
        patient_id: patientId,
        medication,
        step_index: reached,
        status,
        step_started_at: stepStart(reached),
        created_at: started,
        updated_at: stepStart(reached),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('treatment_plan_events')
      .values([
        { ...by, plan_id: plan.id, type: 'STARTED', from_dose: null, to_dose: steps[0].dose, reason: null, created_at: started },
        ...steps.slice(1, reached + 1).map((step, s) => ({
          ...by,
          plan_id: plan.id,
          type: 'STEPPED_UP' as const,
          from_dose: steps[s].dose,
          to_dose: step.dose,
          reason: `Four weeks on ${steps[s].dose}, tolerated well: moving to the next step.`,
          created_at: stepStart(s + 1),
        })),
        ...(status === 'ACTIVE'
          ? []
          : [
              {
                plan_id: plan.id,
                actor_user_id: userId,
                actor_role: 'PATIENT',
                type: status === 'PAUSED' ? ('PAUSED' as const) : ('CANCELED' as const),
                from_dose: steps[reached].dose,
                to_dose: steps[reached].dose,
                reason: status === 'PAUSED' ? 'Traveling for a month.' : 'Moving to another provider.',
                created_at: new Date(now - 10 * DAY),
              },
            ]),
      ])
      .execute();
    const points = histories[i];
    await trx
      .insertInto('activities')
      .values(points.map(([day, weight]) => weightRow(patientId, new Date(started.getTime() + day * DAY), weight)))
      .execute();
    // The last monthly check-in, a week ago, with the side effects most often reported (none flagged for a review).
    if (status === 'ACTIVE' && profile !== 'stopped') {
      await trx
        .insertInto('check_ins')
        .values({
          plan_id: plan.id,
          patient_id: patientId,
          weight: points.at(-1)![1],
          severity: i % 3 === 0 ? 'MILD' : 'NONE',
          side_effects: i % 3 === 0 ? ['NAUSEA'] : [],
          missed_doses: i % 5 === 0 ? 1 : 0,
          notes: null,
          flagged: false,
          created_at: new Date(now - 7 * DAY),
        })
        .execute();
    }
  }
}

const weightRow = (patientId: string, at: Date, weight: number) => ({
  patient_id: patientId,
  activity_type: 'WEIGHT' as const,
  name: 'Weight Tracking',
  duration: 0,
  date: dateOf(at),
  weight,
  intensity: null,
  created_at: at,
  updated_at: at,
});
