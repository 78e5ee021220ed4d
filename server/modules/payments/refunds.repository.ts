// Read-only joins: orders (whose order a refund is, for the payments policy on an order's refunds).
import { sql } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { inTransaction, noteLookup, recordEach, type Ctx } from '#server/platform/context';
import { paymentsPolicy } from './payments.policy';
import { ledgerFacts } from './payments.repository';

/**
 * Refunds: one per settled payment, queued with the decision that causes it and settled with the processor after.
 * Each refund queued and each one settled is recorded with its audit row here, in the change's transaction.
 */

export type RefundReason = 'DENIED' | 'CANCELLED';

/** What is left to refund of payment `p`: its amount less every refund of it (a refused one is still owed). */
/** What is left of a payment to give back: its amount less its refunds and its chargebacks (migration 0054). */
const leftOf = sql<number>`p.amount_cents - coalesce((select sum(r.amount_cents) from refunds r where r.payment_id = p.id), 0)::int
  - coalesce((select sum(c.amount_cents) from chargebacks c where c.payment_id = p.id), 0)::int`;

/**
 * Queues the refund of what is left of every settled payment of the order (an administrator may have refunded part
 * already; the closing index, migration 0049, makes a second call a no-op), each with its REFUND_REQUESTED row naming
 * the patient; returns the refunds it queued. The payments are locked first, so that an administrator's refund at the
 * same moment is counted.
 */
export const queueRefunds = (ctx: Ctx, order: { id: string; patient_id: string }, reason: RefundReason) =>
  inTransaction(ctx, async (tx) => {
    await lockSettledPayments(tx, order.id);
    const queued = await queueRefundsOf(tx, order.id, reason);
    await recordEach(tx, queued, (refund) => ({
      action: 'REFUND_REQUESTED',
      resourceType: 'refund',
      resourceId: refund.id,
      patientId: order.patient_id,
      details: { orderId: order.id, reason, amountCents: refund.amount_cents },
    }));
    return queued;
  });

const queueRefundsOf = (ctx: Ctx, orderId: string, reason: RefundReason) =>
  ctx.db
    .insertInto('refunds')
    .columns(['payment_id', 'order_id', 'amount_cents', 'reason', 'provider'])
    .expression((eb) =>
      eb
        .selectFrom('payments as p')
        .select(['p.id', 'p.order_id', leftOf.as('amount_cents'), eb.val(reason).as('reason'), 'p.provider'])
        .where('p.order_id', '=', orderId)
        .where('p.status', '=', 'SUCCEEDED')
        .where(leftOf, '>', 0),
    )
    .onConflict((oc) => oc.column('payment_id').where('reason', '<>', 'ADMIN').doNothing())
    .returning(['id', 'amount_cents'])
    .execute();

/**
 * Queues the refund of charges whose order was never written (the request died, or failed after the charge) and that
 * were claimed more than `olderThanSeconds` ago; a subscription's charge and a partner invoice's have no order and are not among them. Each
 * payment is locked under SKIP LOCKED, so that a checkout attaching it right now (payments.repository.ts lockPayment)
 * keeps it, and the unique payment_id makes a second pass a no-op. Each with its REFUND_REQUESTED row, in one
 * transaction.
 */
export const queueAbandonedRefunds = (ctx: Ctx, olderThanSeconds: number, limit: number) =>
  inTransaction(ctx, async (tx) => {
    const queued = await abandonedRefunds(tx, olderThanSeconds, limit);
    await recordEach(tx, queued, (refund) => ({
      action: 'REFUND_REQUESTED',
      resourceType: 'refund',
      resourceId: refund.id,
      details: { paymentId: refund.payment_id, reason: 'ABANDONED', amountCents: refund.amount_cents },
    }));
    return queued;
  });

const abandonedRefunds = (ctx: Ctx, olderThanSeconds: number, limit: number) =>
  ctx.db
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
    .onConflict((oc) => oc.column('payment_id').where('reason', '<>', 'ADMIN').doNothing())
    .returning(['id', 'payment_id', 'amount_cents'])
    .execute();

