import type { Kysely } from 'kysely';
import type { Database } from './schema';

const DAY_MS = 86_400_000;

/** The latest order of a demo patient (by e-mail), with its number. */
const latestOrderOf = (trx: Kysely<Database>, email: string) =>
  trx
    .selectFrom('orders as o')
    .innerJoin('patients as p', 'p.id', 'o.patient_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['o.id', 'o.number', 'o.patient_id'])
    .where('u.email', '=', email)
    .orderBy('o.created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

/**
 * The care team's demo tasks (README "Care tasks"): a declined payment of Riley Thompson's order and a renewal due for
 * Jamie Ortiz, both unassigned, and a follow-up about Taylor Brooks the nurse opened and took herself.
 */
export async function seedDemoCareTasks(trx: Kysely<Database>, nurseUserId: string) {
  const riley = await latestOrderOf(trx, 'riley.thompson@demo.test');
  const jamie = await latestOrderOf(trx, 'jamie.ortiz@demo.test');
  const taylor = await latestOrderOf(trx, 'taylor.brooks@demo.test');
  const now = Date.now();
  await trx
    .insertInto('care_tasks')
    .values([
      {
        kind: 'PAYMENT_FAILED',
        patient_id: riley.patient_id,
        order_id: riley.id,
        title: `Payment declined for order #${riley.number}`,
        detail: 'Your card was declined. Contact the patient to pay with another card.',
        due_at: new Date(now + DAY_MS),
        assignee_id: null,
        created_by: null,
      },
      {
        kind: 'RENEWAL_DUE',
        patient_id: jamie.patient_id,
        order_id: jamie.id,
        title: `Renewal due for order #${jamie.number}`,
        detail: 'The treatment renews soon and no renewal has been made yet. Contact the patient about renewing.',
        due_at: new Date(now + 10 * DAY_MS),
        assignee_id: null,
        created_by: null,
      },
      {
        kind: 'FOLLOW_UP',
        patient_id: taylor.patient_id,
        order_id: null,
        title: 'Check in after the first shipment',
        detail: 'Ask how the first doses went and whether there are side effects.',
        due_at: new Date(now + 3 * DAY_MS),
        assignee_id: nurseUserId,
        created_by: nurseUserId,
      },
    ])
    .execute();
}
