// Read-only joins: prescriptions (the prescriptions module's) are read in a subquery, never written, to keep a sent
// order fixed.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/client';
import type { ConsentsTable, OrdersTable } from '../../platform/db/schema';

/**
 * Changes to orders. Callers have read the order through the orders policy first (a 404 otherwise), in the same
 * transaction where the change depends on what they read.
 */

/** Order statuses after which medication, plan and rx details are fixed. */
export const FIXED_ORDER_STATUSES = ['DENIED', 'CANCELLED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED'] as const;
/** Prescription statuses that mean it has not left for a pharmacy (or must be sent again). */
export const UNSENT_PRESCRIPTION_STATUSES = ['CREATED', 'FAILED'] as const;

export const insertOrder = (db: Db, values: Insertable<OrdersTable>) =>
  db.insertInto('orders').values(values).returning(['id', 'number', 'amount_cents', 'status']).executeTakeFirstOrThrow();

/**
 * Applies the change; with `mustBeOpen`, only while the order is still open: the rule the service checked, repeated
 * in the WHERE so that a prescription sent in between (another tab, another doctor) makes this update a no-op.
 */
export async function updateOrder(db: Db, orderId: string, values: Updateable<OrdersTable>, options: { mustBeOpen: boolean }) {
  let query = db
    .updateTable('orders as o')
    .set({ ...values, updated_at: new Date() })
    .where('o.id', '=', orderId);
  if (options.mustBeOpen) {
    query = query
      .where('o.status', 'not in', FIXED_ORDER_STATUSES)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('prescriptions as rx')
              .select('rx.id')
              .whereRef('rx.order_id', '=', 'o.id')
              .where('rx.status', 'not in', UNSENT_PRESCRIPTION_STATUSES),
          ),
        ),
      );
  }
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A doctor's decision on an intake; only while the order is under review. */
export async function recordDecision(
  db: Db,
  orderId: string,
  values: { decision: 'APPROVED' | 'DENIED'; status: string; denialReason: string | null; overrideReason: string | null },
) {
  const result = await db
    .updateTable('orders')
    .set({
      doctor_approve_questions_status: values.decision,
      approval_status: values.decision,
      status: values.status,
      doctor_denial_reason: values.denialReason,
      doctor_override_reason: values.overrideReason,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .where('status', '=', 'PENDING_REVIEW')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Moves an order forward only: an order that already went further keeps its status. */
export const moveOrder = (db: Db, orderId: string, to: string, from: readonly string[], trackingNumber?: string | null) =>
  db
    .updateTable('orders')
    .set({ status: to, updated_at: new Date(), ...(trackingNumber ? { tracking_number: trackingNumber } : {}) })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .returning(['id', 'number'])
    .executeTakeFirst();

export const setPaymentStatus = (db: Db, orderId: string, status: 'PAID' | 'FAILED') =>
  db.updateTable('orders').set({ payment_status: status, updated_at: new Date() }).where('id', '=', orderId).execute();

export const insertConsents = (db: Db, consents: Insertable<ConsentsTable>[]) => db.insertInto('consents').values(consents).execute();
