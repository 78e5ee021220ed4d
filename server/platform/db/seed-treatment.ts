import type { Kysely } from 'kysely';
import type { Database } from './schema';

const DAY = 86_400_000;

/**
 * The demo patient's treatment plan: semaglutide, stepped up by the demo doctor from 0.25 mg to 0.5 mg (the second
 * step) six days ago, and no check-in yet, so that the dashboard shows a refill check-in due.
 */
export async function seedDemoTreatment(trx: Kysely<Database>, ids: { patientId: string; doctorUserId: string }) {
  const order = await trx
    .selectFrom('orders')
    .select('id')
    .where('patient_id', '=', ids.patientId)
    .orderBy('created_at')
    .executeTakeFirst();
  const started = new Date(Date.now() - 34 * DAY);
  const steppedUp = new Date(Date.now() - 6 * DAY);
  const plan = await trx
    .insertInto('treatment_plans')
    .values({
      patient_id: ids.patientId,
      medication: 'semaglutide',
      step_index: 1,
      status: 'ACTIVE',
      started_order_id: order?.id ?? null,
      step_started_at: steppedUp,
      created_at: started,
      updated_at: steppedUp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const by = { plan_id: plan.id, actor_user_id: ids.doctorUserId, actor_role: 'DOCTOR' };
  await trx
    .insertInto('treatment_plan_events')
    .values([
      { ...by, type: 'STARTED', from_dose: null, to_dose: '0.25 mg', reason: null, created_at: started },
      {
        ...by,
        type: 'STEPPED_UP',
        from_dose: '0.25 mg',
        to_dose: '0.5 mg',
        reason: 'Four weeks on 0.25 mg with mild nausea only: moving to the second step.',
        created_at: steppedUp,
      },
    ])
    .execute();
}
