import type { z } from 'zod';
import type { Answers, renewalOrderBodySchema } from '#contracts/onboarding';
import { hashOtp, newOpaqueToken, newOtpCode, sameHash, sha256 } from '#server/platform/auth/secrets';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import type { IntakeRow } from '#server/platform/db/schema';
import { conflict, notFound, tooManyRequests, unauthorized, unprocessable } from '#server/platform/errors';
import { CODE_NOT_SENT } from '#server/platform/adapters/notify';
import { usPhone } from '#server/platform/validation';
import { checkRateLimit, recordAttempt } from '#server/modules/auth/auth.service';
import { quote } from '#server/modules/catalog/catalog.service';
import { orderAmountCents } from '#server/modules/catalog/custom-pricing.service';
import { createIntakeOrder, latestOrderOfPatient } from '#server/modules/orders/order-lifecycle.service';
import { getPatient } from '#server/modules/patients/patients.service';
import * as accounts from '#server/modules/accounts/accounts.service';
import { attachToOrder } from '#server/modules/payments/payments.service';
import { chargeUnlessCovered, intakePayment, orderReply, replayedOrder } from './checkout.service';
import * as repo from './intake.repository';
import { applyChanges, asAccount, assertReadyToSubmit, present, RENEWAL_QUESTIONNAIRE } from './intake.service';
import { formOf, questionnaireBySlug } from './questionnaires.service';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

const masked = (phone: string) => `•••-•••-${phone.slice(-4)}`;

/**
 * Returning patients are found by phone, but a phone number is no proof of who is asking: the first call texts
 * a code to that number, and only the call with the right code answers the questionnaire (medical data).
 * The reply to the first call is the same whether or not the number is known.
 */
