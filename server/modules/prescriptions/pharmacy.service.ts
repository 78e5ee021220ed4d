import { SINGLE_DOSE } from '#contracts/doses';
import type { PharmacyProvider } from '#contracts/prescriptions';
import {
  PharmacyRefusal,
  PharmacyUnavailable,
  type PharmacyPrescription,
  type PharmacyStatusResult,
} from '#server/platform/adapters/pharmacies';
import type { Ctx } from '#server/platform/context';
import type { PrescriptionStatus } from '#server/platform/db/schema';
import { AppError, conflict, notFound, unprocessable } from '#server/platform/errors';
import { findOrderForPrescription, followPrescription, type OrderForPrescription } from '#server/modules/orders/order-lifecycle.service';
import { doctorById } from '#server/modules/accounts/accounts.service';
import { getPatient, type PatientRow } from '#server/modules/patients/patients.service';
import { postalAddressOf } from '#server/modules/accounts/accounts.views';
import { markCheckInUsed, refillHold, REFILL_HOLDS } from '#server/modules/treatment-plans/treatment-plans.service';
import * as pharmacies from './pharmacies.repository';
import * as sends from './pharmacy-sends.repository';
import * as repo from './prescriptions.repository';
import { actingDoctor, findOrCreate, isApproved, NOT_APPROVED, RX_INCOMPLETE } from './prescriptions.service';
import { prescriptionView } from './prescriptions.views';

/** How the messages name each provider (SPEC §8). */
const LABEL: Record<PharmacyProvider, string> = { RX_PROVIDER: 'RX provider', DIGITAL_RX: 'Digital Rx provider' };

const pharmacyFailure = (error: PharmacyRefusal | PharmacyUnavailable, message: string) =>
  error instanceof PharmacyRefusal ? unprocessable(message, 'PHARMACY_REFUSED') : new AppError(503, 'PHARMACY_UNAVAILABLE', message);

function pharmacyPayload(
  patient: PatientRow,
  doctor: Awaited<ReturnType<typeof actingDoctor>>,
  rx: repo.PrescriptionRow,
): PharmacyPrescription {
  return {
    reference: rx.id,
    patient: {
      firstName: patient.first_name,
      lastName: patient.last_name,
      dateOfBirth: patient.date_of_birth,
      phone: patient.phone_number,
      email: patient.email,
      address: postalAddressOf(patient),
    },
    prescriber: { name: `${doctor.first_name} ${doctor.last_name}`, npi: doctor.npi },
    medication: rx.medication,
    dose: rx.dose,
    directions: rx.directions,
    quantity: rx.quantity,
    refills: rx.refills,
    daysSupply: rx.days_supply,
    note: rx.note,
  };
}

async function sendableOrder(
  ctx: Ctx,
  order: OrderForPrescription,
  provider: PharmacyProvider,
  refuse: (reason: string, error: AppError) => Promise<never>,
) {
  if (!isApproved(order)) await refuse('NOT_APPROVED', unprocessable(NOT_APPROVED, 'NOT_APPROVED'));
  // A doctor's own order is paid on its own terms; one billed to the partner is paid with the partner's invoice.
  if (!order.created_by_doctor && order.billed_to === 'PATIENT' && order.payment_status !== 'PAID')
    await refuse('NOT_PAID', unprocessable('This order is not paid yet', 'NOT_PAID'));
  const doctor = await actingDoctor(ctx);
  const pharmacy = await pharmacies.pharmacyFor(ctx, provider, doctor.id);
  if (!pharmacy || !pharmacy.active || !pharmacy.assigned) {
    const name = pharmacy?.name ?? `The ${LABEL[provider]}`;
    await refuse(
      'PHARMACY_NOT_ASSIGNED',
      unprocessable(`${name} is not assigned to you. Ask an administrator to assign it.`, 'PHARMACY_NOT_ASSIGNED'),
    );
  }
  // A renewal waits for the patient's active plan and the refill's check-in (reviewed, if it raised a flag).
  const refill = await refillHold(ctx, order);
  if (refill.hold) await refuse(refill.hold, new AppError(409, refill.hold, REFILL_HOLDS[refill.hold]));
  return { doctor, pharmacyId: pharmacy!.id, checkInId: refill.hold ? null : refill.checkInId };
}

