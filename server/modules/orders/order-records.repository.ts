import type { Insertable } from 'kysely';
import type { AuditEntry } from '#server/platform/audit/audit';
import { auditedChange, inTransaction, type Ctx } from '#server/platform/context';
import type { ConsentsTable, OrdersTable } from '#server/platform/db/schema';
import { insertConsents, insertOrder } from './order-changes.repository';

/**
 * The audit rows of orders, recorded with what they record: a new order's CREATE with its INSERT, a change's row only
 * when its guarded UPDATE took (order-changes.repository.ts), in the change's transaction; and the events that change
 * no order (a photo ID link, a reminder).
 */

/**
 * What closing a paid order needs from payments, which sit above orders: the flow that composes the two passes it in
 * (flows/order-refunds.ts), so that the refund is queued in the closing transaction and asked for after the commit.
 */
export type Refunds = {
  /** Queues, in the closing transaction, the refunds the order's payments are owed; answers their ids. */
  queue: (tx: Ctx, order: { id: string; patient_id: string }, reason: 'DENIED' | 'CANCELLED') => Promise<string[]>;
  /** Asks the payment processor for them, once the transaction has committed. */
  settle: (ctx: Ctx, refundIds: readonly string[]) => Promise<void>;
};

/** The refund a change owes when it closes a paid order: why, and who queues it. */
export type RefundOwed = { reason: 'DENIED' | 'CANCELLED'; refunds: Refunds };

/**
 * Makes `change` to an order in a transaction and, when it took (the order was still in a state that allows it),
 * records it on the order's audit trail and queues the refund it owes (a denial, a cancellation of a paid order) in
 * the same transaction; the payment processor is asked for the refund after the commit.
 */
export async function changeOrder(
  ctx: Ctx,
  order: { id: string; patient_id: string },
  entry: Pick<AuditEntry, 'action' | 'details'>,
  change: (tx: Ctx) => Promise<boolean>,
  owed?: RefundOwed,
): Promise<boolean> {
  const result = await inTransaction(ctx, async (tx) => {
    const done = await change(tx);
    if (!done) return { done, refunds: [] };
    await tx.audit.record(tx.db, { ...entry, resourceType: 'order', resourceId: order.id, patientId: order.patient_id });
    return { done, refunds: owed ? await owed.refunds.queue(tx, order, owed.reason) : [] };
  });
  if (owed) await owed.refunds.settle(ctx, result.refunds);
  return result.done;
}

/** A new order with its CREATE row (`details`: how it was made), in the caller's transaction when it has one. */
export const createOrder = (ctx: Ctx, values: Insertable<OrdersTable> & { patient_id: string }, details: Record<string, unknown>) =>
  auditedChange(
    ctx,
    (db) => insertOrder({ ...ctx, db }, values),
    (order) => ({ action: 'CREATE', resourceType: 'order', resourceId: order.id, patientId: values.patient_id, details }),
  );

/**
 * A new order from an intake with the consents signed for it (none for a renewal), audited as `entry` (a checkout's,
 * a renewal's row), in the caller's transaction.
 */
export const createIntakeOrder = (
  ctx: Ctx,
  values: Insertable<OrdersTable> & { patient_id: string },
  consents: (orderId: string) => Insertable<ConsentsTable>[],
  entry: Pick<AuditEntry, 'action' | 'actorUserId' | 'details'>,
) =>
  auditedChange(
    ctx,
    async (db) => {
      const created = await insertOrder({ ...ctx, db }, values);
      const signed = consents(created.id);
      if (signed.length > 0) await insertConsents({ ...ctx, db }, signed);
      return created;
    },
    (created) => ({ ...entry, resourceType: 'order', resourceId: created.id, patientId: values.patient_id }),
  );

/** A link to the patient's photo ID, given for an order the doctor sees: its PHOTO_ID_LINK row. */
export const recordPhotoIdLink = (ctx: Ctx, order: { id: string; patient_id: string }, upload: string, expiresAt: string) =>
  ctx.audit.record(ctx.db, {
    action: 'PHOTO_ID_LINK',
    resourceType: 'order',
    resourceId: order.id,
    patientId: order.patient_id,
    details: { upload, expiresAt },
  });

/** A reminder e-mailed to the patient about what their order waits for: its REMIND row. */
export const recordReminder = (ctx: Ctx, order: { id: string; patient_id: string }, reminder: string) =>
  ctx.audit.record(ctx.db, {
    action: 'REMIND',
    resourceType: 'order',
    resourceId: order.id,
    patientId: order.patient_id,
    details: { reminder },
  });
