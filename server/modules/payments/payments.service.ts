import type { Selectable } from 'kysely';
import { createHmac } from 'node:crypto';
import type { PaymentMethod } from '#contracts/onboarding';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import type { PaymentsTable } from '#server/platform/db/schema';
import {
  AppError,
  authenticationRequired,
  conflict,
  forbidden,
  notFound,
  serviceUnavailable,
  unprocessable,
} from '#server/platform/errors';
import { quote } from '#server/modules/catalog/catalog.service';
import * as ledger from '#server/modules/ledger/ledger.service';
import * as repo from './payments.repository';
import * as refundRows from './refunds.repository';
import { unpostedMoney as unposted } from './unposted.repository';

export type Payment = Selectable<PaymentsTable>;

/** 402 with the processor's reason; the order or intake stays unpaid. */
export const declined = (payment: Pick<Payment, 'decline_message' | 'decline_code'>) =>
  new AppError(402, 'CARD_DECLINED', payment.decline_message ?? 'Your card was declined.', [
    { path: 'payment', message: payment.decline_code ?? 'card_declined' },
  ]);

/** What a payment is asked for besides its key and amount: the same key must always come with the same request. */
export type PaymentRequest = {
  intakeId?: string;
  orderId?: string;
  planId?: string;
  productVariationKey?: string;
  /** A partner invoice paid with a saved card (`payment` is then that card's processor reference). */
  invoiceId?: string;
  payment: PaymentMethod;
};

/** A keyed hash of the request (its payment method id, never a card number): comparable on a retry. */
function requestHash(ctx: Ctx, request: PaymentRequest): string {
  const method = ['method', request.payment.paymentMethodId];
  const parts = [request.intakeId ?? '', request.orderId ?? '', request.planId ?? '', request.productVariationKey ?? '', ...method];
  if (request.invoiceId) parts.push('invoice', request.invoiceId);
  return createHmac('sha256', ctx.deps.config.JWT_SECRET).update(JSON.stringify(parts)).digest('hex');
}

const PROCESSOR_DOWN = 'The payment service is not answering. Try again in a minute: you will not be charged twice.';

const keyReused = () => unprocessable('This payment key was used for another payment', 'PAYMENT_KEY_REUSED');

/**
 * The payment recorded under an idempotency key for this same request, if any (a replayed checkout answers what it
 * answered first); 422 when the key was used for another request.
 */
export async function findPayment(ctx: Ctx, idempotencyKey: string, request: PaymentRequest) {
  const previous = await repo.findPaymentByKey(ctx, idempotencyKey);
  if (previous?.request_hash && previous.request_hash !== requestHash(ctx, request)) throw keyReused();
  return previous;
}

/**
 * Charges once per idempotency key: the key is claimed in the payments ledger before the processor is called,
 * a replay of the same request returns the recorded outcome (another request with the key is refused), and a charge
 * whose order was not written yet is finished on retry. A claim whose request died while the processor was answering
 * is taken over by a retry after PAYMENT_CLAIM_LEASE_SECONDS. The outcome, its audit row and `onSettled` (the order
 * it pays marked paid) commit together.
 */
export async function chargeOnce(
  ctx: Ctx,
  input: {
    key: string;
    amountCents: number;
    description: string;
    request: PaymentRequest;
    /** Charge this saved card off-session (a partner's invoice) instead of the request's payment method. */
    savedCard?: { cardRef: string; customerRef?: string; last4: string };
    onSettled?: (tx: Ctx, payment: Payment) => Promise<unknown>;
  },
): Promise<Payment> {
  const processor = ctx.deps.payments;
  const { intakeId, orderId, payment } = input.request;
  const hash = requestHash(ctx, input.request);
  const claimed = await claimKey(ctx, { ...input, hash, provider: processor.name });
  if (claimed.status !== 'PENDING') return claimed;
  let result: Awaited<ReturnType<typeof processor.charge>>;
  try {
    const { savedCard } = input;
    result = savedCard
      ? await processor.chargeSavedCard({
          cardRef: savedCard.cardRef,
          customerRef: savedCard.customerRef,
          amountCents: input.amountCents,
          description: input.description,
          idempotencyKey: input.key,
        })
      : await processor.charge({
          amountCents: input.amountCents,
          currency: 'usd',
          description: input.description,
          idempotencyKey: input.key,
          payment,
        });
    if (savedCard && result.status !== 'REQUIRES_ACTION') result = { ...result, cardLast4: result.cardLast4 ?? savedCard.last4 };
  } catch (error) {
    // Unreachable or failing: the processor keeps the idempotency key too, so asking again can never charge twice.
    ctx.deps.log.error({ err: error, provider: processor.name }, 'payment processor failed');
    await repo.releaseClaim(ctx, claimed.id);
    throw serviceUnavailable(PROCESSOR_DOWN);
  }
  if (result.status === 'REQUIRES_ACTION') {
    // Nothing is charged until the card holder authenticates: the key is given back, and the same request sent again
    // afterwards finds the processor's answer (succeeded, or not confirmed) under the same idempotency key.
    await repo.releaseClaim(ctx, claimed.id);
    throw authenticationRequired(result.clientSecret);
  }
  const charge = { intakeId, orderId, invoiceId: input.request.invoiceId, amountCents: input.amountCents };
  return inTransaction(ctx, async (tx) => {
    const settled =
      result.status === 'SUCCEEDED'
        ? await repo.settlePayment(
            tx,
            claimed.id,
            {
              status: 'SUCCEEDED',
              providerRef: result.providerRef,
              cardBrand: result.cardBrand,
              cardLast4: result.cardLast4,
              processorFeeCents: result.feeCents ?? null,
            },
            charge,
          )
        : await repo.settlePayment(
            tx,
            claimed.id,
            { status: 'DECLINED', declineCode: result.declineCode, declineMessage: result.message, cardLast4: result.cardLast4 },
            charge,
          );
    // The captured charge, the processor's fee where known, and the commission of the order it pays are posted with
    // the outcome they come from.
    await ledger.chargeCaptured(tx, await repo.ledgerFacts(tx, settled.id));
    await input.onSettled?.(tx, settled);
    return settled;
  });
}

