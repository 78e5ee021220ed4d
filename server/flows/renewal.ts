import type { z } from 'zod';
import type { renewalOrderBodySchema } from '#contracts/onboarding';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { conflict, notFound, unprocessable } from '#server/platform/errors';
import { usPhone } from '#server/platform/validation';
import { latestLoggedWeight } from '#server/modules/activities/activities.service';
import * as intakes from '#server/modules/intake/intake.service';
import { formOf } from '#server/modules/intake/questionnaires.service';
import * as returning from '#server/modules/intake/returning.service';
import { createIntakeOrder, latestOrderOfPatient } from '#server/modules/orders/order-lifecycle.service';
import { getPatient } from '#server/modules/patients/patients.service';
import { attachToOrder } from '#server/modules/payments/payments.service';
import { intakePayment, orderReply, priceAndCharge, replayedOrder } from './checkout';

/**
 * A returning patient's renewal: found by phone and a texted code (intake), it continues their latest order (orders)
 * and, paid (payments) unless their partner pays, becomes a renewal order for the patient, as the patient.
 */

/** GET /patients/get-patient-renewal-questionnaire-by-phone/{phone}: a renewal check-in pre-filled with the last answers. */
export async function renewalByPhone(ctx: Ctx, rawPhone: string, code?: string) {
  const phone = usPhone(rawPhone, 'phone');
  const latest = await returning.latestSubmittedByPhone(ctx, phone);
  // Whether the account has an order decides whether a code is sent; nothing of it is shown before the code is checked.
  const account = latest?.user_id ? await intakes.asAccount(ctx, latest.user_id) : undefined;
  const patientId = account ? userOf(account).patientId : null;
  const order = account && patientId ? await latestOrderOfPatient(account, patientId) : undefined;
  const verified = await returning.sendOrCheckCode(ctx, order ? latest : undefined, phone, code);
  if (!verified || !order || !account || !verified.user_id) return { codeSent: true as const, maskedPhone: returning.masked(phone) };
  const loggedWeight = await latestLoggedWeight(account);
  return returning.openRenewal(account, { order, latest: verified, phone, userId: verified.user_id, loggedWeight });
}

/** POST /patients/create-renewal-order-questionnaire: pay, then the renewal order for the patient, as the patient. */
export async function createRenewalOrder(ctx: Ctx, body: z.infer<typeof renewalOrderBodySchema>) {
  const intake = await returning.findRenewal(ctx, body.renewalToken);
  const asPatient = await intakes.asAccount(ctx, intake.user_id);
  const request = intakePayment(intake.id, body);
  const replayed = await replayedOrder(asPatient, intake, body.idempotencyKey, request);
  if (replayed) return orderReply(replayed, intake.email ?? '');
  if (intake.status === 'SUBMITTED') throw conflict('This renewal was already submitted.');
  const { patientId } = userOf(asPatient);
  if (!patientId) throw notFound('Renewal not found');
  const { kind, questionsList } = await formOf(asPatient, intake.questionnaire_id);
  if (kind !== 'RENEWAL') throw unprocessable('Not a renewal questionnaire', 'WRONG_QUESTIONNAIRE');
  // The last check before charging: the answers sent are screened again, whatever the steps saved before.
  const updated = await returning.saveChangedAnswers(asPatient, intake, body.answers, patientId);
  try {
    intakes.assertReadyToSubmit(updated, kind, questionsList);
  } catch (error) {
    await returning.noteRenewalRefused(asPatient, intake.id, patientId);
    throw error;
  }
  const patient = await getPatient(asPatient, patientId);
  const { plan, billedTo, amountCents, payment } = await priceAndCharge(
    asPatient,
    { partnerId: patient.partner_id, variationKey: body.productVariationKey, planId: body.planId },
    { key: body.idempotencyKey, request, describe: (variation) => `Renewal: ${variation.product_name} (${variation.dose})` },
  );

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
    await intakes.markSubmitted(tx, intake.id);
    return created;
  });
  return orderReply(order, patient.email);
}
