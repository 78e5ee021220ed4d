import type { CheckoutBody, IntakeProfile, PaymentMethod } from '#contracts/onboarding';
import { hashPassword } from '#server/platform/auth/passwords';
import { inTransaction, withActor, type Ctx } from '#server/platform/context';
import { conflict, unprocessable } from '#server/platform/errors';
import { checkZipInState } from '#server/platform/us-states';
import * as accounts from '#server/modules/accounts/accounts.service';
import { checkRateLimit, recordAttempt } from '#server/modules/auth/auth.service';
import { quote } from '#server/modules/catalog/catalog.service';
import { orderAmountCents } from '#server/modules/catalog/custom-pricing.service';
import { createIntakeOrder, orderOfIntake } from '#server/modules/orders/order-lifecycle.service';
import * as patients from '#server/modules/patients/patients.service';
import { attachToOrder, chargeOnce, declined, findPayment, type PaymentRequest } from '#server/modules/payments/payments.service';
import * as intakes from '#server/modules/intake/intake.service';
import { formOf } from '#server/modules/intake/questionnaires.service';

/**
 * The first checkout (POST /patients) and what a renewal's payment shares with it: the intake (intake) becomes an
 * account (accounts), a patient record (patients) and an order with its consents (orders), paid (payments) unless the
 * partner pays, in one transaction.
 */

type OrderMade = { id: string; number: number; amount_cents: number; status: string; billed_to: 'PATIENT' | 'PARTNER' };

export function orderReply(order: OrderMade, email: string) {
  return {
    orderId: order.id,
    orderNumber: order.number,
    email,
    amountCents: order.amount_cents,
    status: order.status,
    billedTo: order.billed_to,
  };
}

/** What an intake's payment asks for: the same key must come with the same plan, product and card. */
export const intakePayment = (intakeId: string, body: { planId: string; productVariationKey: string; payment?: PaymentMethod }) => ({
  intakeId,
  planId: body.planId,
  productVariationKey: body.productVariationKey,
  payment: body.payment,
});

type PaymentAsked = Omit<PaymentRequest, 'payment'> & { payment?: PaymentMethod };

/**
 * Prices a new order (the variation and plan, at the partner's price where it has one) and charges the patient for
 * it, or nothing when their partner pays (the order goes on the partner's invoice; a card sent anyway is not used). A
 * declined card answers 402 and nothing else happens.
 */
export async function priceAndCharge(
  ctx: Ctx,
  order: { partnerId: string | null; variationKey: string; planId: string },
  charge: { key: string; request: PaymentAsked; describe: (v: { product_name: string; dose: string }, plan: { name: string }) => string },
) {
  const { plan, variation, amountCents: listCents } = await quote(ctx, order.variationKey, order.planId);
  const billedTo = await accounts.payerOfNewOrder(ctx, order.partnerId);
  const amountCents = await orderAmountCents(
    ctx,
    { billedTo, partnerId: order.partnerId, variationKey: variation.key, planMonths: plan.months },
    listCents,
  );
  if (billedTo === 'PARTNER') return { plan, variation, billedTo, amountCents, payment: null };
  const { payment } = charge.request;
  if (!payment) throw unprocessable('Enter a card to pay for your treatment', 'PAYMENT_REQUIRED');
  const description = charge.describe(variation, plan);
  const paid = await chargeOnce(ctx, { key: charge.key, amountCents, description, request: { ...charge.request, payment } });
  if (paid.status === 'DECLINED') throw declined(paid);
  return { plan, variation, billedTo, amountCents, payment: paid };
}

/**
 * A replay of a finished payment (same idempotency key, same request) answers what it answered the first time;
 * the key with another request is refused (422).
 */
export async function replayedOrder(
  ctx: Ctx,
  intake: { id: string; user_id: string | null },
  idempotencyKey: string,
  request: PaymentAsked,
) {
  if (!request.payment) return undefined;
  const previous = await findPayment(ctx, idempotencyKey, { ...request, payment: request.payment });
  if (!previous?.order_id || previous.intake_id !== intake.id || !intake.user_id) return undefined;
  return orderOfIntake(await intakes.asAccount(ctx, intake.user_id), intake.id);
}

