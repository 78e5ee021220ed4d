// Read-only joins: prescriptions (the prescriptions module's) are read in a subquery, never written, to keep a sent
// order fixed; invoice_items and invoices (the invoices module's), in a subquery, for the orders a paid invoice bills.
import { sql, type Insertable, type Updateable } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import type { ConsentsTable, OrdersTable } from '#server/platform/db/schema';
import { ORDER_TRANSITIONS, type OrderTransition } from './order-states';
import { invoicePayersPolicy, ordersPolicy } from './orders.policy';

/**
 * Changes to orders, on the caller's transaction (`ctx.db`). Callers have read the order through the orders policy
 * first (a 404 otherwise), in the same transaction where the change depends on what they read; a caller's own change
 * carries the policy in its WHERE too. Their audit rows are recorded by order-records.repository.ts.
 */

/** The orders the caller may change (`orders as o`). */
const mine = (ctx: Ctx) => policyFilter(ordersPolicy, ctx.actor);

/** Order statuses in which medication, plan and rx details may still change: those an order can be canceled from. */
export const OPEN_ORDER_STATUSES = ORDER_TRANSITIONS.cancel.from;
/** Prescription statuses that mean it has not left for a pharmacy (or must be sent again). */
export const UNSENT_PRESCRIPTION_STATUSES = ['CREATED', 'FAILED'] as const;
/** Order statuses of a treatment in progress: those that renew (migration 0015 indexes them). */
export const ACTIVE_TREATMENT_STATUSES = ['APPROVED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED'] as const;

export const insertOrder = (ctx: Ctx, values: Insertable<OrdersTable>) =>
  ctx.db.insertInto('orders').values(values).returning(['id', 'number', 'amount_cents', 'status', 'billed_to']).executeTakeFirstOrThrow();

/**
 * Applies the change (never the status: `cancel` is the only transition it may carry); with `mustBeOpen`, only while
 * the order is still open: the rule the service checked, repeated in the WHERE so that a prescription sent in between
 * (another tab, another doctor) makes this update a no-op.
 */
