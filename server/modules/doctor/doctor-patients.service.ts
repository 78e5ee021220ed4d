import type { FastifyRequest } from 'fastify';
import type { DoctorPatient, DoctorPatientDetail, DoctorPatientListQuery, UpdateDoctorPatientBody } from '../../../contracts/doctor';
import type { Answers } from '../../../contracts/onboarding';
import type { AuthContext } from '../../platform/auth/authenticate';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { isUsState } from '../catalog/us-states';
import { usPhone } from '../onboarding/intake.service';
import { questionViews } from '../onboarding/intake.views';
import { emailInUse, isUniqueViolation } from './doctor-orders.repository';
import * as repo from './doctor-patients.repository';
import { ordersOfPatient, questionsOf } from './doctor.repository';
import { summary } from './doctor.service';

export function patientView(r: repo.PatientRecordRow): DoctorPatient {
  return {
    id: r.id,
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phoneNumber: r.phone_number,
    dateOfBirth: r.date_of_birth,
    gender: r.gender,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    zipcode: r.zipcode,
    country: r.country,
    status: r.status,
    partnerName: r.partner_name,
    createdAt: r.created_at.toISOString(),
  };
}

export async function listPatients(req: FastifyRequest, auth: AuthContext, query: DoctorPatientListQuery) {
  const { rows, total } = await repo.listPatients(req.server.db, auth, query);
  await req.audit({
    action: 'LIST',
    resourceType: 'patient',
    details: { page: query.page, searched: Boolean(query.search), count: rows.length },
  });
  return { items: rows.map(patientView), total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
}

/** The patient if the caller may see them; a refusal is audited and answered like a missing record. */
export async function ownedPatient(req: FastifyRequest, auth: AuthContext, patientId: string, action: string) {
  const row = await repo.findPatient(req.server.db, auth, patientId);
  if (!row) {
    await req.audit({ action, resourceType: 'patient', resourceId: patientId, outcome: 'DENIED' });
    throw notFound('Patient not found');
  }
  return row;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export async function getPatientDetail(req: FastifyRequest, auth: AuthContext, patientId: string): Promise<DoctorPatientDetail> {
  const { db } = req.server;
  const patient = await ownedPatient(req, auth, patientId, 'READ');
  const [intake, orders] = await Promise.all([repo.latestSubmittedIntake(db, patientId), ordersOfPatient(db, auth, patientId)]);
  const questions = intake ? questionViews(await questionsOf(db, intake.questionnaire_id)) : [];
  await req.audit({ action: 'READ', resourceType: 'patient', resourceId: patientId, patientId });
  return {
    ...patientView(patient),
    bmi: intake?.bmi === null || intake?.bmi === undefined ? null : Number(intake.bmi),
    heightInches: numberOrNull(intake?.profile.height),
    weightPounds: numberOrNull(intake?.profile.weight),
    latestIntake: intake
      ? {
          orderId: intake.order_id,
          questionsList: questions,
          answers: intake.answers as Answers,
          screeningFlags: (intake.screening ?? []).map((f) => ({ rule: f.rule, severity: f.severity, message: f.message })),
          submittedAt: intake.submitted_at?.toISOString() ?? null,
        }
      : null,
    orders: orders.map(summary),
  };
}

const USER_FIELDS = { firstName: 'first_name', lastName: 'last_name', email: 'email', phoneNumber: 'phone_number' } as const;
const PATIENT_FIELDS = {
  dateOfBirth: 'date_of_birth',
  gender: 'gender',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
} as const;

/** A US state code, upper-cased, or a 400 on the given field. */
export function usState(value: string, path: string): string {
  const code = value.toUpperCase();
  if (!isUsState(code)) throw badRequest('Choose a US state', [{ path, message: 'Choose a US state' }]);
  return code;
}

/** Only the fields sent change: user fields on `users`, the rest on `patients`, together. */
export async function updatePatient(req: FastifyRequest, auth: AuthContext, patientId: string, body: UpdateDoctorPatientBody) {
  const { db } = req.server;
  const patient = await ownedPatient(req, auth, patientId, 'UPDATE');
  const values: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(body) as [keyof UpdateDoctorPatientBody, string | undefined][]) {
    if (value === undefined) continue;
    // Optional text (address line 2, …) sent empty clears it.
    values[field] = value === '' ? null : value;
  }
  if (values.phoneNumber) values.phoneNumber = usPhone(values.phoneNumber, 'phoneNumber');
  if (values.state) values.state = usState(values.state, 'state');
  if (values.email && (await emailInUse(db, values.email, patient.user_id))) throw conflict('Another account already uses this e-mail');
  const pick = (map: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(map)
        .filter(([field]) => field in values)
        .map(([field, column]) => [column, values[field]]),
    );
  try {
    await db.transaction().execute(async (trx) => {
      await repo.updatePatientRecord(trx, { userId: patient.user_id, patientId }, pick(USER_FIELDS), pick(PATIENT_FIELDS));
      await req.audit(
        { action: 'UPDATE', resourceType: 'patient', resourceId: patientId, patientId, details: { fields: Object.keys(values) } },
        trx,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Another account already uses this e-mail');
    throw error;
  }
  return patientView((await repo.findPatient(db, auth, patientId))!);
}
