import type { Selectable } from 'kysely';
import type { PaymentMethod } from '../../../contracts/onboarding';
import { inTransaction, userOf, type Ctx } from '../../platform/context';
import type { PaymentsTable } from '../../platform/db/schema';
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
 * The outcome and its audit row commit together.
 */
export async function chargeOnce(
  ctx: Ctx,
  input: { key: string; intakeId?: string; orderId?: string; amountCents: number; description: string; payment: PaymentMethod },
): Promise<Payment> {
  const processor = ctx.deps.payments;
  const claimed = await repo.claimPayment(ctx.db, {
    key: input.key,
    intakeId: input.intakeId ?? null,
    orderId: input.orderId ?? null,
    amountCents: input.amountCents,
    provider: processor.name,
  });
  if (!claimed) {
    const existing = await repo.findPaymentByKey(ctx.db, input.key);
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
  const result = await processor.charge({
    amountCents: input.amountCents,
    currency: 'usd',
    description: input.description,
    idempotencyKey: input.key,
    payment: input.payment,
  });
  return inTransaction(ctx, async (tx) => {
    const settled =
      result.status === 'SUCCEEDED'
        ? await repo.settlePayment(tx.db, claimed.id, {
            status: 'SUCCEEDED',
            providerRef: result.providerRef,
            cardBrand: result.cardBrand,
            cardLast4: result.cardLast4,
          })
        : await repo.settlePayment(tx.db, claimed.id, {
            status: 'DECLINED',
            declineCode: result.declineCode,
            declineMessage: result.message,
            cardLast4: result.cardLast4,
          });
    await tx.audit.record(tx.db, {
      action: 'PAYMENT',
      resourceType: 'payment',
      resourceId: claimed.id,
      outcome: result.status === 'SUCCEEDED' ? 'SUCCESS' : 'FAILURE',
      details: { intakeId: input.intakeId ?? null, orderId: input.orderId ?? null, amountCents: input.amountCents },
    });
    return settled;
  });
}

/** The payment recorded under an idempotency key, if any (a replayed checkout answers what it answered first). */
export const findPayment = (ctx: Ctx, idempotencyKey: string) => repo.findPaymentByKey(ctx.db, idempotencyKey);

/** A charge made before its order existed (a checkout, a renewal) now belongs to the order; in the caller's transaction. */
export const attachToOrder = (ctx: Ctx, paymentId: string, orderId: string) => repo.attachToOrder(ctx.db, paymentId, orderId);

/** The settled payments of an order, as its patient sees them. */
export async function paymentsOfOrder(ctx: Ctx, orderId: string) {
  const rows = await repo.paymentsOfOrder(ctx, orderId);
  return rows.map((p) => ({
    status: p.status,
    amountCents: p.amount_cents,
    cardLast4: p.card_last4,
    createdAt: p.created_at.toISOString(),
  }));
}

/** POST /subscription: patients subscribe to automatic renewal; the first period is charged now. */
export async function subscribe(
  ctx: Ctx,
  body: { planId: string; productVariationKey: string; payment: PaymentMethod; idempotencyKey: string },
) {
  const actor = userOf(ctx);
  if (actor.role !== 'PATIENT') throw forbidden('Only patients can subscribe to a medication plan');
  const patientId = actor.patientId;
  if (!patientId) throw notFound('Patient not found');
  const { plan, variation, amountCents } = await quote(ctx, body.productVariationKey, body.planId);
  const payment = await chargeOnce(ctx, {
    key: body.idempotencyKey,
    amountCents,
    description: `Subscription: ${variation.product_name}, ${plan.name}`,
    payment: body.payment,
  });
  if (payment.status === 'DECLINED') throw declined(payment);
  const subscription = await inTransaction(ctx, async (tx) => {
    const row = await repo.upsertSubscription(tx, {
      paymentId: payment.id,
      patientId,
      variationKey: variation.key,
      planMonths: plan.months,
    });
    await tx.audit.record(tx.db, { action: 'SUBSCRIBE', resourceType: 'subscription', resourceId: row.id, patientId });
    return row;
  });
  return {
    id: subscription.id,
    status: subscription.status,
    planMonths: subscription.plan_months,
    productVariationKey: subscription.product_variation_key,
    currentPeriodEnd: subscription.current_period_end.toISOString(),
  };
}