/**
 * The key's row for this request: a fresh PENDING claim (ours to settle), a stale one taken over, or the outcome
 * recorded by an earlier request with the same key. 409 while another live request holds it; 422 for another request.
 */
async function claimKey(
  ctx: Ctx,
  input: { key: string; amountCents: number; request: PaymentRequest; hash: string; provider: string },
): Promise<Payment> {
  const claimed = await repo.claimPayment(ctx, {
    key: input.key,
    intakeId: input.request.intakeId ?? null,
    orderId: input.request.orderId ?? null,
    invoiceId: input.request.invoiceId ?? null,
    amountCents: input.amountCents,
    provider: input.provider,
    requestHash: input.hash,
  });
  if (claimed) return claimed;
  const existing = await repo.findPaymentByKey(ctx, input.key);
  if (!existing) throw conflict(BEING_PROCESSED);
  const { intakeId, orderId } = input.request;
  const sameRequest = existing.request_hash
    ? existing.request_hash === input.hash
    : (existing.intake_id ?? undefined) === intakeId && (!orderId || existing.order_id === orderId);
  if (existing.status === 'PENDING') {
    const taken = sameRequest ? await repo.takeOverStaleClaim(ctx, existing.id, ctx.deps.config.PAYMENT_CLAIM_LEASE_SECONDS) : undefined;
    if (!taken) throw conflict(BEING_PROCESSED);
    ctx.deps.log.warn({ paymentId: existing.id }, 'payment claim of a stopped request taken over by its retry');
    return taken;
  }
  if (!sameRequest || existing.amount_cents !== input.amountCents) throw keyReused();
  return existing;
}

const BEING_PROCESSED = 'This payment is already being processed. Wait a moment and check your email.';

/**
 * A charge made before its order existed (a checkout, a renewal) now belongs to the order; in the caller's transaction,
 * which it fails (409) when the charge was meanwhile refunded as abandoned (recovery.service.ts).
 */
export async function attachToOrder(ctx: Ctx, paymentId: string, orderId: string) {
  const locked = await repo.lockPayment(ctx, paymentId);
  if (!locked) throw notFound('Payment not found');
  if (locked.refunded)
    throw new AppError(
      409,
      'PAYMENT_REFUNDED',
      'This payment was refunded because the checkout did not finish in time. Pay again to place your order.',
    );
  await repo.attachToOrder(ctx, paymentId, orderId);
  await ledger.commissionOnPayment(ctx, await repo.ledgerFacts(ctx, paymentId));
}

/**
 * The settled payments of an order, as its patient sees them, each followed by its refunds: "REFUNDED" once the
 * processor made it, "REFUND_PENDING" until then (a refund the processor refused waits for an administrator).
 */
export async function paymentsOfOrder(ctx: Ctx, orderId: string) {
  const rows = await repo.paymentsOfOrder(ctx, orderId);
  const refunds = rows.length > 0 ? await refundRows.refundsOfOrder(ctx, orderId) : [];
  return rows.flatMap((p) => {
    const payment = {
      status: p.status as string,
      amountCents: p.amount_cents,
      cardLast4: p.card_last4,
      createdAt: p.created_at.toISOString(),
    };
    // A payment may have several refunds (an administrator's partial ones, then the rest when the order closes).
    const given = refunds
      .filter((r) => r.payment_id === p.id)
      .map((refund) => ({
        status: refund.status === 'SUCCEEDED' ? 'REFUNDED' : 'REFUND_PENDING',
        amountCents: refund.amount_cents,
        cardLast4: p.card_last4,
        createdAt: (refund.settled_at ?? refund.created_at).toISOString(),
      }));
    return [payment, ...given];
  });
}

/**
 * The charges of a partner invoice, newest first (the invoices service checked that the caller sees the invoice).
 * `settled` counts the finished attempts: the next attempt's key is `invoice-<id>-<settled + 1>`.
 */
export async function invoiceCharges(ctx: Ctx, invoiceId: string) {
  const rows = await repo.paymentsOfInvoice(ctx, invoiceId);
  return {
    last: rows[0] ?? null,
    settled: rows.filter((r) => r.status === 'DECLINED').length,
    succeeded: rows.filter((r) => r.status === 'SUCCEEDED').length,
  };
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
    request: { planId: body.planId, productVariationKey: body.productVariationKey, payment: body.payment },
  });
  if (payment.status === 'DECLINED') throw declined(payment);
  const subscription = await repo.upsertSubscription(ctx, {
    paymentId: payment.id,
    patientId,
    variationKey: variation.key,
    planMonths: plan.months,
  });
  return {
    id: subscription.id,
    status: subscription.status,
    planMonths: subscription.plan_months,
    productVariationKey: subscription.product_variation_key,
    currentPeriodEnd: subscription.current_period_end.toISOString(),
  };
}

/** A patient's payments as events of their history (the patients module's timeline). */
export const paymentEvents = (ctx: Ctx, patientId: string) => repo.paymentEvents(ctx, patientId);

/** The settled charges, refunds and payouts no ledger transaction posted (the nightly ledger check). */
export const unpostedMoney = (ctx: Ctx) => unposted(ctx);