/**
 * Sends the order's prescription to a provider's pharmacy: the order must be approved and paid, the pharmacy assigned
 * to the doctor. The prescription is claimed first, so that a double click or a second tab cannot send it twice; the
 * pharmacy is called outside any transaction and its answer recorded afterwards.
 */
export async function sendPrescription(ctx: Ctx, provider: PharmacyProvider, orderId: string) {
  const attempt = { action: 'SEND_TO_PHARMACY', resourceType: 'prescription', resourceId: null, details: { provider, orderId } };
  const order = await findOrderForPrescription(ctx, orderId, attempt);
  if (!order) throw notFound('Order not found');
  const send: sends.Send = { patientId: order.patient_id, details: attempt.details };
  const refuse = async (reason: string, error: AppError): Promise<never> => {
    await sends.recordSendFailure(ctx, send, null, { reason });
    throw error;
  };
  const { doctor, pharmacyId, checkInId } = await sendableOrder(ctx, order, provider, refuse);
  const patient = await getPatient(ctx, order.patient_id);

  const { row: rx } = await findOrCreate(ctx, order);
  // One written before doses were confirmed one by one may still carry the product's range.
  if (!SINGLE_DOSE.test(rx.dose)) await refuse('RX_INCOMPLETE', unprocessable(RX_INCOMPLETE, 'RX_INCOMPLETE'));
  if (!(await sends.claimForSending(ctx, send, rx.id, pharmacyId, staleSendBefore(ctx, new Date())))) {
    const current = (await repo.findPrescription(ctx, { id: rx.id }, { quiet: true })) ?? rx;
    await sends.recordSendFailure(ctx, send, rx.id, { reason: 'ALREADY_SENT', status: current.status });
    const where = current.pharmacy_name ?? 'a pharmacy';
    if (current.status === 'FAILED')
      throw conflict(`${where} could not be reached last time and may have the prescription: send it to ${where} again`);
    if (current.status === 'SENDING') throw conflict(`This prescription is being sent to ${where}`);
    if (current.status === 'CANCELLED') throw conflict('This prescription was canceled');
    throw conflict(`This prescription was already sent to ${where}`);
  }

  let externalId: string;
  try {
    ({ externalId } = await ctx.deps.pharmacies[provider].submit(pharmacyPayload(patient, doctor, rx)));
  } catch (error) {
    const known = error instanceof PharmacyRefusal || error instanceof PharmacyUnavailable;
    const reason = known ? error.reason : 'The pharmacy call failed unexpectedly.';
    const unavailable = !(error instanceof PharmacyRefusal);
    await sends.markFailed(ctx, send, rx.id, { reason, outcomeUnknown: unavailable }, { reason, unavailable });
    if (!known) throw error;
    throw pharmacyFailure(error, `Failed to send order to ${LABEL[provider]}: ${reason}`);
  }
  await recordAccepted(ctx, send, { rxId: rx.id, orderId: order.id, checkInId, externalId });
  return prescriptionView((await repo.findPrescription(ctx, { id: rx.id }, { quiet: true }))!);
}

/** A claim taken before this belongs to a send that died (PHARMACY_SEND_LEASE_SECONDS). */
const staleSendBefore = (ctx: Ctx, at: Date) => new Date(at.getTime() - ctx.deps.config.PHARMACY_SEND_LEASE_SECONDS * 1000);

/**
 * The pharmacy accepted the prescription: it is RECEIVED there, the order follows to SENT_TO_PHARMACY and the refill's
 * check-in is used, all in one transaction (nothing when the claim was lost meanwhile: whoever holds it records it).
 */
