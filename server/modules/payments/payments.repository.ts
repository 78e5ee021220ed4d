import { sql, type Kysely } from 'kysely';
import { ownsPatient } from '../../platform/access/patient-scope';
import type { AuthContext } from '../../platform/auth/authenticate';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database>;

export const findPaymentByKey = (db: Db, key: string) =>
  db.selectFrom('payments').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

/** Claims an idempotency key; undefined when another request holds it already. */
export const claimPayment = (
  db: Db,
  values: { key: string; intakeId: string | null; orderId: string | null; amountCents: number; provider: string },
) =>
  db
    .insertInto('payments')
    .values({
      idempotency_key: values.key,
      intake_id: values.intakeId,
      order_id: values.orderId,
      amount_cents: values.amountCents,
      status: 'PENDING',
      provider: values.provider,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();

export const settlePayment = (
  db: Db,
  id: string,
  values: {
    status: 'SUCCEEDED' | 'DECLINED';
    providerRef?: string | null;
    cardBrand?: string | null;
    cardLast4?: string | null;
    declineCode?: string | null;
    declineMessage?: string | null;
  },
) =>
  db
    .updateTable('payments')
    .set({
      status: values.status,
      provider_ref: values.providerRef ?? null,
      card_brand: values.cardBrand ?? null,
      card_last4: values.cardLast4 ?? null,
      decline_code: values.declineCode ?? null,
      decline_message: values.declineMessage ?? null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const findOwnedOrder = (db: Db, auth: AuthContext, orderId: string) =>
  db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .select(['orders.id', 'orders.number', 'orders.amount_cents', 'orders.payment_status', 'orders.patient_id'])
    .where('orders.id', '=', orderId)
    .where(ownsPatient(auth))
    .executeTakeFirst();

export const setOrderPaymentStatus = (db: Db, orderId: string, status: 'PAID' | 'FAILED') =>
  db.updateTable('orders').set({ payment_status: status, updated_at: new Date() }).where('id', '=', orderId).execute();

export const patientOfUser = (db: Db, userId: string) =>
  db.selectFrom('patients').select('id').where('user_id', '=', userId).executeTakeFirst();

/** One subscription per charge: a replay with the same payment returns the same subscription. */
export async function upsertSubscription(
  db: Db,
  v: { paymentId: string; patientId: string; variationKey: string; planMonths: number; providerRef: string | null },
) {
  const existing = await db.selectFrom('subscriptions').selectAll().where('provider_ref', '=', v.paymentId).executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto('subscriptions')
    .values({
      patient_id: v.patientId,
      product_variation_key: v.variationKey,
      plan_months: v.planMonths,
      provider_ref: v.paymentId,
      current_period_end: sql<Date>`now() + make_interval(months => ${v.planMonths})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
