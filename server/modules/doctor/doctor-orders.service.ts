import type { FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import type { CreateNewOrderBody, UpdateDoctorOrderBody } from '../../../contracts/doctor';
import type { AuthContext } from '../../platform/auth/authenticate';
import { newOpaqueToken } from '../../platform/auth/secrets';
import { hashPassword } from '../../platform/auth/passwords';
import type { OrdersTable } from '../../platform/db/schema';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../platform/errors';
import { usPhone } from '../onboarding/intake.service';
import { activeVariation as findActiveVariation, firstActiveVariation } from '../catalog/catalog.service';
import * as repo from './doctor-orders.repository';
import { ownedPatient, usState } from './doctor-patients.service';
import { doctorOfUser, findOrder } from './doctor.repository';
import { getOrder } from './doctor.service';

type Db = FastifyRequest['server']['db'];

async function activeVariation(db: Db, key: string) {
  const variation = await findActiveVariation(db, key);
  if (!variation)
    throw badRequest('Choose an available medication and dose', [
      { path: 'productVariationKey', message: 'Not an available medication and dose' },
    ]);
  return variation;
}

async function myDoctor(req: FastifyRequest, auth: AuthContext) {
  const doctor = await doctorOfUser(req.server.db, auth.userId);
  if (!doctor) throw forbidden('Your account has no doctor profile. Ask an administrator to complete it.');
  return doctor;
}

function assertLicensed(licenseStates: string[], state: string | null) {
  if (!state || !licenseStates.includes(state)) {
    throw unprocessable(
      `You are not licensed in ${state ?? "the patient's state"}, so you cannot create an order for this patient`,
      'NOT_LICENSED',
    );
  }
}

/**
 * PATCH /doctors/orders/{id}: only the fields sent change. Medication, plan and rx details are fixed once the
 * prescription has gone to a pharmacy or the order is closed; a paid order keeps its product and its price.
 */
export async function updateOrder(req: FastifyRequest, auth: AuthContext, orderId: string, body: UpdateDoctorOrderBody) {
  const { db } = req.server;
  const order = await findOrder(db, auth, orderId);
  if (!order) {
    await req.audit({ action: 'UPDATE', resourceType: 'order', resourceId: orderId, outcome: 'DENIED' });
    throw notFound('Order not found');
  }
  const sent =
    order.prescription_status !== null && !(repo.UNSENT_PRESCRIPTION_STATUSES as readonly string[]).includes(order.prescription_status);
  const fixed = sent || (repo.FIXED_ORDER_STATUSES as readonly string[]).includes(order.status);
  const changesTreatment = body.productVariationKey !== undefined || body.planMonths !== undefined || body.rxInformation !== undefined;
  if (body.status === 'CANCELLED' && order.status === 'CANCELLED') throw conflict('This order is already cancelled');
  if ((changesTreatment || body.status === 'CANCELLED') && fixed) {
    throw unprocessable(
      sent
        ? 'The prescription has already been sent to the pharmacy, so this order can no longer change'
        : `This order is ${order.status.toLowerCase().replaceAll('_', ' ')}, so it can no longer change`,
      'ORDER_FIXED',
    );
  }

  const values: Updateable<OrdersTable> = {};
  // Billed to the doctor later at the list price; an order someone paid keeps what was charged.
  const repriced = order.created_by_doctor && order.payment_status === 'UNPAID';
  const planMonths = body.planMonths ?? order.plan_months;
  if (body.planMonths !== undefined && body.planMonths !== order.plan_months) {
    if (!repriced)
      throw unprocessable(
        `The patient paid for ${order.plan_months} month${order.plan_months === 1 ? '' : 's'}, so the plan cannot change`,
        'PAID_PLAN',
      );
    values.plan_months = body.planMonths;
  }
  if (body.productVariationKey !== undefined || values.plan_months !== undefined) {
    const variation = await activeVariation(db, body.productVariationKey ?? order.product_variation_key);
    if (!repriced && variation.product_id !== order.product_id) {
      throw unprocessable(
        `The patient paid for ${order.product_name}: choose another dose of it, or cancel this order and create a new one`,
        'PAID_PRODUCT',
      );
    }
    values.product_variation_key = variation.key;
    if (repriced) values.amount_cents = variation.monthly_price_cents * planMonths;
  }
  if (body.rxInformation) {
    const rx = body.rxInformation;
    if (rx.directions !== undefined) values.rx_directions = rx.directions;
    if (rx.quantity !== undefined) values.rx_quantity = rx.quantity;
    if (rx.refills !== undefined) values.rx_refills = rx.refills;
    if (rx.daysSupply !== undefined) values.rx_days_supply = rx.daysSupply;
  }
  if (body.doctorNote !== undefined) values.doctor_note = body.doctorNote === '' ? null : body.doctorNote;
  if (body.status === 'CANCELLED') values.status = 'CANCELLED';

  if (Object.keys(values).length > 0) {
    const updated = await db.transaction().execute(async (trx) => {
      const done = await repo.updateOpenOrder(trx, orderId, values, { mustBeOpen: changesTreatment || body.status === 'CANCELLED' });
      if (done) {
        await req.audit(
          {
            action: 'UPDATE',
            resourceType: 'order',
            resourceId: orderId,
            patientId: order.patient_id,
            details: { fields: Object.keys(body) },
          },
          trx,
        );
      }
      return done;
    });
    if (!updated) throw conflict('This order was sent to the pharmacy in the meantime. Reload it to see its current state.');
  }
  return getOrder(req, auth, orderId);
}

type NewPatient = NonNullable<CreateNewOrderBody['patient']>;

/**
 * POST /doctors/create-new-order: an approved order for one of the doctor's patients, or for a new patient
 * created with it. Everything is written in one transaction.
 */
export async function createNewOrder(req: FastifyRequest, auth: AuthContext, body: CreateNewOrderBody & { planMonths: number }) {
  const { db } = req.server;
  const doctor = await myDoctor(req, auth);
  const existing = body.patientId ? await ownedPatient(req, auth, body.patientId, 'CREATE_ORDER') : null;
  const fresh = body.patient ? await checkNewPatient(db, body.patient) : null;
  assertLicensed(doctor.license_states, existing ? existing.state : fresh!.state);
  const variation = body.productVariationKey ? await activeVariation(db, body.productVariationKey) : await firstActiveVariation(db);
  if (!variation) throw unprocessable('No medication is available to prescribe right now', 'NO_MEDICATION');
  const passwordHash = fresh ? await hashPassword(newOpaqueToken()) : null;

  try {
    const orderId = await db.transaction().execute(async (trx) => {
      let patientId = existing?.id;
      if (fresh) {
        const user = await repo.insertPatientUser(trx, { ...fresh, passwordHash: passwordHash! });
        patientId = (await repo.insertPatient(trx, { ...fresh, userId: user.id, doctorId: doctor.id })).id;
        await req.audit({ action: 'CREATE', resourceType: 'patient', resourceId: patientId, patientId }, trx);
      }
      const order = await repo.insertDoctorOrder(trx, {
        patientId: patientId!,
        partnerId: existing?.partner_id ?? null,
        doctorId: doctor.id,
        variationKey: variation.key,
        planMonths: body.planMonths,
        amountCents: variation.monthly_price_cents * body.planMonths,
      });
      await req.audit(
        {
          action: 'CREATE',
          resourceType: 'order',
          resourceId: order.id,
          patientId,
          details: { createdByDoctor: true, newPatient: Boolean(fresh) },
        },
        trx,
      );
      return order.id;
    });
    return await getOrder(req, auth, orderId);
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const emailTaken = () => conflict('An account with this e-mail already exists: choose the existing patient instead');

/** Normalises a new patient's fields (phone to E.164, state code) and refuses an e-mail already in use. */
async function checkNewPatient(db: Db, patient: NewPatient) {
  const phone = usPhone(patient.phoneNumber, 'patient.phoneNumber');
  const state = usState(patient.state, 'patient.state');
  if (await repo.emailInUse(db, patient.email)) throw emailTaken();
  return {
    email: patient.email,
    firstName: patient.firstName,
    lastName: patient.lastName,
    phone,
    address1: patient.address1,
    address2: patient.address2 || null,
    city: patient.city,
    state,
    zipcode: patient.zipcode,
    dateOfBirth: patient.dateOfBirth,
    gender: patient.gender ?? null,
  };
}