async function sendOrCheckCode(
  ctx: Ctx,
  intake: IntakeRow | undefined,
  phone: string,
  code: string | undefined,
): Promise<IntakeRow | null> {
  const { config, notifier } = ctx.deps;
  if (!code) {
    // Limited and counted alike whether or not the number is known, so that a 429 does not tell which.
    await checkRateLimit(ctx, 'OTP_SENT', phone);
    if (!intake) {
      await recordAttempt(ctx, 'OTP_SENT', phone);
      return null;
    }
    const fresh = newOtpCode();
    await inTransaction(ctx, async (tx) => {
      await repo.setPhoneCode(tx.db, intake.id, hashOtp(config.JWT_SECRET, intake.id, fresh), new Date(Date.now() + CODE_TTL_MS));
      await recordAttempt(tx, 'OTP_SENT', phone);
      await tx.audit.record(tx.db, {
        action: 'INTAKE_CODE_SENT',
        resourceType: 'intake',
        resourceId: intake.id,
        details: { via: 'phone' },
      });
    });
    await notifier.send({
      channel: 'sms',
      to: phone,
      subject: 'Your verification code',
      body: `Your Lumen Health verification code is ${fresh}. It expires in 10 minutes.`,
      failureMessage: CODE_NOT_SENT,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    return null;
  }
  await checkRateLimit(ctx, 'OTP_FAILURE', null);
  const invalid = () => unauthorized('The code is incorrect or has expired. Request a new one.', 'OTP_INVALID');
  if (!intake?.phone_code_hash || !intake.phone_code_expires_at || intake.phone_code_expires_at.getTime() < Date.now()) throw invalid();
  if (intake.phone_code_attempts >= MAX_CODE_ATTEMPTS) throw tooManyRequests('Too many wrong codes. Request a new code.');
  if (!sameHash(intake.phone_code_hash, hashOtp(config.JWT_SECRET, intake.id, code))) {
    await repo.addPhoneCodeAttempt(ctx.db, intake.id);
    await recordAttempt(ctx, 'OTP_FAILURE', null);
    const details = { via: 'phone', reason: 'OTP_INVALID' };
    await ctx.audit.noteRead(ctx.db, {
      action: 'INTAKE_ACCESS',
      resourceType: 'intake',
      resourceId: intake.id,
      outcome: 'DENIED',
      details,
    });
    throw invalid();
  }
  await repo.clearPhoneCode(ctx.db, intake.id);
  return intake;
}

/** GET /patients/get-patient-questionnaire-by-phone/{phone}: resume or review one's latest questionnaire. */
export async function questionnaireByPhone(ctx: Ctx, rawPhone: string, code?: string) {
  const phone = usPhone(rawPhone, 'phone');
  const latest = await repo.latestIntakeByPhone(ctx.db, phone, 'INTAKE', false);
  const verified = await sendOrCheckCode(ctx, latest, phone, code);
  if (!verified) return { codeSent: true as const, maskedPhone: masked(phone) };
  const token = newOpaqueToken();
  const row = await inTransaction(ctx, async (tx) => {
    const updated = await repo.updateIntake(tx.db, verified.id, { token_hash: sha256(token) });
    await tx.audit.record(tx.db, { action: 'INTAKE_READ', resourceType: 'intake', resourceId: updated.id, details: { via: 'phone' } });
    return updated;
  });
  return { codeSent: false as const, renewalToken: token, ...(await present(ctx, row)) };
}

/** The patient's latest answer to each question key, across their submitted questionnaires. */
async function previousAnswersByKey(ctx: Ctx, userId: string): Promise<Record<string, unknown>> {
  const byKey: Record<string, unknown> = {};
  for (const r of await repo.submittedAnswersOf(ctx.db, userId)) if (r.id in r.answers) byKey[r.key] = r.answers[r.id];
  return byKey;
}

/** GET /patients/get-patient-renewal-questionnaire-by-phone/{phone}: a renewal check-in pre-filled with the last answers. */
export async function renewalByPhone(ctx: Ctx, rawPhone: string, code?: string) {
  const phone = usPhone(rawPhone, 'phone');
  const latest = await repo.latestIntakeByPhone(ctx.db, phone, 'ANY', true);
  // Whether the account has an order decides whether a code is sent; nothing of it is shown before the code is checked.
  const account = latest?.user_id ? await asAccount(ctx, latest.user_id) : undefined;
  const patientId = account ? userOf(account).patientId : null;
  const order = account && patientId ? await latestOrderOfPatient(account, patientId) : undefined;
  const verified = await sendOrCheckCode(ctx, order ? latest : undefined, phone, code);
  if (!verified || !order || !account || !verified.user_id) return { codeSent: true as const, maskedPhone: masked(phone) };

  const { questionnaire, questionsList } = await questionnaireBySlug(ctx, RENEWAL_QUESTIONNAIRE);
  const token = newOpaqueToken();
  const row = await inTransaction(account, async (tx) => {
    const created = await repo.insertIntake(tx.db, {
      questionnaireId: questionnaire.id,
      tokenHash: sha256(token),
      partnerId: order.partner_id,
      userId: verified.user_id,
      renewalOfOrderId: order.id,
    });
    const prefill = await previousAnswersByKey(tx, verified.user_id!);
    // Weight today starts at the last weight we know (the intake's profile) until a renewal has answered it.
    const lastWeight = (latest?.profile as { weight?: unknown } | null)?.weight;
    if (!('current_weight' in prefill) && typeof lastWeight === 'number') prefill.current_weight = lastWeight;
    const answers: Answers = Object.fromEntries(
      questionsList.filter((q) => q.key in prefill).map((q) => [q.id, prefill[q.key] as Answers[string]]),
    );
    const updated = await applyChanges(tx, created, { answers, profile: { phone } });
    const details = { kind: 'RENEWAL' };
    await tx.audit.record(tx.db, {
      action: 'INTAKE_CREATE',
      resourceType: 'intake',
      resourceId: created.id,
      patientId: order.patient_id,
      details,
    });
    return updated;
  });
  return { codeSent: false as const, renewalToken: token, ...(await present(account, row)) };
}

/**
 * The answers sent with a renewal's payment, saved and screened as a step's are (and audited) when they change
 * anything: the steps have usually saved them already.
 */
async function saveChangedAnswers(ctx: Ctx, intake: IntakeRow, answers: Answers, patientId: string): Promise<IntakeRow> {
  const saved = intake.answers as Answers;
  if (Object.entries(answers).every(([id, value]) => JSON.stringify(saved[id]) === JSON.stringify(value))) return intake;
  return inTransaction(ctx, async (tx) => {
    const updated = await applyChanges(tx, intake, { answers });
    const details = { step: 'payment' };
    await tx.audit.record(tx.db, { action: 'INTAKE_UPDATE', resourceType: 'intake', resourceId: intake.id, patientId, details });
    return updated;
  });
}

/** POST /patients/create-renewal-order-questionnaire: pay, then the renewal order for the patient, as the patient. */
export async function createRenewalOrder(ctx: Ctx, body: z.infer<typeof renewalOrderBodySchema>) {
  const intake = await repo.findIntakeByTokenHash(ctx.db, sha256(body.renewalToken));
  if (!intake || !intake.renewal_of_order_id || !intake.user_id) throw notFound('Renewal not found. Look up your phone number again.');
  const asPatient = await asAccount(ctx, intake.user_id);
  const request = intakePayment(intake.id, body);
  const replayed = await replayedOrder(asPatient, intake, body.idempotencyKey, request);
  if (replayed) return orderReply(replayed, intake.email ?? '');
  if (intake.status === 'SUBMITTED') throw conflict('This renewal was already submitted.');
  const { patientId } = userOf(asPatient);
  if (!patientId) throw notFound('Renewal not found');
  const { kind, questionsList } = await formOf(asPatient, intake.questionnaire_id);
  if (kind !== 'RENEWAL') throw unprocessable('Not a renewal questionnaire', 'WRONG_QUESTIONNAIRE');
  // The last check before charging: the answers sent are screened again, whatever the steps saved before.
  const updated = await saveChangedAnswers(asPatient, intake, body.answers, patientId);
  try {
    assertReadyToSubmit(updated, kind, questionsList);
  } catch (error) {
    await asPatient.audit.noteRead(asPatient.db, {
      action: 'RENEWAL_ORDER',
      resourceType: 'intake',
      resourceId: intake.id,
      patientId,
      outcome: 'FAILURE',
    });
    throw error;
  }
  const patient = await getPatient(asPatient, patientId);
  const { plan, variation, amountCents: listCents } = await quote(asPatient, body.productVariationKey, body.planId);
  const billedTo = await accounts.payerOfNewOrder(asPatient, patient.partner_id);
  const amountCents = await orderAmountCents(
    asPatient,
    { billedTo, partnerId: patient.partner_id, variationKey: variation.key, planMonths: plan.months },
    listCents,
  );
  const payment = await chargeUnlessCovered(asPatient, billedTo, {
    key: body.idempotencyKey,
    amountCents,
    description: `Renewal: ${variation.product_name} (${variation.dose})`,
    request,
  });

  const order = await inTransaction(asPatient, async (tx) => {
    const created = await createIntakeOrder(
      tx,
      {
        // The patient's current doctor and partner, as every order copies them (orders.policy.ts).
        patient_id: patient.id,
        partner_id: patient.partner_id,
        doctor_id: patient.doctor_id,
        intake_id: intake.id,
        kind: 'RENEWAL',
        product_variation_key: body.productVariationKey,
        plan_months: plan.months,
        amount_cents: amountCents,
        screeningFlags: (updated.screening ?? []).filter((f) => f.severity === 'FLAG'),
        billedTo,
      },
      null,
      { action: 'RENEWAL_ORDER', details: { billedTo } },
    );
    if (payment) await attachToOrder(tx, payment.id, created.id);
    await repo.updateIntake(tx.db, intake.id, { status: 'SUBMITTED', submittedAt: new Date() });
    return created;
  });
  return orderReply(order, patient.email);
}
