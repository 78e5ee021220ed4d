import { CARE_ROLES } from '#contracts/patient-charts';
import type { PaymentMethod } from '#contracts/onboarding';
import type { Ctx } from '#server/platform/context';
import { conflict, forbidden, notFound } from '#server/platform/errors';
import { openPaymentFailedTask } from '#server/modules/care-tasks/care-tasks.service';
import * as orders from '#server/modules/orders/order-lifecycle.service';
import { chargeOnce, declined, findPayment } from './payments.service';

/**
 * POST /payment-intent: only someone who sees the order (its patient, by the orders policy) may pay it, only while
 * unpaid, and never an order its partner pays for (billed to the partner: it is on the partner's invoice).
 */
export async function payOrder(ctx: Ctx, body: { orderId: string; payment: PaymentMethod; idempotencyKey: string }) {
  // The care team sees every order (read-only): they never pay one.
  const { actor } = ctx;
  if (actor.kind === 'user' && (CARE_ROLES as readonly string[]).includes(actor.role)) throw forbidden('The care team cannot pay an order');
  const order = await orders.findPayableOrder(ctx, body.orderId, { action: 'PAYMENT_ATTEMPT' });
  if (!order) throw notFound('Order not found');
  if (order.billed_to === 'PARTNER') {
    throw conflict('Your partner pays for this order: there is nothing for you to pay');
  }
  const request = { orderId: order.id, payment: body.payment };
  const previous = await findPayment(ctx, body.idempotencyKey, request);
  if (order.payment_status === 'PAID' && previous?.order_id !== order.id) throw conflict('This order is already paid');
  const payment = await chargeOnce(ctx, {
    key: body.idempotencyKey,
    amountCents: order.amount_cents,
    description: `Order #${order.number}`,
    request,
    // The order is marked with the charge's outcome in the transaction that records it: never charged but unpaid.
    // A decline also opens the care team's PAYMENT_FAILED task (one open per order), in the same transaction.
    onSettled: async (tx, settled) => {
      const paid = settled.status === 'SUCCEEDED';
      await orders.setPaymentStatus(tx, order.id, paid ? 'PAID' : 'FAILED');
      if (!paid) await openPaymentFailedTask(tx, order, { code: settled.decline_code, message: settled.decline_message });
    },
  });
  if (payment.status === 'DECLINED') throw declined(payment);
  return {
    paymentId: payment.id,
    orderId: order.id,
    status: 'SUCCEEDED' as const,
    amountCents: payment.amount_cents,
    cardLast4: payment.card_last4,
  };
}