const recordAccepted = (
  ctx: Ctx,
  send: sends.Send,
  sent: { rxId: string; orderId: string; checkInId: string | null; externalId: string },
) =>
  sends.markSent(ctx, send, sent.rxId, sent.externalId, async (tx) => {
    await followPrescription(tx, sent.orderId, 'SENT_TO_PHARMACY');
    if (sent.checkInId) await markCheckInUsed(tx, sent.checkInId, sent.orderId);
  });

type InterruptedSend = Awaited<ReturnType<typeof sends.leaseInterruptedSends>>[number];

/**
 * Finishes one send whose instance died after claiming it: the same prescription goes to the same pharmacy again (it
 * answers a repeat with its first answer, so it never holds two), and the answer is recorded as the doctor's send
 * would have. A refusal, or an order no longer approved, releases it (FAILED, the order stays APPROVED); an
 * unreachable pharmacy leaves it claimed for the next pass.
 */
async function finishSend(ctx: Ctx, claim: InterruptedSend): Promise<'finished' | 'released' | 'retry'> {
  const attempt = { action: 'SEND_TO_PHARMACY', resourceType: 'prescription', resourceId: claim.id };
  const details = { provider: claim.provider, orderId: claim.order_id, takenOver: true };
  const order = await findOrderForPrescription(ctx, claim.order_id, { ...attempt, details });
  const rx = await repo.findPrescription(ctx, { id: claim.id }, { quiet: true });
  if (!order || !rx) return 'retry';
  const send: sends.Send = { patientId: order.patient_id, details };
  const release = async (reason: string) => {
    await sends.markFailed(ctx, send, rx.id, { reason, outcomeUnknown: false }, { reason });
    return 'released' as const;
  };
  if (!isApproved(order)) return release('The order is no longer approved.');
  const doctor = await doctorById(ctx, claim.doctor_id);
  if (!doctor) return release('The prescribing doctor has no doctor profile.');
  const patient = await getPatient(ctx, order.patient_id);
  const refill = await refillHold(ctx, order);
  let externalId: string;
  try {
    ({ externalId } = await ctx.deps.pharmacies[claim.provider].submit(pharmacyPayload(patient, doctor, rx)));
  } catch (error) {
    if (error instanceof PharmacyRefusal) return release(error.reason);
    if (error instanceof PharmacyUnavailable) return 'retry';
    throw error;
  }
  const checkInId = refill.hold ? null : refill.checkInId;
  await recordAccepted(ctx, send, { rxId: rx.id, orderId: order.id, checkInId, externalId });
  return 'finished';
}

/**
 * Part of each pass of the pharmacy status job (system work): takes over the sends left SENDING past their lease by an
 * instance that died mid-send (kill -9 between the pharmacy's answer and its record), and finishes or releases each.
 */
export async function finishInterruptedSends(ctx: Ctx, options: { limit?: number } = {}) {
  const at = new Date();
  const leased = await sends.leaseInterruptedSends(ctx, staleSendBefore(ctx, at), options.limit ?? 20, at);
  const counts = { finished: 0, released: 0, retry: 0, failed: 0 };
  for (const claim of leased) {
    try {
      counts[await finishSend(ctx, claim)]++;
    } catch (error) {
      counts.failed++;
      ctx.deps.log.warn({ err: error, prescriptionId: claim.id, provider: claim.provider }, 'could not finish an interrupted send');
    }
  }
  return counts;
}

const PROGRESS: Partial<Record<PrescriptionStatus, number>> = { RECEIVED: 0, PROCESSING: 1, SHIPPED: 2, DELIVERED: 3 };

/**
 * Records a pharmacy's answer: the prescription moves forward only (never back), the order follows it to SHIPPED
 * (with its tracking number) and DELIVERED, all in one transaction; the patient is told by e-mail when the order ships.
 */
