import type { FastifyRequest } from 'fastify';
import { ORDER_STATUS_TEXT, type OrderListQuery, type OrderStatus, type OrderSummary } from '../../../contracts/orders';
import type { PatientProfile, UpdatePatientProfileBody } from '../../../contracts/patient';
import type { AuthContext } from '../../platform/auth/authenticate';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { isUsState } from '../catalog/us-states';
import { usPhone } from '../onboarding/intake.service';
import * as repo from './patient.repository';

type OrderRow = Awaited<ReturnType<typeof repo.listOrders>>['rows'][number];

async function patientOf(req: FastifyRequest, auth: AuthContext) {
  const profile = await repo.findProfile(req.server.db, auth.userId);
  if (!profile) throw notFound('Patient not found');
  return profile;
}

function profileView(p: NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>): PatientProfile {
  return {
    firstName: p.first_name,
    lastName: p.last_name,
    email: p.email,
    phoneNumber: p.phone_number,
    address1: p.address1,
    address2: p.address2,
    city: p.city,
    state: p.state,
    zipcode: p.zipcode,
    country: p.country,
  };
}

export async function getProfile(req: FastifyRequest, auth: AuthContext) {
  const profile = await patientOf(req, auth);
  await req.audit({ action: 'READ', resourceType: 'patient_profile', resourceId: profile.patient_id, patientId: profile.patient_id });
  return profileView(profile);
}

const USER_FIELDS = { firstName: 'first_name', lastName: 'last_name', email: 'email', phoneNumber: 'phone_number' } as const;
const ADDRESS_FIELDS = {
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  country: 'country',
} as const;

/** Merges only the non-empty fields; address fields go only to the patient sub-record. */
export async function updateProfile(req: FastifyRequest, auth: AuthContext, body: UpdatePatientProfileBody) {
  const { db } = req.server;
  const current = await patientOf(req, auth);
  const filled = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Record<
    string,
    string
  >;
  if (filled.phoneNumber) filled.phoneNumber = usPhone(filled.phoneNumber, 'phoneNumber');
  if (filled.state && !isUsState(filled.state.toUpperCase()))
    throw badRequest('Choose a US state', [{ path: 'state', message: 'Choose a US state' }]);
  if (filled.state) filled.state = filled.state.toUpperCase();
  if (filled.zipcode && !/^\d{5}(-\d{4})?$/.test(filled.zipcode))
    throw badRequest('Enter a 5-digit ZIP code', [{ path: 'zipcode', message: 'Enter a 5-digit ZIP code' }]);
  if (filled.email && (await repo.emailUsedByOther(db, filled.email, auth.userId)))
    throw conflict('Another account already uses this e-mail');
  const pick = (map: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(map)
        .filter(([field]) => field in filled)
        .map(([field, column]) => [column, filled[field]]),
    );
  await db.transaction().execute(async (trx) => {
    await repo.updateProfile(trx, auth.userId, pick(USER_FIELDS), pick(ADDRESS_FIELDS));
    await req.audit(
      {
        action: 'UPDATE',
        resourceType: 'patient_profile',
        resourceId: current.patient_id,
        patientId: current.patient_id,
        details: { fields: Object.keys(filled) },
      },
      trx,
    );
  });
  return profileView((await repo.findProfile(db, auth.userId))!);
}

/** The summary of an order, as patients and staff both see it. */
export function orderSummaryView(r: Omit<OrderRow, 'medication'>): OrderSummary {
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    status: r.status as OrderStatus,
    approvalStatus: r.approval_status,
    paymentStatus: r.payment_status,
    productVariationKey: r.product_variation_key,
    productName: r.product_name,
    dose: r.dose,
    planMonths: r.plan_months,
    amountCents: r.amount_cents,
    trackingNumber: r.tracking_number,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function listOrders(req: FastifyRequest, auth: AuthContext, query: OrderListQuery) {
  const patient = await patientOf(req, auth);
  const { rows, total } = await repo.listOrders(req.server.db, patient.patient_id, query);
  await req.audit({
    action: 'LIST',
    resourceType: 'order',
    patientId: patient.patient_id,
    details: { page: query.page, count: rows.length },
  });
  return { orders: rows.map(orderSummaryView), total };
}

export async function getOrder(req: FastifyRequest, auth: AuthContext, orderId: string) {
  const { db } = req.server;
  const patient = await patientOf(req, auth);
  const row = await repo.findOrder(db, patient.patient_id, orderId);
  await req.audit({
    action: 'READ',
    resourceType: 'order',
    resourceId: orderId,
    patientId: patient.patient_id,
    outcome: row ? 'SUCCESS' : 'DENIED',
  });
  if (!row) throw notFound('Order not found');
  const [consents, payments] = await Promise.all([repo.consentsOf(db, orderId), repo.paymentsOf(db, orderId)]);
  const text = ORDER_STATUS_TEXT[row.status as OrderStatus] ?? { label: row.status, nextStep: '' };
  return {
    ...orderSummaryView(row),
    statusLabel: text.label,
    nextStep: text.nextStep,
    doctorName: row.doctor_first_name ? `Dr. ${row.doctor_first_name} ${row.doctor_last_name}` : null,
    doctorDenialReason: row.doctor_denial_reason,
    consents: consents.map((c) => ({ kind: c.kind, textVersion: c.text_version, signedAt: c.signed_at.toISOString() })),
    payments: payments.map((p) => ({
      status: p.status,
      amountCents: p.amount_cents,
      cardLast4: p.card_last4,
      createdAt: p.created_at.toISOString(),
    })),
  };
}

export async function medications(req: FastifyRequest, auth: AuthContext) {
  const patient = await patientOf(req, auth);
  const rows = await repo.currentMedications(req.server.db, patient.patient_id);
  await req.audit({ action: 'LIST', resourceType: 'medication', patientId: patient.patient_id });
  return rows.map((r) => ({
    orderId: r.id,
    productName: r.product_name,
    medication: r.medication,
    dose: r.dose,
    status: r.status,
    since: r.created_at.toISOString(),
  }));
}
