import { SINGLE_DOSE } from '#contracts/doses';
import type { PharmacyProvider } from '#contracts/prescriptions';
import {
  PharmacyRefusal,
  PharmacyUnavailable,
  type PharmacyPrescription,
  type PharmacyStatusResult,
} from '#server/platform/adapters/pharmacies';
import type { AuditEntry } from '#server/platform/audit/audit';
import { inTransaction, type Ctx } from '#server/platform/context';
import type { PrescriptionStatus } from '#server/platform/db/schema';
import { AppError, conflict, notFound, unprocessable } from '#server/platform/errors';
import { findOrderForPrescription, followPrescription, type OrderForPrescription } from '#server/modules/orders/order-lifecycle.service';
import { doctorById } from '#server/modules/accounts/accounts.service';
import { getPatient, type PatientRow } from '#server/modules/patients/patients.service';
import { postalAddressOf } from '#server/modules/patients/patients.views';
import { markCheckInUsed, refillHold, REFILL_HOLDS } from '#server/modules/treatment-plans/treatment-plans.service';
import * as pharmacies from './pharmacies.repository';
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
  const audit = (db: Ctx['db'], outcome: AuditEntry['outcome'], details: Record<string, unknown>, resourceId: string | null = null) =>
    ctx.audit.record(db, { ...attempt, resourceId, patientId: order.patient_id, outcome, details: { ...attempt.details, ...details } });
  const refuse = async (reason: string, error: AppError): Promise<never> => {
    await audit(ctx.db, 'FAILURE', { reason });
    throw error;
  };
  const { doctor, pharmacyId, checkInId } = await sendableOrder(ctx, order, provider, refuse);
  const patient = await getPatient(ctx, order.patient_id);

  const { row: rx } = await findOrCreate(ctx, order);
  // One written before doses were confirmed one by one may still carry the product's range.
  if (!SINGLE_DOSE.test(rx.dose)) await refuse('RX_INCOMPLETE', unprocessable(RX_INCOMPLETE, 'RX_INCOMPLETE'));
  const claimed = await inTransaction(ctx, async (tx) => {
    const won = await repo.claimForSending(tx.db, rx.id, pharmacyId, staleSendBefore(ctx, new Date()));
    if (won) await audit(tx.db, 'SUCCESS', { step: 'CLAIMED' }, rx.id);
    return Boolean(won);
  });
  if (!claimed) {
    const current = (await repo.findPrescription(ctx, { id: rx.id }, { quiet: true })) ?? rx;
    await audit(ctx.db, 'FAILURE', { reason: 'ALREADY_SENT', status: current.status }, rx.id);
    const where = current.pharmacy_name ?? 'a pharmacy';
    if (current.status === 'FAILED')
      throw conflict(`${where} could not be reached last time and may have the prescription: send it to ${where} again`);
    if (current.status === 'SENDING') throw conflict(`This prescription is being sent to ${where}`);
    if (current.status === 'CANCELLED') throw conflict('This prescription was cancelled');
    throw conflict(`This prescription was already sent to ${where}`);
  }

  let externalId: string;
  try {
    ({ externalId } = await ctx.deps.pharmacies[provider].submit(pharmacyPayload(patient, doctor, rx)));
  } catch (error) {
    const known = error instanceof PharmacyRefusal || error instanceof PharmacyUnavailable;
    const reason = known ? error.reason : 'The pharmacy call failed unexpectedly.';
    await inTransaction(ctx, async (tx) => {
      await repo.markFailed(tx.db, rx.id, reason, !(error instanceof PharmacyRefusal));
      await audit(tx.db, 'FAILURE', { reason, unavailable: !(error instanceof PharmacyRefusal) }, rx.id);
    });
    if (!known) throw error;
    throw pharmacyFailure(error, `Failed to send order to ${LABEL[provider]}: ${reason}`);
  }
  await recordAccepted(ctx, { rxId: rx.id, orderId: order.id, checkInId, externalId }, (db, details) =>
    audit(db, 'SUCCESS', details, rx.id),
  );
  return prescriptionView((await repo.findPrescription(ctx, { id: rx.id }, { quiet: true }))!);
}

/** A claim taken before this belongs to a send that died (PHARMACY_SEND_LEASE_SECONDS). */
const staleSendBefore = (ctx: Ctx, at: Date) => new Date(at.getTime() - ctx.deps.config.PHARMACY_SEND_LEASE_SECONDS * 1000);

/**
 * The pharmacy accepted the prescription: it is RECEIVED there, the order follows to SENT_TO_PHARMACY and the refill's
 * check-in is used, all in one transaction (nothing when the claim was lost meanwhile: whoever holds it records it).
 */
async function recordAccepted(
  ctx: Ctx,
  sent: { rxId: string; orderId: string; checkInId: string | null; externalId: string },
  audit: (db: Ctx['db'], details: Record<string, unknown>) => Promise<unknown>,
) {
  await inTransaction(ctx, async (tx) => {
    const marked = await repo.markSent(tx.db, sent.rxId, sent.externalId, new Date());
    if (marked.numUpdatedRows !== 1n) return;
    await followPrescription(tx, sent.orderId, 'SENT_TO_PHARMACY');
    if (sent.checkInId) await markCheckInUsed(tx, sent.checkInId, sent.orderId);
    await audit(tx.db, { step: 'RECEIVED', externalId: sent.externalId });
  });
}