export async function applyPharmacyStatus(ctx: Ctx, rx: sends.OpenPrescription, result: PharmacyStatusResult) {
  const at = new Date();
  const from = PROGRESS[rx.status];
  if (from === undefined || PROGRESS[result.status]! <= from) {
    await sends.touchStatusChecked(ctx, rx.id, at);
    return;
  }
  const answer = { to: result.status, trackingNumber: result.trackingNumber, at };
  const applied = await sends.updatePharmacyStatus(ctx, rx, answer, (tx) =>
    result.status === 'SHIPPED' || result.status === 'DELIVERED'
      ? followPrescription(tx, rx.order_id, result.status, result.trackingNumber)
      : Promise.resolve(undefined),
  );
  // Someone else recorded a newer answer in the meantime (null): theirs stands.
  const shipped = result.status === 'SHIPPED' ? applied?.followed : undefined;
  if (shipped && result.trackingNumber) await tellPatientItShipped(ctx, rx.patient_id, shipped.number, result.trackingNumber);
}

async function tellPatientItShipped(ctx: Ctx, patientId: string, orderNumber: number, trackingNumber: string) {
  try {
    const patient = await getPatient(ctx, patientId);
    await ctx.deps.notifier.send({
      channel: 'email',
      to: patient.email,
      subject: 'Your order has shipped',
      body: `Hello ${patient.first_name}, your order #${orderNumber} has shipped. Tracking number: ${trackingNumber}. You can follow it from your orders page.`,
    });
  } catch (error) {
    // The status change is recorded; a lost e-mail must not undo it.
    ctx.deps.log.error({ err: error, patientId }, 'could not send the shipping email');
  }
}

/** Asks Digital Rx where the order's prescription is, and records the answer. */
export async function checkDigitalRxStatus(ctx: Ctx, orderId: string) {
  const rx = await repo.findPrescription(ctx, { orderId }, { quiet: true });
  const check = { orderId, rx: rx ?? null };
  if (!rx) {
    await sends.noteStatusCheck(ctx, check, 'DENIED');
    throw notFound('No prescription found for this order');
  }
  if (rx.pharmacy_provider !== 'DIGITAL_RX' || !rx.external_id) {
    await sends.recordStatusCheckFailure(ctx, check, { reason: 'NOT_SENT_TO_DIGITAL_RX' });
    throw unprocessable('This prescription was not sent to Digital Rx', 'NOT_SENT_TO_DIGITAL_RX');
  }
  let result: PharmacyStatusResult;
  try {
    result = await ctx.deps.pharmacies.DIGITAL_RX.status(rx.external_id);
  } catch (error) {
    if (!(error instanceof PharmacyRefusal || error instanceof PharmacyUnavailable)) throw error;
    await sends.recordStatusCheckFailure(ctx, check, { reason: error.reason });
    throw pharmacyFailure(error, `Failed to check prescription status: ${error.reason}`);
  }
  // A check that changed nothing is a read; one that moved the prescription is audited by that change.
  await sends.noteStatusCheck(ctx, check, 'SUCCESS', { status: result.status });
  await applyPharmacyStatus(ctx, rx, result);
  return prescriptionView((await repo.findPrescription(ctx, { id: rx.id }, { quiet: true }))!);
}

/**
 * One pass of the status job (system work): leases up to `limit` sent prescriptions not checked for
 * `olderThanSeconds`, asks each one's pharmacy and records the answer. One failure is logged and the pass goes on.
 */
export async function checkOpenPrescriptions(ctx: Ctx, options: { olderThanSeconds?: number; limit?: number } = {}) {
  const at = new Date();
  const olderThan = new Date(at.getTime() - (options.olderThanSeconds ?? ctx.deps.config.PHARMACY_POLL_SECONDS) * 1000);
  const leased = await sends.leaseOpenPrescriptions(ctx, olderThan, options.limit ?? 50, at);
  let checked = 0;
  let failed = 0;
  for (const rx of leased) {
    try {
      await applyPharmacyStatus(ctx, rx, await ctx.deps.pharmacies[rx.provider].status(rx.external_id!));
      checked++;
    } catch (error) {
      failed++;
      ctx.deps.log.warn({ err: error, prescriptionId: rx.id, provider: rx.provider }, 'pharmacy status check failed');
    }
  }
  return { checked, failed };
}
