import type { AdminChargebackBody, AdminRefundBody, OrderRefunds } from '#contracts/refunds';
import { conflict, notFound, unprocessable } from '#server/platform/errors';
import { inTransaction, type Ctx } from '#server/platform/context';
import * as ledger from '#server/modules/ledger/ledger.service';
import * as orders from '#server/modules/orders/order-lifecycle.service';
import * as chargebacks from './chargebacks.repository';
import * as repo from './refunds.repository';
import { settleRefunds } from './refunds.service';

/**
 * An administrator's refunds of an order (README, "Refunds by an administrator"): part or all of what its settled
 * payments brought in, never more than is left; queued with the ledger's postings (refund owed, commission reversed in
 * proportion) in one transaction, then asked of the processor like every refund.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const sum = (values: readonly number[]) => values.reduce((n, v) => n + v, 0);

async function summary(ctx: Ctx, orderId: string): Promise<OrderRefunds> {
  const [payments, refunds, disputes] = await Promise.all([
    repo.refundablePayments(ctx, orderId),
    repo.refundRowsOfOrder(ctx, orderId),
    chargebacks.chargebackRowsOfOrder(ctx, orderId),
  ]);
  return {
    orderId,
    paidCents: sum(payments.map((p) => p.amount_cents)),
    refundedCents: sum(refunds.map((r) => r.amount_cents)),
    chargedBackCents: sum(disputes.map((c) => c.amount_cents)),
    refundableCents: sum(payments.map((p) => Math.max(0, p.left_cents))),
    refunds: refunds.map((r) => ({
      id: r.id,
      amountCents: r.amount_cents,
      reason: r.reason,
      note: r.note,
      status: r.status,
      failureMessage: r.failure_message,
      createdAt: r.created_at.toISOString(),
      settledAt: r.settled_at?.toISOString() ?? null,
    })),
    chargebacks: disputes.map((c) => ({
      id: c.id,
      amountCents: c.amount_cents,
      reference: c.reference,
      reason: c.reason,
      createdAt: c.created_at.toISOString(),
    })),
  };
}

/**
 * Splits `amountCents` over the order's settled payments, oldest first, each up to what is left of it (its refunds and
 * chargebacks taken off); 422 when nothing was paid or is left (NOTHING_TO_REFUND) or the amount is more than is left
 * (MORE_THAN_LEFT). The caller holds the payments' locks.
 */
async function takenFromPayments(tx: Ctx, orderId: string, amountCents: number) {
  const payments = await repo.refundablePayments(tx, orderId);
  const left = sum(payments.map((p) => Math.max(0, p.left_cents)));
  if (payments.length === 0) throw unprocessable('This order has no payment to refund', 'NOTHING_TO_REFUND');
  if (left === 0) throw unprocessable('This order has been refunded in full already', 'NOTHING_TO_REFUND');
  if (amountCents > left) throw unprocessable(`Only ${usd.format(left / 100)} is left to refund on this order`, 'MORE_THAN_LEFT');
  let rest = amountCents;
  const parts = [];
  for (const payment of payments) {
    const take = Math.min(rest, Math.max(0, payment.left_cents));
    if (take > 0) parts.push({ paymentId: payment.id, provider: payment.provider, providerRef: payment.provider_ref, amountCents: take });
    rest -= take;
  }
  return parts;
}

/** GET /super-admin/orders/{id}/refunds: what was paid, given back and left. */
export async function orderRefunds(ctx: Ctx, orderId: string) {
  const order = await orders.findOrderForRefund(ctx, orderId);
  await repo.noteRefundsRead(ctx, orderId, order?.patient_id ?? null);
  if (!order) throw notFound('Order not found');
  return summary(ctx, order.id);
}

/**
 * POST /super-admin/orders/{id}/refunds: gives back `amountCents`, taken from the oldest payment first. Refused with
 * 422 when nothing was paid or is left (NOTHING_TO_REFUND) or when the amount is more than is left (MORE_THAN_LEFT),
 * with nothing written. The payments stay locked from the count to the postings, so two refunds at once never give
 * back more than was paid.
 */
export async function refundOrder(ctx: Ctx, orderId: string, body: AdminRefundBody) {
  const queued = await inTransaction(ctx, async (tx) => {
    const order = await orders.findOrderForRefund(tx, orderId);
    if (!order) throw notFound('Order not found');
    await repo.lockSettledPayments(tx, order.id);
    const parts = await takenFromPayments(tx, order.id, body.amountCents);
    const rows = await repo.queueAdminRefunds(tx, order, parts, body.reason);
    await ledger.refundsQueued(
      tx,
      await repo.ledgerFactsOf(
        tx,
        rows.map((r) => r.id),
      ),
    );
    return { orderId: order.id, ids: rows.map((r) => r.id) };
  });
  // After the commit, as every refund: the decision stands whatever the processor answers.
  await settleRefunds(ctx, queued.ids);
  return summary(ctx, queued.orderId);
}

/**
 * POST /super-admin/orders/{id}/chargebacks: records a chargeback the processor reported (a dispute the card holder's
 * bank won) on part or all of what is left of the order's payments; the ledger posts it, the processor's dispute fee
 * and the commission reversed in the same transaction. Nothing is asked of the processor: the money has left it already. The same dispute
 * reference twice is refused (409), and so is more than is left (422), with nothing written.
 */
export async function recordChargeback(ctx: Ctx, orderId: string, body: AdminChargebackBody) {
  const recorded = await inTransaction(ctx, async (tx) => {
    const order = await orders.findOrderForRefund(tx, orderId);
    if (!order) throw notFound('Order not found');
    await repo.lockSettledPayments(tx, order.id);
    if (await chargebacks.referenceRecorded(tx, order.id, body.reference)) {
      throw conflict('This dispute has been recorded on this order already');
    }
    const parts = await takenFromPayments(tx, order.id, body.amountCents);
    // The processor's dispute fee, where it names one: kept with the chargeback and posted with it.
    const processorFeeCents = ctx.deps.payments.disputeFeeCents ?? null;
    const rows = await chargebacks.insertChargebacks(tx, order, parts, { ...body, processorFeeCents });
    for (const facts of await chargebacks.chargebackFactsOf(
      tx,
      rows.map((r) => r.id),
    )) {
      await ledger.chargebackPosted(tx, facts);
    }
    return { orderId: order.id, parts };
  });
  // The sandbox plays the processor: its record keeps the dispute, as Stripe's keeps its own.
  const { disputeLost } = ctx.deps.payments;
  if (disputeLost) {
    for (const part of recorded.parts) {
      if (part.providerRef) await disputeLost({ chargeRef: part.providerRef, reference: body.reference, amountCents: part.amountCents });
    }
  }
  return summary(ctx, recorded.orderId);
}
