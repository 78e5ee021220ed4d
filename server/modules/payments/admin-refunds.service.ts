import type { AdminRefundBody, OrderRefunds } from '#contracts/refunds';
import { notFound, unprocessable } from '#server/platform/errors';
import { inTransaction, type Ctx } from '#server/platform/context';
import * as ledger from '#server/modules/ledger/ledger.service';
import * as orders from '#server/modules/orders/order-lifecycle.service';
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
  const [payments, refunds] = await Promise.all([repo.refundablePayments(ctx, orderId), repo.refundRowsOfOrder(ctx, orderId)]);
  return {
    orderId,
    paidCents: sum(payments.map((p) => p.amount_cents)),
    refundedCents: sum(refunds.map((r) => r.amount_cents)),
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
  };
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
    const payments = await repo.refundablePayments(tx, order.id);
    const left = sum(payments.map((p) => Math.max(0, p.left_cents)));
    if (payments.length === 0) throw unprocessable('This order has no payment to refund', 'NOTHING_TO_REFUND');
    if (left === 0) throw unprocessable('This order has been refunded in full already', 'NOTHING_TO_REFUND');
    if (body.amountCents > left) throw unprocessable(`Only ${usd.format(left / 100)} is left to refund on this order`, 'MORE_THAN_LEFT');
    let rest = body.amountCents;
    const parts = [];
    for (const payment of payments) {
      const take = Math.min(rest, Math.max(0, payment.left_cents));
      if (take > 0) parts.push({ paymentId: payment.id, provider: payment.provider, amountCents: take });
      rest -= take;
    }
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
