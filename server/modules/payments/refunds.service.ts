import { inTransaction, type Ctx } from '#server/platform/context';
import * as ledger from '#server/modules/ledger/ledger.service';
import * as orders from '#server/modules/orders/order-lifecycle.service';
import { getPatient } from '#server/modules/patients/patients.service';
import * as repo from './refunds.repository';

export type { RefundReason } from './refunds.repository';

/** How long one attempt holds a refund, and how often an unreachable processor is asked again before a person looks. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatUsd = (cents: number) => usd.format(cents / 100);

const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 8;
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

/**
 * Queues the refund of everything paid on an order that was denied or canceled; runs in the caller's transaction
 * (the decision's), so that the decision and the promise to refund commit together. The processor is asked after
 * the commit (`settleRefunds`); returns the ids to settle.
 */
export async function queueRefunds(tx: Ctx, order: { id: string; patient_id: string }, reason: repo.RefundReason) {
  const queued = await repo.queueRefunds(tx, order, reason);
  const ids = queued.map((r) => r.id);
  // Owed to the patient, and the order's commission reversed, with the decision.
  await ledger.refundsQueued(tx, await repo.ledgerFactsOf(tx, ids));
  return ids;
}

/**
 * Asks the processor for each refund, once per refund (its id is the idempotency key). A refund the processor makes
 * marks the order refunded and tells the patient by e-mail; one it refuses is FAILED and flags the order for an
 * administrator (the order stays paid); an unreachable processor is asked again later by the refund job, and after
 * MAX_ATTEMPTS the refund fails the same way. Never throws for the processor: the decision that queued it stands.
 */
export async function settleRefunds(ctx: Ctx, refundIds: readonly string[]) {
  for (const id of refundIds) await settleRefund(ctx, id);
}

async function settleRefund(ctx: Ctx, refundId: string) {
  const refund = await repo.leaseRefund(ctx, refundId, LEASE_SECONDS);
  if (!refund) return;
  // An abandoned charge has no order: nothing to mark, and the payer was never told of an order.
  const order = refund.order_id ? await orders.orderForRefund(ctx, refund.order_id) : null;
  let result: Awaited<ReturnType<Ctx['deps']['payments']['refund']>>;
  try {
    if (!refund.provider_ref) throw new Error('the payment has no reference at the processor');
    result = await ctx.deps.payments.refund({
      providerRef: refund.provider_ref,
      amountCents: refund.amount_cents,
      idempotencyKey: refund.id,
    });
  } catch (error) {
    ctx.deps.log.error({ err: error, refundId }, 'refund could not reach the payment processor');
    const message = error instanceof Error ? error.message : String(error);
    if (refund.attempts < MAX_ATTEMPTS) {
      await repo.postponeRefund(ctx, refund.id, backoffSeconds(refund.attempts), message);
      return;
    }
    result = { status: 'REFUSED', message: `The payment processor could not be reached (${message})` };
  }
  const outcome = result;
  const done = await repo.settleRefund(ctx, { ...refund, patientId: order?.patient_id ?? null }, outcome, async (tx) => {
    if (refund.order_id && outcome.status === 'SUCCEEDED') {
      // A closing refund (denied, canceled) gives back what was left; an administrator's may be a part of it.
      if (refund.reason !== 'ADMIN') await orders.markRefunded(tx, refund.order_id);
      else if (await repo.refundedInFull(tx, refund.order_id)) await orders.markRefundedInFull(tx, refund.order_id);
    } else if (refund.order_id) await orders.flagForAdmin(tx, refund.order_id, 'REFUND_FAILED');
    const [settled] = await repo.ledgerFactsOf(tx, [refund.id]);
    await ledger.refundSettled(tx, settled);
  });
  if (!done) return;
  if (outcome.status === 'SUCCEEDED' && order) await tellPatient(ctx, order, refund.amount_cents);
  else if (outcome.status === 'REFUSED')
    ctx.deps.log.error(
      { refundId, orderId: refund.order_id, reason: outcome.message },
      order
        ? 'refund refused: order flagged for an administrator'
        : 'refund of an abandoned charge refused: an administrator must refund it',
    );
}

async function tellPatient(ctx: Ctx, order: { patient_id: string; number: number }, amountCents: number) {
  try {
    const patient = await getPatient(ctx, order.patient_id);
    await ctx.deps.notifier.send({
      channel: 'email',
      to: patient.email,
      subject: 'Your payment was refunded',
      body: `Hello ${patient.first_name}, we refunded ${formatUsd(amountCents)} for order #${order.number} to the card you paid with. Banks usually show it within 5 to 10 business days.`,
    });
  } catch (error) {
    // The refund is recorded; a lost e-mail must not undo it.
    ctx.deps.log.error({ err: error, patientId: order.patient_id }, 'could not send the refund email');
  }
}

/**
 * Refunds the charges whose order was never written ABANDONED_PAYMENT_SECONDS after their claim: the request that
 * made them died (a killed instance) or failed after the charge, and the payer did not retry with the same key.
 * Queued with an audit row each, in one transaction, then settled like any refund. Returns how many.
 */
export async function refundAbandonedPayments(ctx: Ctx, limit = 50) {
  const queued = await inTransaction(ctx, async (tx) => {
    const rows = await repo.queueAbandonedRefunds(tx, tx.deps.config.ABANDONED_PAYMENT_SECONDS, limit);
    await ledger.refundsQueued(
      tx,
      await repo.ledgerFactsOf(
        tx,
        rows.map((r) => r.id),
      ),
    );
    return rows;
  });
  for (const refund of queued) ctx.deps.log.warn({ paymentId: refund.payment_id }, 'charge without an order refunded as abandoned');
  await settleRefunds(
    ctx,
    queued.map((r) => r.id),
  );
  return queued.length;
}

/** The refund job's pass: refunds whose processor call failed, or that a stopped instance never settled. */
export async function settleDueRefunds(ctx: Ctx, limit = 50) {
  const due = await repo.dueRefunds(ctx, limit);
  await settleRefunds(
    ctx,
    due.map((r) => r.id),
  );
  return due.length;
}