const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * POST /patients: pay, then create the account (accounts), patient record (patients) and order with its consents
 * (orders) in one transaction, continued as the account it just created.
 */
export async function checkout(ctx: Ctx, body: CheckoutBody, token: string | undefined) {
  const { ctx: caller, intake } = await intakes.authorizeIntake(ctx, body.intakeId, token);
  const profile = intake.profile as IntakeProfile;
  const request = intakePayment(intake.id, body);
  const replayed = await replayedOrder(caller, intake, body.idempotencyKey, request);
  if (replayed) return orderReply(replayed, profile.email);

  const { kind, questionsList } = await formOf(caller, intake.questionnaire_id);
  if (kind !== 'INTAKE') throw unprocessable('Use the renewal form for a renewal', 'WRONG_QUESTIONNAIRE');
  if (intake.status === 'SUBMITTED') throw conflict('This questionnaire was already submitted. Sign in to see your order.');
  intakes.assertReadyToSubmit(intake, kind, questionsList);
  // The state may have changed after the address was saved: the order ships to this address.
  checkZipInState(profile.zipcode, profile.state, 'profile.zipcode');
  if (!sameName(body.consent.signedName, `${profile.firstName} ${profile.lastName}`)) {
    throw unprocessable('Type your full name exactly as you entered it to sign the consent', 'CONSENT_NAME_MISMATCH');
  }
  // The patient is sent to sign in rather than pay twice, which tells that the e-mail has an account: each such answer
  // counts as a sign-up from the caller's network, so that no one learns more than SIGN_UP_MAX_PER_IP a window.
  await checkRateLimit(caller, 'SIGN_UP', null);
  if (await accounts.findUserByEmail(caller, profile.email)) {
    await recordAttempt(caller, 'SIGN_UP', null);
    throw conflict('An account with this email already exists. Sign in, or use the renewal form.');
  }

  const passwordHash = await hashPassword(body.password);
  const { plan, billedTo, amountCents, payment } = await priceAndCharge(
    caller,
    { partnerId: intake.partner_id, variationKey: body.productVariationKey, planId: body.planId },
    { key: body.idempotencyKey, request, describe: (variation, plan) => `${variation.product_name} (${variation.dose}), ${plan.name}` },
  );

  const order = await inTransaction(caller, async (tx) => {
    const locked = await intakes.lockForSubmit(tx, intake.id);
    if (!locked || locked.status === 'SUBMITTED') throw conflict('This questionnaire was already submitted. Sign in to see your order.');
    const user = await accounts.createUser(tx, {
      email: profile.email,
      password_hash: passwordHash,
      first_name: profile.firstName,
      last_name: profile.lastName,
      phone_number: profile.phone,
      role: 'PATIENT',
      desire_income: null,
    });
    const doctorId = await accounts.doctorFor(tx, intake.partner_id, profile.state);
    const patientId = await patients.createPatient(tx, {
      user_id: user.id,
      partner_id: intake.partner_id,
      doctor_id: doctorId,
      address1: profile.address1,
      address2: [profile.address2, profile.apartmentNumber].filter(Boolean).join(', ') || null,
      city: profile.city,
      state: profile.state,
      zipcode: profile.zipcode,
      country: 'US',
      date_of_birth: profile.dateOfBirth,
      gender: profile.gender,
    });
    // From here on the work is the new patient's own: the order is theirs, and audited as theirs.
    const asPatient = withActor(tx, await accounts.actorOfAccount(tx, user.id));
    const created = await createIntakeOrder(
      asPatient,
      {
        patient_id: patientId,
        partner_id: intake.partner_id,
        doctor_id: doctorId,
        intake_id: intake.id,
        kind: 'NEW',
        product_variation_key: body.productVariationKey,
        plan_months: plan.months,
        amount_cents: amountCents,
        screeningFlags: (locked.screening ?? []).filter((f) => f.severity === 'FLAG'),
        billedTo,
      },
      { signedName: body.consent.signedName },
      { action: 'CHECKOUT', details: { billedTo } },
    );
    if (payment) await attachToOrder(tx, payment.id, created.id);
    await intakes.markSubmitted(tx, intake.id, user.id);
    return created;
  });
  caller.deps.log.info({ orderId: order.id }, 'intake checkout completed');
  return orderReply(order, profile.email);
}