/**
 * Takes a due refund for one attempt: pushes its next attempt out by `leaseSeconds` under a row lock, so that a second
 * instance (or the job racing a request) skips it. Returns it with the charge to refund.
 */
export const leaseRefund = (ctx: Ctx, refundId: string, leaseSeconds: number) =>
  ctx.db
    .updateTable('refunds as r')
    .from('payments as p')
    .set((eb) => ({ attempts: eb('r.attempts', '+', 1), next_attempt_at: new Date(Date.now() + leaseSeconds * 1000) }))
    .whereRef('p.id', '=', 'r.payment_id')
    .where('r.id', '=', refundId)
    .where('r.status', '=', 'PENDING')
    .where('r.next_attempt_at', '<=', new Date())
    .returning(['r.id', 'r.order_id', 'r.amount_cents', 'r.reason', 'r.attempts', 'p.provider_ref'])
    .executeTakeFirst();

/** Due refunds, oldest first (leaseRefund decides who takes each). */
export const dueRefunds = (ctx: Ctx, limit: number) =>
  ctx.db
    .selectFrom('refunds')
    .select('id')
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', new Date())
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();

/**
 * Settles a PENDING refund with the processor's answer, runs `alongside` (the order marked refunded, or flagged) and
 * records its REFUND row (SUCCESS, or FAILURE with the processor's reason), in one transaction. False, and nothing
 * else written, when it was settled meanwhile.
 */
