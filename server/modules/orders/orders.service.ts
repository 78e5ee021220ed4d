import type {
  ApproveIntakeBody,
  CreateNewOrderBody,
  DoctorOrderDetail,
  DoctorOrderListQuery,
  UpdateDoctorOrderBody,
} from '#contracts/order-review';
import { OPEN_ORDER_EXISTS, openOrderWarning } from '#contracts/order-review';
import { newOpaqueToken } from '#server/platform/auth/secrets';
import { hashPassword } from '#server/platform/auth/passwords';
import { inTransaction, type Ctx } from '#server/platform/context';
import { isUniqueViolation } from '#server/platform/db/errors';
import { decodeCursor, LIST_COUNT_CAP } from '#server/platform/db/list';
import { AppError, badRequest, conflict, emailTaken, forbidden, notFound, unprocessable } from '#server/platform/errors';
import { usPhone } from '#server/platform/validation';
import { doseSteps } from '#contracts/doses';
import * as accounts from '#server/modules/accounts/accounts.service';
import { activeVariation as findActiveVariation, firstActiveVariation } from '#server/modules/catalog/catalog.service';
import { orderAmountCents } from '#server/modules/catalog/custom-pricing.service';
import { checkZipInState, usState } from '#server/platform/us-states';
import { questionsOf } from '#server/modules/intake/questionnaires.service';
import * as patients from '#server/modules/patients/patients.service';
import * as changes from './order-changes.repository';
import { changeOrder, createOrder, type Refunds } from './order-records.repository';
import { canTransition } from './order-states';
import { handBack, reviewFacts } from './order-review.service';
import * as repo from './orders.repository';
import { listStaffOrders as listStaffOrderPage } from './staff-orders.repository';
import { staffOrderDetailView, staffOrderSummaryView } from './orders.views';
import { countOf } from '#contracts/plural';

