import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PharmacyProvider } from '../../../contracts/prescriptions';
import {
  PharmacyRefusal,
  PharmacyUnavailable,
  type PharmacyPrescription,
  type PharmacyStatusResult,
} from '../../platform/adapters/pharmacies';
import type { AuditEntry } from '../../platform/audit/audit';
import { writeSystemAudit } from '../../platform/audit/audit';
import type { AuthContext } from '../../platform/auth/authenticate';
import type { Db } from '../../platform/db/client';
import type { PrescriptionStatus } from '../../platform/db/schema';
import { AppError, conflict, notFound, unprocessable } from '../../platform/errors';
import * as repo from './prescriptions.repository';
import { actingDoctor, findOrCreate, isApproved, NOT_APPROVED, prescriptionView } from './prescriptions.service';

/** How the messages name each provider (SPEC §8). */
const LABEL: Record<PharmacyProvider, string> = { RX_PROVIDER: 'RX provider', DIGITAL_RX: 'Digital Rx provider' };

const pharmacyFailure = (error: PharmacyRefusal | PharmacyUnavailable, message: string) =>
  error instanceof PharmacyRefusal ? unprocessable(message, 'PHARMACY_REFUSED') : new AppError(502, 'PHARMACY_UNAVAILABLE', message);

function pharmacyPayload(
  order: repo.OrderForRx,
  doctor: Awaited<ReturnType<typeof actingDoctor>>,
  rx: repo.PrescriptionRowView,
): PharmacyPrescription {
  return {
    reference: rx.id,
    patient: {
      firstName: order.first_name,
      lastName: order.last_name,
      dateOfBirth: order.date_of_birth,
      phone: order.phone_number,
      email: order.email,
      address: {
        address1: order.address1,
        address2: order.address2,
        city: order.city,
        state: order.state,
        zipcode: order.zipcode,
        country: order.country,
      },
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

/**
 * Sends the order's prescription to a provider's pharmacy: the order must be approved and paid, the pharmacy assigned
 * to the doctor. The prescription is claimed first, so that a double click or a second tab cannot send it twice; the
 * pharmacy is called outside any transaction and its answer recorded afterwards.
 */
export async function sendPrescription(req: FastifyRequest, auth: AuthContext, provider: PharmacyProvider, orderId: string) {
  const { db } = req.server;
  const order = await repo.findOrder(db, auth, orderId);
  const audit = (outcome: AuditEntry['outcome'], details: Record<string, unknown>, resourceId: string | null = null, trx?: Db) =>
    req.audit(
      {
        action: 'SEND_TO_PHARMACY',
        resourceType: 'prescription',
        resourceId,
        patientId: order?.patient_id ?? null,
        outcome,
        details: { provider, orderId, ...details },
      },
      trx,
    );
  if (!order) {
    await audit('DENIED', {});
    throw notFound('Order not found');
  }
  const refuse = async (reason: string, error: AppError) => {
    await audit('FAILURE', { reason });
    throw error;
  };
  if (!isApproved(order)) await refuse('NOT_APPROVED', unprocessable(NOT_APPROVED, 'NOT_APPROVED'));
  if (!order.created_by_doctor && order.payment_status !== 'PAID')
    await refuse('NOT_PAID', unprocessable('This order is not paid yet', 'NOT_PAID'));
  const doctor = await actingDoctor(req, auth);
  const pharmacy = await repo.pharmacyFor(db, provider, doctor.id);
  if (!pharmacy || !pharmacy.active || !pharmacy.assigned) {
    const name = pharmacy?.name ?? `The ${LABEL[provider]}`;
    await refuse(
      'PHARMACY_NOT_ASSIGNED',
      unprocessable(`${name} is not assigned to you. Ask an administrator to assign it.`, 'PHARMACY_NOT_ASSIGNED'),
    );
  }
  const pharmacyId = pharmacy!.id;

  const { row: rx } = await findOrCreate(req, auth, order);
  const claimed = await db.transaction().execute(async (trx) => {
    const won = await repo.claimForSending(trx, rx.id, pharmacyId);
    if (won) await audit('SUCCESS', { step: 'CLAIMED' }, rx.id, trx);
    return Boolean(won);
  });
  if (!claimed) {
    const current = (await repo.findPrescription(db, auth, { id: rx.id })) ?? rx;
    await audit('FAILURE', { reason: 'ALREADY_SENT', status: current.status }, rx.id);
    const where = current.pharmacy_name ?? 'a pharmacy';
    if (current.status === 'FAILED')
      throw conflict(`${where} could not be reached last time and may have the prescription: send it to ${where} again`);
    if (current.status === 'SENDING') throw conflict(`This prescription is being sent to ${where}`);
    if (current.status === 'CANCELLED') throw conflict('This prescription was cancelled');
    throw conflict(`This prescription was already sent to ${where}`);
  }

  let externalId: string;
  try {
    ({ externalId } = await req.server.pharmacies[provider].submit(pharmacyPayload(order, doctor, rx)));
  } catch (error) {
    const known = error instanceof PharmacyRefusal || error instanceof PharmacyUnavailable;
    const reason = known ? error.reason : 'The pharmacy call failed unexpectedly.';
    await db.transaction().execute(async (trx) => {
      await repo.markFailed(trx, rx.id, reason, !(error instanceof PharmacyRefusal));
      await audit('FAILURE', { reason, unavailable: !(error instanceof PharmacyRefusal) }, rx.id, trx);
    });
    if (!known) throw error;
    throw pharmacyFailure(error, `Failed to send order to ${LABEL[provider]}: ${reason}`);
  }
  await db.transaction().execute(async (trx) => {
    await repo.markSent(trx, rx.id, externalId, new Date());
    await repo.moveOrder(trx, order.id, 'SENT_TO_PHARMACY', ['APPROVED']);
    await audit('SUCCESS', { step: 'RECEIVED', externalId }, rx.id, trx);
  });
  const sent = await repo.findPrescription(db, auth, { id: rx.id });
  return prescriptionView(sent!);
}

type Audit = (entry: AuditEntry, trx: Db) => Promise<void>;
type OpenPrescription = { id: string; order_id: string; patient_id: string; status: PrescriptionStatus };

const PROGRESS: Partial<Record<PrescriptionStatus, number>> = { RECEIVED: 0, PROCESSING: 1, SHIPPED: 2, DELIVERED: 3 };

/**
 * Records a pharmacy's answer: the prescription moves forward only (never back), the order follows it to SHIPPED
 * (with its tracking number) and DELIVERED, all in one transaction; the patient is told by e-mail when the order ships.
 */
export async function applyPharmacyStatus(app: FastifyInstance, rx: OpenPrescription, result: PharmacyStatusResult, audit: Audit) {
  const at = new Date();
  const from = PROGRESS[rx.status];
  if (from === undefined || PROGRESS[result.status]! <= from) {
    await repo.touchStatusChecked(app.db, rx.id, at);
    return;
  }
  const shipped = await app.db.transaction().execute(async (trx) => {
    const updated = await repo.updatePharmacyStatus(trx, rx.id, rx.status, result.status, result.trackingNumber, at);
    // Someone else recorded a newer answer in the meantime: theirs stands.
    if (updated.numUpdatedRows !== 1n) return null;
    const moved =
      result.status === 'SHIPPED'
        ? await repo.moveOrder(trx, rx.order_id, 'SHIPPED', ['APPROVED', 'SENT_TO_PHARMACY'], result.trackingNumber)
        : result.status === 'DELIVERED'
          ? await repo.moveOrder(trx, rx.order_id, 'DELIVERED', ['APPROVED', 'SENT_TO_PHARMACY', 'SHIPPED'], result.trackingNumber)
          : undefined;
    await audit(
      {
        action: 'PHARMACY_STATUS',
        resourceType: 'prescription',
        resourceId: rx.id,
        patientId: rx.patient_id,
        details: { from: rx.status, to: result.status, orderId: rx.order_id, orderStatus: moved ? result.status : null },
      },
      trx,
    );
    return result.status === 'SHIPPED' && moved ? moved : null;
  });
  if (shipped && result.trackingNumber) await tellPatientItShipped(app, rx.patient_id, shipped.number, result.trackingNumber);
}

async function tellPatientItShipped(app: FastifyInstance, patientId: string, orderNumber: number, trackingNumber: string) {
  try {
    const patient = await repo.patientContact(app.db, patientId);
    if (!patient) return;
    await app.notifier.send({
      channel: 'email',
      to: patient.email,
      subject: 'Your order has shipped',
      body: `Hello ${patient.first_name}, your order #${orderNumber} has shipped. Tracking number: ${trackingNumber}. You can follow it from your orders page.`,
    });
  } catch (error) {
    // The status change is recorded; a lost e-mail must not undo it.
    app.log.error({ err: error, patientId }, 'could not send the shipping e-mail');
  }
}

/** Asks Digital Rx where the order's prescription is, and records the answer. */
export async function checkDigitalRxStatus(req: FastifyRequest, auth: AuthContext, orderId: string) {
  const { db } = req.server;
  const rx = await repo.findPrescription(db, auth, { orderId });
  const audit = (outcome: AuditEntry['outcome'], details: Record<string, unknown> = {}) =>
    req.audit({
      action: 'CHECK_PHARMACY_STATUS',
      resourceType: 'prescription',
      resourceId: rx?.id ?? null,
      patientId: rx?.patient_id ?? null,
      outcome,
      details: { orderId, provider: 'DIGITAL_RX', ...details },
    });
  if (!rx) {
    await audit('DENIED');
    throw notFound('No prescription found for this order');
  }
  if (rx.pharmacy_provider !== 'DIGITAL_RX' || !rx.external_id) {
    await audit('FAILURE', { reason: 'NOT_SENT_TO_DIGITAL_RX' });
    throw unprocessable('This prescription was not sent to Digital Rx', 'NOT_SENT_TO_DIGITAL_RX');
  }
  let result: PharmacyStatusResult;
  try {
    result = await req.server.pharmacies.DIGITAL_RX.status(rx.external_id);
  } catch (error) {
    if (!(error instanceof PharmacyRefusal || error instanceof PharmacyUnavailable)) throw error;
    await audit('FAILURE', { reason: error.reason });
    throw pharmacyFailure(error, `Failed to check prescription status: ${error.reason}`);
  }
  await applyPharmacyStatus(req.server, rx, result, (entry, trx) => req.audit(entry, trx));
  await audit('SUCCESS', { status: result.status });
  return prescriptionView((await repo.findPrescription(db, auth, { id: rx.id }))!);
}

/**
 * One pass of the status job: leases up to `limit` sent prescriptions not checked for `olderThanSeconds`, asks each
 * one's pharmacy and records the answer. One failure is logged and the pass goes on.
 */
export async function checkOpenPrescriptions(app: FastifyInstance, options: { olderThanSeconds?: number; limit?: number } = {}) {
  const at = new Date();
  const olderThan = new Date(at.getTime() - (options.olderThanSeconds ?? app.config.PHARMACY_POLL_SECONDS) * 1000);
  const leased = await repo.leaseOpenPrescriptions(app.db, olderThan, options.limit ?? 50, at);
  let checked = 0;
  let failed = 0;
  for (const rx of leased) {
    try {
      const result = await app.pharmacies[rx.provider].status(rx.external_id!);
      await applyPharmacyStatus(app, rx, result, (entry, trx) => writeSystemAudit(trx, entry));
      checked++;
    } catch (error) {
      failed++;
      app.log.warn({ err: error, prescriptionId: rx.id, provider: rx.provider }, 'pharmacy status check failed');
    }
  }
  return { checked, failed };
}
