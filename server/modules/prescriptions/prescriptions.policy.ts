import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Actor } from '../../platform/access/actor';
import type { Policy } from '../../platform/access/policy';
import type { Database, PrescriptionsTable } from '../../platform/db/schema';

type Rx = Database & { rx: PrescriptionsTable };
const none = sql<boolean>`false`;

const partnersOf = (eb: ExpressionBuilder<Rx, 'rx' | 'patients'>, ids: readonly string[]) =>
  ids.length ? eb('patients.partner_id', '=', eb.fn.any(eb.val([...ids]))) : none;

/** A doctor's prescriptions: those they wrote, and those of their partners' patients. */
const doctorsPrescriptions =
  (a: Actor) =>
  (eb: ExpressionBuilder<Rx, 'rx' | 'patients'>): Expression<SqlBool> =>
    eb.or([a.doctorId ? eb('rx.doctor_id', '=', a.doctorId) : none, partnersOf(eb, a.partnerIdsOfDoctor)]);

/**
 * Which prescriptions each role sees, on the prescription's own `patient_id` and `doctor_id` (the doctor who wrote
 * it); a partner's reach goes through the patient (`patients`, joined read-only for the patient's name), as a
 * prescription has no partner of its own. Roles without a row see none.
 */
export const prescriptionsPolicy: Policy<Rx, 'rx' | 'patients'> = {
  SUPER_ADMIN: 'ALL',
  PATIENT: (a) => (eb) => (a.patientId ? eb('rx.patient_id', '=', a.patientId) : none),
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('patients.partner_id', '=', a.partnerId) : none),
  DOCTOR: doctorsPrescriptions,
  MEDICAL_PROVIDER: doctorsPrescriptions,
};
