import { sql } from 'kysely';
import type { Db } from '#server/platform/db/client';

/** Refunds: one per settled payment, queued with the decision that causes it and settled with the processor after. */

export type RefundReason = 'DENIED' | 'CANCELLED';

/**
 * Queues a refund of every settled payment of the order not refunded yet (the unique payment_id makes a second call a
 * no-op); returns the refunds it queued.
 */
export const queueRefunds = (db: Db, orderId: string, reason: RefundReason) =>
  db
    .insertInto('refunds')
    .columns(['payment_id', 'order_id', 'amount_cents', 'reason', 'provider'])
    .expression((eb) =>
      eb
        .selectFrom('payments')
        .select(['id', 'order_id', 'amount_cents', eb.val(reason).as('reason'), 'provider'])
        .where('order_id', '=', orderId)
        .where('status', '=', 'SUCCEEDED'),
    )
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .returning(['id', 'amount_cents'])
    .execute();

/**
 * Queues the refund of charges whose order was never written (the request died, or failed after the charge) and that
 * were claimed more than `olderThanSeconds` ago; a subscription's charge and a partner invoice's have no order and are not among them. Each
 * payment is locked under SKIP LOCKED, so that a checkout attaching it right now (payments.repository.ts lockPayment)
 * keeps it, and the unique payment_id makes a second pass a no-op.
 */
export const queueAbandonedRefunds = (db: Db, olderThanSeconds: number, limit: number) =>
  db
    .insertInto('refunds')
    .columns(['payment_id', 'order_id', 'amount_cents', 'reason', 'provider'])
    .expression((eb) =>
      eb
        .selectFrom('payments as p')
        .select(['p.id', sql<null>`NULL::uuid`.as('order_id'), 'p.amount_cents', eb.val('ABANDONED').as('reason'), 'p.provider'])
        .where('p.status', '=', 'SUCCEEDED')
        .where('p.order_id', 'is', null)
        // A partner invoice's charge has no order either: it pays the invoice, never abandoned.
        .where('p.invoice_id', 'is', null)
        .where('p.claimed_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('subscriptions as s')
                .select('s.id')
                .where('s.provider_ref', '=', sql<string>`p.id::text`),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('refunds as r').select('r.id').whereRef('r.payment_id', '=', 'p.id'))),
        )
        .orderBy('p.claimed_at')
        .limit(limit)
        .forUpdate('p')
        .skipLocked(),
    )
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .returning(['id', 'payment_id', 'amount_cents'])
    .execute();

/**
 * Takes a due refund for one attempt: pushes its next attempt out by `leaseSeconds` under a row lock, so that a second
 * instance (or the job racing a request) skips it. Returns it with the charge to refund.
 */
export const leaseRefund = (db: Db, refundId: string, leaseSeconds: number) =>
  db
    .updateTable('refunds as r')
    .from('payments as p')
    .set((eb) => ({ attempts: eb('r.attempts', '+', 1), next_attempt_at: new Date(Date.now() + leaseSeconds * 1000) }))
    .whereRef('p.id', '=', 'r.payment_id')
    .where('r.id', '=', refundId)
    .where('r.status', '=', 'PENDING')
    .where('r.next_attempt_at', '<=', new Date())
    .returning(['r.id', 'r.order_id', 'r.amount_cents', 'r.attempts', 'p.provider_ref'])
    .executeTakeFirst();

/** Due refunds, oldest first (leaseRefund decides who takes each). */
export const dueRefunds = (db: Db, limit: number) =>
  db
    .selectFrom('refunds')
    .select('id')
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', new Date())
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();

export const settleRefund = (
  db: Db,
  id: string,
  values: { status: 'SUCCEEDED'; providerRef: string } | { status: 'FAILED'; failureMessage: string },
) =>
  db
    .updateTable('refunds')
    .set({
      status: values.status,
      provider_ref: values.status === 'SUCCEEDED' ? values.providerRef : null,
      failure_message: values.status === 'FAILED' ? values.failureMessage : null,
      settled_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();

/** Tries again after `seconds`, keeping why the last attempt failed. */
export const postponeRefund = (db: Db, id: string, seconds: number, error: string) =>
  db
    .updateTable('refunds')
    .set({ next_attempt_at: new Date(Date.now() + seconds * 1000), failure_message: error.slice(0, 500) })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();

/** The refunds of an order, for its view. */
export const refundsOfOrder = (db: Db, orderId: string) =>
  db
    .selectFrom('refunds')
    .select(['payment_id', 'status', 'amount_cents', 'created_at', 'settled_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();
