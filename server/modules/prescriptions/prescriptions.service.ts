import { rxInformationSchema, type RxInformation } from '#contracts/order-review';
import { doseSteps } from '#contracts/doses';
import type { CreatePrescriptionBody, Prescription, PrescriptionListQuery } from '#contracts/prescriptions';
import type { Ctx } from '#server/platform/context';
import { pageInfo } from '#server/platform/db/list';
import { notFound, unprocessable } from '#server/platform/errors';
import * as accounts from '#server/modules/accounts/accounts.service';
import { findOrderForPrescription, type OrderForPrescription } from '#server/modules/orders/order-lifecycle.service';
import { patientsMatching } from '#server/modules/patients/patients.service';
import { startOnPrescription } from '#server/modules/treatment-plans/treatment-plans.service';
import * as pharmacies from './pharmacies.repository';
import * as repo from './prescriptions.repository';
import { prescriptionView } from './prescriptions.views';

export const NOT_APPROVED = 'The intake has not been approved, so no prescription can be written';

const PRESCRIBABLE_ORDER_STATUSES = ['APPROVED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED'];

/**
 * A prescription needs a doctor's approval of the intake (a doctor-created order is approved when created);
 * orders under review, denied or canceled never get one.
 */
export const isApproved = (order: OrderForPrescription) =>
  PRESCRIBABLE_ORDER_STATUSES.includes(order.status) && (order.created_by_doctor || order.doctor_approve_questions_status === 'APPROVED');

/** The acting doctor's record: prescriptions are signed by it. */
export async function actingDoctor(ctx: Ctx) {
  const doctor = await accounts.actingDoctor(ctx);
  if (!doctor) throw unprocessable('Your account has no doctor profile, so it cannot prescribe', 'NO_DOCTOR_PROFILE');
  return doctor;
}

export const RX_INCOMPLETE = "Prepare the prescription first: confirm one dose, the directions, quantity, refills and days' supply";

/**
 * What the doctor confirmed for the prescription: `rxInformation` as sent, else what they saved on the order. Never
 * the defaults, and never the product's dose range: a pharmacy fills one dose, chosen within the range.
 */
function confirmedRx(order: OrderForPrescription, rxInformation?: RxInformation): RxInformation | null {
  const { rx_dose, rx_directions, rx_quantity, rx_refills, rx_days_supply } = order;
  const saved =
    rx_dose !== null && rx_directions !== null && rx_quantity !== null && rx_refills !== null && rx_days_supply !== null
      ? { dose: rx_dose, directions: rx_directions, quantity: rx_quantity, refills: rx_refills, daysSupply: rx_days_supply }
      : null;
  const valid = rxInformationSchema.safeParse(rxInformation ?? saved);
  return valid.success && doseSteps(order.medication, order.dose).includes(valid.data.dose) ? valid.data : null;
}

/** Refuses an order whose prescription is not confirmed (422 RX_INCOMPLETE), with an audit row of the attempt. */
async function refuseIncomplete(ctx: Ctx, order: OrderForPrescription): Promise<never> {
  await repo.recordRefusedCreate(ctx, order, 'RX_INCOMPLETE');
  throw unprocessable(RX_INCOMPLETE, 'RX_INCOMPLETE');
}

/**
 * The order's prescription, created the first time it is asked for from what the doctor confirmed (`confirmedRx`;
 * 422 RX_INCOMPLETE without it). The unique index on order_id makes a second request (or two at once) return the first.
 */
export async function findOrCreate(ctx: Ctx, order: OrderForPrescription, input: { rxInformation?: RxInformation; note?: string } = {}) {
  const existing = await repo.findPrescription(ctx, { orderId: order.id }, { quiet: true });
  if (existing) {
    await repo.notePrescriptionRead(ctx, existing);
    return { row: existing, created: false };
  }
  const doctor = await actingDoctor(ctx);
  const rx = confirmedRx(order, input.rxInformation) ?? (await refuseIncomplete(ctx, order));
  const prescription = {
    orderId: order.id,
    patientId: order.patient_id,
    doctorId: doctor.id,
    productVariationKey: order.product_variation_key,
    medication: order.medication,
    ...rx,
    note: input.note || order.doctor_note || null,
  };
  await repo.insertPrescription(ctx, prescription, async (tx) => {
    // The patient's first prescription starts their treatment plan on the dose prescribed (named in its row).
    const planId = await startOnPrescription(tx, {
      patientId: order.patient_id,
      orderId: order.id,
      medication: order.medication,
      dose: rx.dose,
    });
    return planId ? { treatmentPlanStarted: planId } : {};
  });
  const created = await repo.findPrescription(ctx, { orderId: order.id }, { quiet: true });
  if (!created) throw new Error(`prescription of order ${order.id} vanished after it was created`);
  return { row: created, created: true };
}

async function approvedOrder(ctx: Ctx, orderId: string, patientUserId?: string) {
  const attempt = { action: 'CREATE', resourceType: 'prescription', resourceId: null, details: { orderId } };
  const order = await findOrderForPrescription(ctx, orderId, attempt);
  if (!order) throw notFound('Order not found');
  if (patientUserId !== undefined && order.patient_user_id !== patientUserId) {
    await repo.noteCreateDenied(ctx, order);
    throw notFound('Order not found');
  }
  if (!isApproved(order)) {
    await repo.recordRefusedCreate(ctx, order, 'NOT_APPROVED');
    throw unprocessable(NOT_APPROVED, 'NOT_APPROVED');
  }
  return order;
}

/** Creating twice answers the first prescription (its read is the call's audit row). */
export async function createPrescription(ctx: Ctx, body: CreatePrescriptionBody): Promise<Prescription> {
  const order = await approvedOrder(ctx, body.orderId);
  return prescriptionView((await findOrCreate(ctx, order, { rxInformation: body.rxInformation, note: body.note })).row);
}

/** "Prescribe here": the order's prescription, from what is saved on the order; the user must be the order's patient. */
export async function rxHere(ctx: Ctx, orderId: string, userId: string): Promise<Prescription> {
  const order = await approvedOrder(ctx, orderId, userId);
  return prescriptionView((await findOrCreate(ctx, order)).row);
}

/** The caller's prescriptions (the policy's rows), or one patient's of them. */
export async function listPrescriptions(ctx: Ctx, query: PrescriptionListQuery, patientId?: string) {
  const named = query.search ? patientsMatching(ctx, query.search) : undefined;
  const { rows, total } = await repo.listPrescriptions(ctx, query, named, patientId);
  return { items: rows.map(prescriptionView), ...pageInfo(total, query) };
}

export async function getPrescription(ctx: Ctx, id: string): Promise<Prescription> {
  const row = await repo.findPrescription(ctx, { id });
  if (!row) throw notFound('Prescription not found');
  return prescriptionView(row);
}

/** The pharmacies assigned to the acting doctor: the only ones they may send to. */
export async function myPharmacies(ctx: Ctx) {
  const doctor = await actingDoctor(ctx);
  return { pharmacies: await pharmacies.listAssignedPharmacies(ctx, doctor.id) };
}

/** The pharmacies assigned to a doctor (their profile shows them). */
export const pharmaciesOfDoctor = (ctx: Ctx, doctorId: string) => pharmacies.assignedPharmacies(ctx, doctorId);

/** A patient's prescriptions as events of their history (the patients module's timeline). */
export const prescriptionEvents = (ctx: Ctx, patientId: string) => repo.prescriptionEvents(ctx, patientId);
