import type { FastifyRequest } from 'fastify';
import { defaultRxInformation, type RxInformation } from '../../../contracts/doctor';
import type { CreatePrescriptionBody, Prescription, PrescriptionListQuery } from '../../../contracts/prescriptions';
import type { AuthContext } from '../../platform/auth/authenticate';
import { notFound, unprocessable } from '../../platform/errors';
import * as repo from './prescriptions.repository';

export const NOT_APPROVED = 'The intake has not been approved, so no prescription can be written';

export function prescriptionView(r: repo.PrescriptionRowView): Prescription {
  return {
    id: r.id,
    number: r.number,
    orderId: r.order_id,
    orderNumber: r.order_number,
    patientId: r.patient_id,
    patientName: `${r.first_name} ${r.last_name}`,
    patientState: r.patient_state,
    productVariationKey: r.product_variation_key,
    medication: r.medication,
    dose: r.dose,
    directions: r.directions,
    quantity: r.quantity,
    refills: r.refills,
    daysSupply: r.days_supply,
    note: r.note,
    status: r.status,
    pharmacy:
      r.pharmacy_id && r.pharmacy_provider && r.pharmacy_name
        ? { id: r.pharmacy_id, provider: r.pharmacy_provider, name: r.pharmacy_name }
        : null,
    externalId: r.external_id,
    trackingNumber: r.tracking_number,
    failureReason: r.failure_reason,
    sentAt: r.sent_at?.toISOString() ?? null,
    statusCheckedAt: r.status_checked_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
  };
}

const PRESCRIBABLE_ORDER_STATUSES = ['APPROVED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED'];

/**
 * A prescription needs a doctor's approval of the intake (a doctor-created order is approved when created);
 * orders under review, denied or cancelled never get one.
 */
export const isApproved = (order: repo.OrderForRx) =>
  PRESCRIBABLE_ORDER_STATUSES.includes(order.status) && (order.created_by_doctor || order.doctor_approve_questions_status === 'APPROVED');

/** The acting doctor's record: prescriptions are signed by it. */
export async function actingDoctor(req: FastifyRequest, auth: AuthContext) {
  const doctor = await repo.doctorOfUser(req.server.db, auth.userId);
  if (!doctor) throw unprocessable('Your account has no doctor profile, so it cannot prescribe', 'NO_DOCTOR_PROFILE');
  return doctor;
}

/**
 * The order's prescription, created the first time it is asked for: details from `rxInformation`, else those saved
 * on the order, else the defaults. The unique index on order_id makes a second request (or two at once) return the first.
 */
export async function findOrCreate(
  req: FastifyRequest,
  auth: AuthContext,
  order: repo.OrderForRx,
  input: { rxInformation?: RxInformation; note?: string } = {},
) {
  const { db } = req.server;
  const existing = await repo.findPrescription(db, auth, { orderId: order.id });
  if (existing) return { row: existing, created: false };
  const doctor = await actingDoctor(req, auth);
  const fallback = defaultRxInformation(order.dose);
  const rx = input.rxInformation ?? {
    directions: order.rx_directions ?? fallback.directions,
    quantity: order.rx_quantity ?? fallback.quantity,
    refills: order.rx_refills ?? fallback.refills,
    daysSupply: order.rx_days_supply ?? fallback.daysSupply,
  };
  await db.transaction().execute(async (trx) => {
    const inserted = await repo.insertPrescription(trx, {
      orderId: order.id,
      patientId: order.patient_id,
      doctorId: doctor.id,
      productVariationKey: order.product_variation_key,
      medication: order.medication,
      dose: order.dose,
      ...rx,
      note: input.note || order.doctor_note || null,
    });
    if (inserted)
      await req.audit(
        {
          action: 'CREATE',
          resourceType: 'prescription',
          resourceId: inserted.id,
          patientId: order.patient_id,
          details: { orderId: order.id },
        },
        trx,
      );
  });
  const created = await repo.findPrescription(db, auth, { orderId: order.id });
  if (!created) throw new Error(`prescription of order ${order.id} vanished after it was created`);
  return { row: created, created: true };
}

async function approvedOrder(req: FastifyRequest, auth: AuthContext, orderId: string, patientUserId?: string) {
  const order = await repo.findOrder(req.server.db, auth, orderId);
  if (!order || (patientUserId !== undefined && order.patient_user_id !== patientUserId)) {
    await req.audit({
      action: 'CREATE',
      resourceType: 'prescription',
      patientId: order?.patient_id ?? null,
      outcome: 'DENIED',
      details: { orderId },
    });
    throw notFound('Order not found');
  }
  if (!isApproved(order)) {
    await req.audit({
      action: 'CREATE',
      resourceType: 'prescription',
      patientId: order.patient_id,
      outcome: 'FAILURE',
      details: { orderId, reason: 'NOT_APPROVED' },
    });
    throw unprocessable(NOT_APPROVED, 'NOT_APPROVED');
  }
  return order;
}

/** Creating twice answers the first prescription; that second answer is audited as a read. */
async function answer(req: FastifyRequest, { row, created }: Awaited<ReturnType<typeof findOrCreate>>) {
  if (!created) await req.audit({ action: 'READ', resourceType: 'prescription', resourceId: row.id, patientId: row.patient_id });
  return prescriptionView(row);
}

export async function createPrescription(req: FastifyRequest, auth: AuthContext, body: CreatePrescriptionBody) {
  const order = await approvedOrder(req, auth, body.orderId);
  return answer(req, await findOrCreate(req, auth, order, { rxInformation: body.rxInformation, note: body.note }));
}

/** "Prescribe here": the order's prescription, from what is saved on the order; the user must be the order's patient. */
export async function rxHere(req: FastifyRequest, auth: AuthContext, orderId: string, userId: string) {
  const order = await approvedOrder(req, auth, orderId, userId);
  return answer(req, await findOrCreate(req, auth, order));
}

export async function listPrescriptions(req: FastifyRequest, auth: AuthContext, query: PrescriptionListQuery) {
  const { rows, total } = await repo.listPrescriptions(req.server.db, auth, query);
  await req.audit({
    action: 'LIST',
    resourceType: 'prescription',
    details: { page: query.page, past: query.past ?? null, status: query.status ?? null, count: rows.length },
  });
  return { items: rows.map(prescriptionView), total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
}

export async function getPrescription(req: FastifyRequest, auth: AuthContext, id: string) {
  const row = await repo.findPrescription(req.server.db, auth, { id });
  await req.audit({
    action: 'READ',
    resourceType: 'prescription',
    resourceId: id,
    patientId: row?.patient_id ?? null,
    outcome: row ? 'SUCCESS' : 'DENIED',
  });
  if (!row) throw notFound('Prescription not found');
  return prescriptionView(row);
}

export async function myPharmacies(req: FastifyRequest, auth: AuthContext) {
  const doctor = await actingDoctor(req, auth);
  const pharmacies = await repo.assignedPharmacies(req.server.db, doctor.id);
  await req.audit({ action: 'LIST', resourceType: 'pharmacy', details: { count: pharmacies.length } });
  return { pharmacies };
}