type InterruptedSend = Awaited<ReturnType<typeof repo.leaseInterruptedSends>>[number];

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
  const audit = (db: Ctx['db'], outcome: AuditEntry['outcome'], more: Record<string, unknown>) =>
    ctx.audit.record(db, { ...attempt, patientId: order.patient_id, outcome, details: { ...details, ...more } });
  const release = (reason: string) =>
    inTransaction(ctx, async (tx) => {
      await repo.markFailed(tx.db, rx.id, reason, false);
      await audit(tx.db, 'FAILURE', { reason });
      return 'released' as const;
    });
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
  await recordAccepted(ctx, { rxId: rx.id, orderId: order.id, checkInId, externalId }, (db, more) => audit(db, 'SUCCESS', more));
  return 'finished';
}

/**
 * Part of each pass of the pharmacy status job (system work): takes over the sends left SENDING past their lease by an
 * instance that died mid-send (kill -9 between the pharmacy's answer and its record), and finishes or releases each.
 */
export async function finishInterruptedSends(ctx: Ctx, options: { limit?: number } = {}) {
  const at = new Date();
  const leased = await repo.leaseInterruptedSends(ctx, staleSendBefore(ctx, at), options.limit ?? 20, at);
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

type OpenPrescription = { id: string; order_id: string; patient_id: string; status: PrescriptionStatus };

const PROGRESS: Partial<Record<PrescriptionStatus, number>> = { RECEIVED: 0, PROCESSING: 1, SHIPPED: 2, DELIVERED: 3 };

/**
 * Records a pharmacy's answer: the prescription moves forward only (never back), the order follows it to SHIPPED
 * (with its tracking number) and DELIVERED, all in one transaction; the patient is told by e-mail when the order ships.
 */
export async function applyPharmacyStatus(ctx: Ctx, rx: OpenPrescription, result: PharmacyStatusResult) {
  const at = new Date();
  const from = PROGRESS[rx.status];
  if (from === undefined || PROGRESS[result.status]! <= from) {
    await repo.touchStatusChecked(ctx.db, rx.id, at);
    return;
  }
  const shipped = await inTransaction(ctx, async (tx) => {
    const updated = await repo.updatePharmacyStatus(tx.db, rx.id, rx.status, result.status, result.trackingNumber, at);
    // Someone else recorded a newer answer in the meantime: theirs stands.
    if (updated.numUpdatedRows !== 1n) return null;
    const moved =
      result.status === 'SHIPPED' || result.status === 'DELIVERED'
        ? await followPrescription(tx, rx.order_id, result.status, result.trackingNumber)
        : undefined;
    await tx.audit.record(tx.db, {
      action: 'PHARMACY_STATUS',
      resourceType: 'prescription',
      resourceId: rx.id,
      patientId: rx.patient_id,
      details: { from: rx.status, to: result.status, orderId: rx.order_id, orderStatus: moved ? result.status : null },
    });
    return result.status === 'SHIPPED' && moved ? moved : null;
  });
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
    ctx.deps.log.error({ err: error, patientId }, 'could not send the shipping e-mail');
  }
}

/** Asks Digital Rx where the order's prescription is, and records the answer. */
export async function checkDigitalRxStatus(ctx: Ctx, orderId: string) {
  const check = {
    action: 'CHECK_PHARMACY_STATUS',
    resourceType: 'prescription',
    resourceId: null,
    details: { orderId, provider: 'DIGITAL_RX' },
  };
  const rx = await repo.findPrescription(ctx, { orderId }, { quiet: true });
  if (!rx) {
    await ctx.audit.noteRead(ctx.db, { ...check, outcome: 'DENIED' });
    throw notFound('No prescription found for this order');
  }
  const entry = (outcome: AuditEntry['outcome'], details: Record<string, unknown> = {}): AuditEntry => ({
    ...check,
    resourceId: rx.id,
    patientId: rx.patient_id,
    outcome,
    details: { ...check.details, ...details },
  });
  if (rx.pharmacy_provider !== 'DIGITAL_RX' || !rx.external_id) {
    await ctx.audit.record(ctx.db, entry('FAILURE', { reason: 'NOT_SENT_TO_DIGITAL_RX' }));
    throw unprocessable('This prescription was not sent to Digital Rx', 'NOT_SENT_TO_DIGITAL_RX');
  }
  let result: PharmacyStatusResult;
  try {
    result = await ctx.deps.pharmacies.DIGITAL_RX.status(rx.external_id);
  } catch (error) {
    if (!(error instanceof PharmacyRefusal || error instanceof PharmacyUnavailable)) throw error;
    await ctx.audit.record(ctx.db, entry('FAILURE', { reason: error.reason }));
    throw pharmacyFailure(error, `Failed to check prescription status: ${error.reason}`);
  }
  // A check that changed nothing is a read; one that moved the prescription is audited by that change.
  await ctx.audit.noteRead(ctx.db, entry('SUCCESS', { status: result.status }));
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
  const leased = await repo.leaseOpenPrescriptions(ctx, olderThan, options.limit ?? 50, at);
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
