import { randomUUID } from 'node:crypto';
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
  // The declined payment the task is about: Riley's first card was declined before the card that paid the order.
  const paid = await trx
    .selectFrom('payments')
    .select(['intake_id', 'amount_cents', 'created_at'])
    .where('order_id', '=', riley.id)
    .where('status', '=', 'SUCCEEDED')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('payments')
    .values({
      idempotency_key: randomUUID(),
      intake_id: paid.intake_id,
      order_id: riley.id,
      amount_cents: paid.amount_cents,
      status: 'DECLINED',
      provider: 'sandbox',
      card_brand: 'visa',
      card_last4: '0002',
      decline_code: 'card_declined',
      decline_message: 'Your card was declined.',
      created_at: new Date(paid.created_at.getTime() - 3_600_000),
    })
    .execute();
  await trx
    .insertInto('care_tasks')
    .values([
      {
        kind: 'PAYMENT_FAILED',
        patient_id: riley.patient_id,
        order_id: riley.id,
        title: `Payment declined for order #${riley.number}`,
        detail: 'The first card was declined; the order was then paid with another card. Check that the card on file works.',
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
