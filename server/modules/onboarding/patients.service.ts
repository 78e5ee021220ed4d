import type { FastifyRequest } from 'fastify';
import type { Answers, UpdateIntakeBody } from '../../../contracts/onboarding';
import { ownsPatient } from '../../platform/access/patient-scope';
import type { AuthContext } from '../../platform/auth/authenticate';
import { notFound } from '../../platform/errors';
import { applyChanges, assertReadyToSubmit, authorizeIntake, formOf, present } from './intake.service';
import * as repo from './onboarding.repository';

/** PUT /patients/questionnaire/{id}: the owner submits a questionnaire; sets the submitted flag. */
export async function submitQuestionnaire(req: FastifyRequest, intakeId: string, body: UpdateIntakeBody) {
  const { db } = req.server;
  await authorizeIntake(req, intakeId);
  const row = await db.transaction().execute(async (trx) => {
    const current = await repo.lockIntake(trx, intakeId);
    if (!current) throw notFound('Questionnaire not found');
    const updated = await applyChanges(trx, current, body);
    const { kind, questionsList } = await formOf(trx, updated);
    assertReadyToSubmit(updated, kind, questionsList);
    const submitted = await repo.updateIntake(trx, intakeId, { status: 'SUBMITTED', submittedAt: new Date() });
    await req.audit({ action: 'INTAKE_SUBMIT', resourceType: 'intake', resourceId: intakeId }, trx);
    return submitted;
  });
  return present(db, row);
}

/** GET /patients/orders/{id}: the questions and answers behind one's own order. */
export async function orderQuestions(req: FastifyRequest, auth: AuthContext, orderId: string) {
  const { db } = req.server;
  const order = await db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .select(['orders.id', 'orders.intake_id', 'patients.id as patient_id'])
    .where('orders.id', '=', orderId)
    .where(ownsPatient(auth))
    .executeTakeFirst();
  await req.audit({
    action: 'READ',
    resourceType: 'order_questions',
    resourceId: orderId,
    patientId: order?.patient_id ?? null,
    outcome: order ? 'SUCCESS' : 'DENIED',
  });
  const intake = order?.intake_id ? await repo.findIntake(db, order.intake_id) : undefined;
  if (!order || !intake) throw notFound('Order not found');
  const { questionsList } = await formOf(db, intake);
  return { orderId: order.id, questionsList, answers: intake.answers as Answers };
}

/** GET /patients/{id}: one's own patient record (the patient id or the user id). */
export async function patientRecord(req: FastifyRequest, auth: AuthContext, id: string) {
  const row = await req.server.db
    .selectFrom('patients')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select([
      'patients.id',
      'patients.user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone_number',
      'patients.date_of_birth',
      'patients.gender',
      'patients.address1',
      'patients.address2',
      'patients.city',
      'patients.state',
      'patients.zipcode',
      'patients.country',
      'patients.status',
      'patients.created_at',
    ])
    .where((eb) => eb.or([eb('patients.id', '=', id), eb('patients.user_id', '=', id)]))
    .where(ownsPatient(auth))
    .executeTakeFirst();
  await req.audit({
    action: 'READ',
    resourceType: 'patient',
    resourceId: id,
    patientId: row?.id ?? null,
    outcome: row ? 'SUCCESS' : 'DENIED',
  });
  if (!row) throw notFound('Patient not found');
  return {
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    dateOfBirth: isoDate(row.date_of_birth),
    gender: row.gender,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    country: row.country,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** A `date` column as YYYY-MM-DD, whichever way the driver hands it over. */
function isoDate(value: unknown): string | null {
  if (!value) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}