/** GET /doctors/orders: the orders of the caller's patients; `status=PENDING_REVIEW&sort=createdAt:asc` is the queue. */
export async function listStaffOrders(ctx: Ctx, query: DoctorOrderListQuery) {
  const after = query.after === undefined ? undefined : decodeCursor(query.after);
  if (query.after !== undefined && (!after || !query.sort.startsWith('createdAt:'))) {
    const message = after ? 'A cursor pages a list sorted by createdAt' : 'Not a cursor from this list: start again from page 1';
    throw badRequest(message, [{ path: 'after', message }]);
  }
  const patientsNamed = query.search ? patients.patientsMatching(ctx, query.search) : undefined;
  const page = await listStaffOrderPage(ctx, query, { patientsNamed, countCap: LIST_COUNT_CAP, after });
  return {
    orders: page.rows.map(staffOrderSummaryView),
    total: page.total,
    ...(page.totalIsEstimate ? { totalIsEstimate: true } : {}),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

async function staffOrder(ctx: Ctx, orderId: string, attempted?: string) {
  const row = await repo.findStaffOrder(ctx, orderId, attempted ? { action: attempted } : undefined);
  if (!row) throw notFound('Order not found');
  return row;
}

/** An order with the patient's key facts, its intake answers, screening flags, rx details and prescription. */
export async function getStaffOrder(ctx: Ctx, orderId: string): Promise<DoctorOrderDetail> {
  const row = await staffOrder(ctx, orderId);
  const questions = row.questionnaire_id ? await questionsOf(ctx, row.questionnaire_id) : [];
  return staffOrderDetailView(row, questions, await reviewFacts(ctx, row, questions));
}

export type { Refunds, RefundOwed } from './order-records.repository';

const notLicensed = (state: string | null, what: string) =>
  unprocessable(`You are not licensed in ${state ?? "the patient's state"}, so you cannot ${what}`, 'NOT_LICENSED');

/** 422 unless the doctor holds a license in `state` that has not expired (an administrator renews it on /doctors/{id}). */
function checkLicense(doctor: Parameters<typeof accounts.licensedIn>[0], state: string | null, what: string) {
  const expiredOn = accounts.licenseExpiredOn(doctor, state);
  if (expiredOn) {
    throw unprocessable(
      `Your license in ${state} expired on ${expiredOn}, so you cannot ${what}. Ask an administrator to record its renewal.`,
      'LICENSE_EXPIRED',
    );
  }
  if (!accounts.licensedIn(doctor, state)) throw notLicensed(state, what);
}

/**
 * Approve or deny an intake. A denial needs a reason; approving an intake that screening flagged needs an
 * override reason; a doctor approves only patients in states where they are licensed; only orders under review.
 */
export async function decideIntake(ctx: Ctx, orderId: string, body: ApproveIntakeBody, refunds: Refunds) {
  const order = await staffOrder(ctx, orderId, 'INTAKE_DECISION');
  if (order.handed_back_at) throw conflict('This order was handed back for reassignment: an administrator assigns it to a doctor first');
  const approve = body.doctorApproveQuestionsStatus === 'APPROVED';
  const reaches = approve ? 'APPROVED' : 'DENIED';
  if (body.status !== undefined && body.status !== reaches) {
    const message = `The status follows the decision: ${approve ? 'an approval' : 'a denial'} makes the order ${reaches}`;
    throw badRequest(message, [{ path: 'status', message }]);
  }
  if (!approve && !body.doctorDenialReason)
    throw badRequest('A denial needs a reason for the patient', [{ path: 'doctorDenialReason', message: 'Required when denying' }]);
  if (approve && order.screening_flags.length > 0 && !body.overrideReason) {
    throw unprocessable(
      `Screening flagged this intake (${order.screening_flags.map((f) => f.rule).join(', ')}): give an override reason to approve it`,
      'OVERRIDE_REQUIRED',
    );
  }
  if (approve) {
    const doctor = await accounts.actingDoctor(ctx);
    checkLicense(doctor, order.patient_state, 'approve this intake');
  }
  const decided = await changeOrder(
    ctx,
    order,
    { action: 'INTAKE_DECISION', details: { decision: body.doctorApproveQuestionsStatus } },
    (tx) =>
      changes.recordDecision(tx, orderId, {
        decision: body.doctorApproveQuestionsStatus,
        denialReason: approve ? null : (body.doctorDenialReason ?? null),
        overrideReason: approve ? (body.overrideReason ?? null) : null,
      }),
    approve ? undefined : { reason: 'DENIED', refunds },
  );
  if (!decided) throw conflict('This order is no longer awaiting review');
  return getStaffOrder(ctx, orderId);
}

async function activeVariation(ctx: Ctx, key: string) {
  const variation = await findActiveVariation(ctx, key);
  if (!variation)
    throw badRequest('Choose an available medication and dose', [
      { path: 'productVariationKey', message: 'Not an available medication and dose' },
    ]);
  return variation;
}

/**
 * PATCH /doctors/orders/{id}: only the fields sent change. Medication, plan and rx details are fixed once the
 * prescription has gone to a pharmacy or the order is closed; a paid order keeps its product and its price.
 */
export async function updateOrder(ctx: Ctx, orderId: string, body: UpdateDoctorOrderBody, refunds: Refunds) {
  const order = await staffOrder(ctx, orderId, 'UPDATE');
  if (body.handBack) {
    await handBack(ctx, order, body.handBack);
    return getStaffOrder(ctx, orderId);
  }

  const sent =
    order.prescription_status !== null && !(changes.UNSENT_PRESCRIPTION_STATUSES as readonly string[]).includes(order.prescription_status);
  const fixed = sent || !canTransition(order.status, 'cancel');
  const changesTreatment = body.productVariationKey !== undefined || body.planMonths !== undefined || body.rxInformation !== undefined;
  if (body.status === 'CANCELLED' && order.status === 'CANCELLED') throw conflict('This order is already canceled');
  if ((changesTreatment || body.status === 'CANCELLED') && fixed) {
    throw unprocessable(
      sent
        ? 'The prescription has already been sent to the pharmacy, so this order can no longer change'
        : `This order is ${order.status.toLowerCase().replaceAll('_', ' ')}, so it can no longer change`,
      'ORDER_FIXED',
    );
  }

  const values: Parameters<typeof changes.updateOrder>[2] = {};
  // Billed to the doctor later at the list price; an order someone paid keeps what was charged.
  const repriced = order.created_by_doctor && order.payment_status === 'UNPAID';
  const planMonths = body.planMonths ?? order.plan_months;
  let variationDose: string | undefined;
  if (body.planMonths !== undefined && body.planMonths !== order.plan_months) {
    if (!repriced)
      throw unprocessable(`The patient paid for ${countOf(order.plan_months, 'month')}, so the plan cannot change`, 'PAID_PLAN');
    values.plan_months = body.planMonths;
  }
  if (body.productVariationKey !== undefined || values.plan_months !== undefined) {
    const variation = await activeVariation(ctx, body.productVariationKey ?? order.product_variation_key);
    if (!repriced && variation.product_id !== order.product_id) {
      throw unprocessable(
        `The patient paid for ${order.product_name}: choose another dose of it, or cancel this order and create a new one`,
        'PAID_PRODUCT',
      );
    }
    values.product_variation_key = variation.key;
    variationDose = variation.dose;
    // Another range: the dose chosen within the old one is chosen again.
    if (variation.dose !== order.dose && body.rxInformation?.dose === undefined) values.rx_dose = null;
    if (repriced)
      values.amount_cents = await orderAmountCents(
        ctx,
        { billedTo: order.billed_to, partnerId: order.partner_id, variationKey: variation.key, planMonths },
        variation.monthly_price_cents * planMonths,
      );
  }
  if (body.rxInformation) {
    const rx = body.rxInformation;
    if (rx.dose !== undefined) {
      const steps = doseSteps(order.medication, variationDose ?? order.dose);
      if (!steps.includes(rx.dose)) {
        const message = `Choose one of the doses of ${order.product_name}: ${steps.join(', ')}`;
        throw badRequest(message, [{ path: 'rxInformation.dose', message }]);
      }
      values.rx_dose = rx.dose;
    }
    if (rx.directions !== undefined) values.rx_directions = rx.directions;
    if (rx.quantity !== undefined) values.rx_quantity = rx.quantity;
    if (rx.refills !== undefined) values.rx_refills = rx.refills;
    if (rx.daysSupply !== undefined) values.rx_days_supply = rx.daysSupply;
  }
  if (body.doctorNote !== undefined) values.doctor_note = body.doctorNote === '' ? null : body.doctorNote;
  const cancel = body.status === 'CANCELLED';

  if (Object.keys(values).length > 0 || cancel) {
    const updated = await changeOrder(
      ctx,
      order,
      { action: 'UPDATE', details: { fields: Object.keys(body) } },
      (tx) => changes.updateOrder(tx, orderId, values, { mustBeOpen: changesTreatment, cancel }),
      cancel && order.payment_status === 'PAID' ? { reason: 'CANCELLED', refunds } : undefined,
    );
    if (!updated) throw conflict('This order was sent to the pharmacy in the meantime. Reload it to see its current state.');
  }
  return getStaffOrder(ctx, orderId);
}

type NewPatient = NonNullable<CreateNewOrderBody['patient']>;

const patientEmailTaken = () =>
  emailTaken('An account with this email already exists: choose the existing patient instead', 'patient.email');

/** Normalises a new patient's fields (phone to E.164, state code) and refuses an e-mail already in use. */
async function checkNewPatient(ctx: Ctx, patient: NewPatient) {
  const phone = usPhone(patient.phoneNumber, 'patient.phoneNumber');
  const state = usState(patient.state, 'patient.state');
  checkZipInState(patient.zipcode, state, 'patient.zipcode');
  if (await accounts.emailInUse(ctx, patient.email)) throw patientEmailTaken();
  return { ...patient, phone, state, address2: patient.address2 || null, gender: patient.gender ?? null };
}

/**
 * POST /doctors/create-new-order: an approved order for one of the doctor's patients, or for a new patient
 * created with it. Everything is written in one transaction, audited as one CREATE of the order.
 */
export async function createNewOrder(ctx: Ctx, body: CreateNewOrderBody & { planMonths: number }) {
  const doctor = await accounts.actingDoctor(ctx);
  if (!doctor) throw forbidden('Your account has no doctor profile. Ask an administrator to complete it.');
  const existing = body.patientId ? await patients.getPatient(ctx, body.patientId, { action: 'CREATE_ORDER' }) : null;
  const fresh = body.patient ? await checkNewPatient(ctx, body.patient) : null;
  const state = existing ? existing.state : fresh!.state;
  checkLicense(doctor, state, 'create an order for this patient');
  const variation = body.productVariationKey ? await activeVariation(ctx, body.productVariationKey) : await firstActiveVariation(ctx);
  if (!variation) throw unprocessable('No medication is available to prescribe right now', 'NO_MEDICATION');
  if (existing && !body.confirmOpenOrder) {
    const open = await repo.openOrdersOfProduct(ctx, existing.id, variation.product_id);
    if (open.length > 0)
      throw new AppError(
        409,
        OPEN_ORDER_EXISTS,
        openOrderWarning(
          open.map((o) => o.number),
          variation.product_name,
        ),
      );
  }
  const passwordHash = fresh ? await hashPassword(newOpaqueToken()) : null;

  try {
    const orderId = await inTransaction(ctx, async (tx) => {
      let patientId = existing?.id;
      if (fresh) {
        const user = await accounts.createUser(tx, {
          email: fresh.email,
          password_hash: passwordHash!,
          first_name: fresh.firstName,
          last_name: fresh.lastName,
          phone_number: fresh.phone,
          role: 'PATIENT',
          desire_income: null,
        });
        patientId = await patients.createPatient(tx, {
          user_id: user.id,
          doctor_id: doctor.id,
          partner_id: null,
          address1: fresh.address1,
          address2: fresh.address2,
          city: fresh.city,
          state: fresh.state,
          zipcode: fresh.zipcode,
          country: 'US',
          date_of_birth: fresh.dateOfBirth,
          gender: fresh.gender,
        });
      }
      const order = await createOrder(
        tx,
        {
          patient_id: patientId!,
          // The patient's own assignment, so that whoever sees the patient sees the order (orders.policy.ts); a patient
          // reached through a partner, with no doctor of their own, gets the prescribing doctor.
          partner_id: existing?.partner_id ?? null,
          doctor_id: existing?.doctor_id ?? doctor.id,
          kind: 'NEW',
          created_by_doctor: true,
          status: 'APPROVED',
          approval_status: 'APPROVED',
          start_date: new Date().toISOString().slice(0, 10),
          doctor_approve_questions_status: 'APPROVED',
          product_variation_key: variation.key,
          plan_months: body.planMonths,
          amount_cents: variation.monthly_price_cents * body.planMonths,
          payment_status: 'UNPAID',
        },
        { createdByDoctor: true, newPatient: Boolean(fresh) },
      );
      return order.id;
    });
    return await getStaffOrder(ctx, orderId);
  } catch (error) {
    if (isUniqueViolation(error)) throw patientEmailTaken();
    throw error;
  }
}

/** Moves the order count changes appended by the triggers into the counts (the reach counts job). */
export { moveOrderCountChanges } from './order-counts.repository';
