import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { PaymentMethod } from '../../../contracts/onboarding';
import type { PaymentsTable } from '../../platform/db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { quote } from '../catalog/catalog.service';
import * as repo from './payments.repository';

export type Payment = Selectable<PaymentsTable>;

/** 402 with the processor's reason; the order or intake stays unpaid. */
export const declined = (payment: Pick<Payment, 'decline_message' | 'decline_code'>) =>
  new AppError(402, 'CARD_DECLINED', payment.decline_message ?? 'Your card was declined.', [
    { path: 'payment', message: payment.decline_code ?? 'card_declined' },
  ]);

/**
 * Charges once per idempotency key: the key is claimed in the payments ledger before the processor is called,
 * a replay returns the recorded outcome, and a charge whose order was not written yet is finished on retry.
 */
export async function chargeOnce(
  req: FastifyRequest,
  input: { key: string; intakeId?: string; orderId?: string; amountCents: number; description: string; payment: PaymentMethod },
): Promise<Payment> {
  const { db, payments } = req.server;
  const claimed = await repo.claimPayment(db, {
    key: input.key,
    intakeId: input.intakeId ?? null,
    orderId: input.orderId ?? null,
    amountCents: input.amountCents,
    provider: payments.name,
  });
  if (!claimed) {
    const existing = await repo.findPaymentByKey(db, input.key);
    if (!existing || existing.status === 'PENDING')
      throw conflict('This payment is already being processed. Wait a moment and check your e-mail.');
    if (
      (existing.intake_id ?? undefined) !== input.intakeId ||
      (input.orderId && existing.order_id !== input.orderId) ||
      existing.amount_cents !== input.amountCents
    )
      throw conflict('This payment key was used for another payment');
    return existing;
  }
  const result = await payments.charge({
    amountCents: input.amountCents,
    currency: 'usd',
    description: input.description,
    idempotencyKey: input.key,
    payment: input.payment,
  });
  const settled =
    result.status === 'SUCCEEDED'
      ? await repo.settlePayment(db, claimed.id, {
          status: 'SUCCEEDED',
          providerRef: result.providerRef,
          cardBrand: result.cardBrand,
          cardLast4: result.cardLast4,
        })
      : await repo.settlePayment(db, claimed.id, {
          status: 'DECLINED',
          declineCode: result.declineCode,
          declineMessage: result.message,
          cardLast4: result.cardLast4,
        });
  await req.audit({
    action: 'PAYMENT',
    resourceType: 'payment',
    resourceId: claimed.id,
    outcome: result.status === 'SUCCEEDED' ? 'SUCCESS' : 'FAILURE',
    details: { intakeId: input.intakeId ?? null, orderId: input.orderId ?? null, amountCents: input.amountCents },
  });
  return settled;
}

export const findPayment = (db: FastifyRequest['server']['db'], idempotencyKey: string) => repo.findPaymentByKey(db, idempotencyKey);

/** POST /payment-intent: only the order's owner (by the patient scope) may pay it, and only while unpaid. */
export async function payOrder(
  req: FastifyRequest,
  auth: AuthContext,
  body: { orderId: string; payment: PaymentMethod; idempotencyKey: string },
) {
  const { db } = req.server;
  const order = await repo.findOwnedOrder(db, auth, body.orderId);
  await req.audit({
    action: 'PAYMENT_ATTEMPT',
    resourceType: 'order',
    resourceId: body.orderId,
    patientId: order?.patient_id ?? null,
    outcome: order ? 'SUCCESS' : 'DENIED',
  });
  if (!order) throw notFound('Order not found');
  const previous = await repo.findPaymentByKey(db, body.idempotencyKey);
  if (order.payment_status === 'PAID' && previous?.order_id !== order.id) throw conflict('This order is already paid');
  const payment = await chargeOnce(req, {
    key: body.idempotencyKey,
    orderId: order.id,
    amountCents: order.amount_cents,
    description: `Order #${order.number}`,
    payment: body.payment,
  });
  await repo.setOrderPaymentStatus(db, order.id, payment.status === 'SUCCEEDED' ? 'PAID' : 'FAILED');
  if (payment.status === 'DECLINED') throw declined(payment);
  return {
    paymentId: payment.id,
    orderId: order.id,
    status: 'SUCCEEDED' as const,
    amountCents: payment.amount_cents,
    cardLast4: payment.card_last4,
  };
}

/** POST /subscription: patients subscribe to automatic renewal; the first period is charged now. */
export async function subscribe(
  req: FastifyRequest,
  auth: AuthContext,
  body: { planId: string; productVariationKey: string; payment: PaymentMethod; idempotencyKey: string },
) {
  const { db } = req.server;
  if (auth.role !== 'PATIENT') throw forbidden('Only patients can subscribe to a medication plan');
  const patient = await repo.patientOfUser(db, auth.userId);
  if (!patient) throw notFound('Patient not found');
  const { plan, variation, amountCents } = await quote(db, body.productVariationKey, body.planId);
  const payment = await chargeOnce(req, {
    key: body.idempotencyKey,
    amountCents,
    description: `Subscription: ${variation.product_name}, ${plan.name}`,
    payment: body.payment,
  });
  if (payment.status === 'DECLINED') throw declined(payment);
  const subscription = await repo.upsertSubscription(db, {
    paymentId: payment.id,
    patientId: patient.id,
    variationKey: variation.key,
    planMonths: plan.months,
    providerRef: payment.provider_ref,
  });
  await req.audit({ action: 'SUBSCRIBE', resourceType: 'subscription', resourceId: subscription.id, patientId: patient.id });
  return {
    id: subscription.id,
    status: subscription.status,
    planMonths: subscription.plan_months,
    productVariationKey: subscription.product_variation_key,
    currentPeriodEnd: subscription.current_period_end.toISOString(),
  };
}