export async function updateOrder(
  ctx: Ctx,
  orderId: string,
  values: Omit<Updateable<OrdersTable>, 'status' | 'payment_status'>,
  options: { mustBeOpen: boolean; cancel?: boolean; awaitingReview?: boolean },
) {
  let query = ctx.db
    .updateTable('orders as o')
    .set({ ...values, ...(options.cancel ? { status: ORDER_TRANSITIONS.cancel.to } : {}), updated_at: new Date() })
    .where('o.id', '=', orderId)
    .where(mine(ctx));
  if (options.awaitingReview) query = query.where('o.status', '=', 'PENDING_REVIEW');
  if (options.mustBeOpen || options.cancel) {
    query = query
      .where('o.status', 'in', OPEN_ORDER_STATUSES)
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

/**
 * A partner's change: their note, their approval (only while the order still waits for the doctor, as the service
 * checked: repeated here so that a decision made in between wins) and the cancel transition, which a partner's
 * decline also takes (only while no prescription has left, as for a doctor).
 */
export async function updateByPartner(
  ctx: Ctx,
  orderId: string,
  values: Pick<Updateable<OrdersTable>, 'approval_status' | 'partner_note'>,
  options: { awaitingReview: boolean; cancel: boolean },
) {
  if (options.cancel) return updateOrder(ctx, orderId, values, { mustBeOpen: false, cancel: true, awaitingReview: options.awaitingReview });
  let query = ctx.db
    .updateTable('orders as o')
    .set({ ...values, updated_at: new Date() })
    .where('o.id', '=', orderId)
    .where(mine(ctx));
  if (options.awaitingReview) query = query.where('o.status', '=', 'PENDING_REVIEW');
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Moves a renewal's start date or its follow-up status: only on a treatment in progress. */
export async function updateRenewal(ctx: Ctx, orderId: string, values: Pick<Updateable<OrdersTable>, 'start_date' | 'renewal_status'>) {
  const result = await ctx.db
    .updateTable('orders as o')
    .set({ ...values, updated_at: new Date() })
    .where('o.id', '=', orderId)
    .where('o.status', 'in', ACTIVE_TREATMENT_STATUSES)
    .where(mine(ctx))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * A doctor's decision on an intake (the approve or deny transition); only while the order is under review. An order
 * its partner declined is already canceled (the partner's decline takes the cancel transition), so it never gets here.
 */
export async function recordDecision(
  ctx: Ctx,
  orderId: string,
  values: { decision: 'APPROVED' | 'DENIED'; denialReason: string | null; overrideReason: string | null },
) {
  const transition = ORDER_TRANSITIONS[values.decision === 'APPROVED' ? 'approve' : 'deny'];
  const result = await ctx.db
    .updateTable('orders as o')
    .set({
      doctor_approve_questions_status: values.decision,
      // The partner's sign-off stays as the partner gave it; an order no partner signed off takes the doctor's decision,
      // so that it no longer counts as awaiting approval.
      approval_status: sql<string>`case when o.approval_status = 'PENDING' then ${values.decision} else o.approval_status end`,
      status: transition.to,
      doctor_denial_reason: values.denialReason,
      doctor_override_reason: values.overrideReason,
      // An approved treatment starts today (the partner may move the day); its renewal follows from it.
      ...(values.decision === 'APPROVED' ? { start_date: sql<string>`current_date` } : {}),
      updated_at: new Date(),
    })
    .where('o.id', '=', orderId)
    .where('o.status', 'in', transition.from)
    .where(mine(ctx))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Moves an order through a pharmacy transition, only from the states it starts from; undefined when it did not apply.
 * The order follows its prescription (the prescriptions module's change, under its own policy and audit row).
 */
export const moveOrder = (
  ctx: Ctx,
  orderId: string,
  transition: Extract<OrderTransition, 'sendToPharmacy' | 'ship' | 'deliver'>,
  trackingNumber?: string | null,
) =>
  ctx.db
    .updateTable('orders as o')
    .set({
      status: ORDER_TRANSITIONS[transition].to,
      updated_at: new Date(),
      ...(trackingNumber ? { tracking_number: trackingNumber } : {}),
    })
    .where('o.id', '=', orderId)
    .where('o.status', 'in', ORDER_TRANSITIONS[transition].from)
    .where(mine(ctx))
    .returning(['o.id', 'o.number'])
    .executeTakeFirst();

/** The refund transition: a denied or canceled order's payment came back (the caller read it with orderForRefund). */
export const markRefunded = (ctx: Ctx, orderId: string) =>
  ctx.db
    .updateTable('orders as o')
    .set({ payment_status: 'REFUNDED', updated_at: new Date() })
    .where('o.id', '=', orderId)
    .where('o.status', 'in', ORDER_TRANSITIONS.refund.from)
    .where('o.payment_status', '=', 'PAID')
    .where(mine(ctx))
    .execute();

/** All an order's payments came back through an administrator's refunds: its payment is REFUNDED, whatever its status. */
export const markRefundedInFull = (ctx: Ctx, orderId: string) =>
  ctx.db
    .updateTable('orders as o')
    .set({ payment_status: 'REFUNDED', updated_at: new Date() })
    .where('o.id', '=', orderId)
    .where('o.payment_status', '=', 'PAID')
    .where(mine(ctx))
    .execute();

/** Flags an order for an administrator (a refund the processor refused). */
export const flagForAdmin = (ctx: Ctx, orderId: string, reason: string) =>
  ctx.db
    .updateTable('orders as o')
    .set({ attention: reason, updated_at: new Date() })
    .where('o.id', '=', orderId)
    .where(mine(ctx))
    .execute();

/** A charge's outcome on an order the caller read with findPayableOrder. */
export const setPaymentStatus = (ctx: Ctx, orderId: string, status: 'PAID' | 'FAILED') =>
  ctx.db
    .updateTable('orders as o')
    .set({ payment_status: status, updated_at: new Date() })
    .where('o.id', '=', orderId)
    .where(mine(ctx))
    .execute();

export const insertConsents = (ctx: Ctx, consents: Insertable<ConsentsTable>[]) => ctx.db.insertInto('consents').values(consents).execute();

/**
 * The orders a paid invoice bills (read through the invoice, which its partner or an administrator settles): not the
 * orders policy, since an order keeps its invoice when its patient moves to another partner. The scope that crosses
 * owners is named in the WHERE instead: an order billed by an invoice the caller pays (invoicePayersPolicy).
 */
export async function markPaidByPartner(ctx: Ctx, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await ctx.db
    .updateTable('orders as o')
    .set({ payment_status: 'PAID', updated_at: new Date() })
    .where('o.id', 'in', orderIds)
    .where('o.billed_to', '=', 'PARTNER')
    .where('o.payment_status', '=', 'UNPAID')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('invoice_items as ii')
          .innerJoin('invoices as inv', 'inv.id', 'ii.invoice_id')
          .select('ii.id')
          .whereRef('ii.order_id', '=', 'o.id')
          .where(policyFilter(invoicePayersPolicy, ctx.actor)),
      ),
    )
    .execute();
}
/**
 * Moves every order of these patients to another partner (a reassignment of the patients, in its transaction: the
 * patients policy chose the patients, and their orders follow them all, within the orders policy).
 */
export const setPartnerOfPatientsOrders = (ctx: Ctx, patientIds: readonly string[], partnerId: string) =>
  ctx.db
    .updateTable('orders as o')
    .set({ partner_id: partnerId, updated_at: new Date() })
    .where('o.patient_id', 'in', patientIds)
    .where(mine(ctx))
    .returning(['o.id', 'o.patient_id'])
    .execute();