export const settleRefund = (
  ctx: Ctx,
  refund: { id: string; order_id: string | null; amount_cents: number; patientId: string | null },
  outcome: { status: 'SUCCEEDED'; providerRef: string } | { status: 'REFUSED'; message: string },
  alongside: (tx: Ctx) => Promise<unknown>,
) =>
  inTransaction(ctx, async (tx) => {
    const settled = await tx.db
      .updateTable('refunds')
      .set({
        status: outcome.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED',
        provider_ref: outcome.status === 'SUCCEEDED' ? outcome.providerRef : null,
        failure_message: outcome.status === 'REFUSED' ? outcome.message : null,
        settled_at: new Date(),
      })
      .where('id', '=', refund.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (settled.numUpdatedRows !== 1n) return false;
    await alongside(tx);
    await tx.audit.record(tx.db, {
      action: 'REFUND',
      resourceType: 'refund',
      resourceId: refund.id,
      patientId: refund.patientId,
      outcome: outcome.status === 'SUCCEEDED' ? 'SUCCESS' : 'FAILURE',
      details: {
        orderId: refund.order_id,
        amountCents: refund.amount_cents,
        ...(outcome.status === 'REFUSED' ? { reason: outcome.message } : {}),
      },
    });
    return true;
  });

/** Tries again after `seconds`, keeping why the last attempt failed. */
export const postponeRefund = (ctx: Ctx, id: string, seconds: number, error: string) =>
  ctx.db
    .updateTable('refunds')
    .set({ next_attempt_at: new Date(Date.now() + seconds * 1000), failure_message: error.slice(0, 500) })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();

/** The refunds of an order the caller sees (the payments policy, on the order), for its view. */
export const refundsOfOrder = (ctx: Ctx, orderId: string) =>
  ctx.db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .where(policyFilter(paymentsPolicy, ctx.actor))
    .where('r.order_id', '=', orderId)
    .select(['r.payment_id', 'r.status', 'r.amount_cents', 'r.created_at', 'r.settled_at'])
    .orderBy('r.created_at')
    .execute();

/**
 * Refunds as the ledger posts them (ledger.service.ts RefundFacts), each with its charge's facts and what earlier
 * refunds of the same charge gave back (its commission is reversed on the running total, so that the parts of a
 * payment refunded in several times take back exactly what the whole earned).
 */
export async function ledgerFactsOf(ctx: Ctx, refundIds: readonly string[]) {
  if (refundIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('refunds as r')
    .select(['r.id', 'r.payment_id', 'r.order_id', 'r.amount_cents', 'r.reason', 'r.note', 'r.status', 'r.created_at', 'r.settled_at'])
    .select(
      sql<number>`(select coalesce(sum(e.amount_cents), 0)::int from refunds e where e.payment_id = r.payment_id
        and (e.created_at, e.id) < (r.created_at, r.id))
        + (select coalesce(sum(c.amount_cents), 0)::int from chargebacks c where c.payment_id = r.payment_id
        and c.created_at < r.created_at)`.as('refunded_before_cents'),
    )
    .where('r.id', 'in', refundIds)
    .execute();
  return Promise.all(rows.map(async (r) => ({ ...r, payment: await ledgerFacts(ctx, r.payment_id) })));
}

/** Locks the order's settled payments (in a stable order), so that two refunds of one order count what is left one after the other. */
export const lockSettledPayments = (ctx: Ctx, orderId: string) =>
  ctx.db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'SUCCEEDED')
    .orderBy('id')
    .forUpdate()
    .execute();

/** A read of an order's refunds: READ on `refund` for the order, DENIED when the caller does not see the order. */
export const noteRefundsRead = (ctx: Ctx, orderId: string, patientId: string | null) =>
  noteLookup(ctx, { action: 'READ', resourceType: 'refund', patientId, details: { orderId } }, patientId !== null);

/** The order's settled payments, oldest first, each with what is left to refund of it. */
export const refundablePayments = (ctx: Ctx, orderId: string) =>
  ctx.db
    .selectFrom('payments as p')
    .select(['p.id', 'p.amount_cents', 'p.provider', 'p.provider_ref', leftOf.as('left_cents')])
    .where('p.order_id', '=', orderId)
    .where('p.status', '=', 'SUCCEEDED')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();

/** Every refund of the order, oldest first. */
export const refundRowsOfOrder = (ctx: Ctx, orderId: string) =>
  ctx.db
    .selectFrom('refunds')
    .select(['id', 'amount_cents', 'reason', 'note', 'status', 'failure_message', 'created_at', 'settled_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/**
 * Queues an administrator's refunds of an order (one per payment the amount is taken from), each with its
 * REFUND_REQUESTED row naming the patient, in the caller's transaction (which holds the payments' locks).
 */
export const queueAdminRefunds = (
  ctx: Ctx,
  order: { id: string; patient_id: string },
  parts: readonly { paymentId: string; provider: string; amountCents: number }[],
  note: string,
) =>
  inTransaction(ctx, async (tx) => {
    if (parts.length === 0) return [];
    const queued = await tx.db
      .insertInto('refunds')
      .values(
        parts.map((part) => ({
          payment_id: part.paymentId,
          order_id: order.id,
          amount_cents: part.amountCents,
          reason: 'ADMIN' as const,
          note,
          provider: part.provider,
        })),
      )
      .returning(['id', 'amount_cents'])
      .execute();
    await recordEach(tx, queued, (refund) => ({
      action: 'REFUND_REQUESTED',
      resourceType: 'refund',
      resourceId: refund.id,
      patientId: order.patient_id,
      details: { orderId: order.id, reason: 'ADMIN', amountCents: refund.amount_cents },
    }));
    return queued;
  });

/** Whether the processor has given back all the order's settled payments (its refunds that went through cover them). */
export async function refundedInFull(ctx: Ctx, orderId: string) {
  const row = await ctx.db
    .selectFrom('payments as p')
    .select([
      sql<number>`coalesce(sum(p.amount_cents), 0)::int`.as('paid'),
      // Refunds that went through, and chargebacks (the bank gave those back).
      sql<number>`coalesce((select sum(r.amount_cents) from refunds r where r.order_id = ${orderId} and r.status = 'SUCCEEDED'), 0)::int
        + coalesce((select sum(c.amount_cents) from chargebacks c where c.order_id = ${orderId}), 0)::int`.as('refunded'),
    ])
    .where('p.order_id', '=', orderId)
    .where('p.status', '=', 'SUCCEEDED')
    .executeTakeFirstOrThrow();
  return row.paid > 0 && row.refunded >= row.paid;
}
