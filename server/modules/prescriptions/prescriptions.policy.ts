// Read-only joins: a module writes only its own tables, but a policy may read another module's table, read-only, for
// an access rule. Here: patients (a partner's reach goes through the patient's partner).
import { sql } from 'kysely';
import type { Policy } from '#server/platform/access/policy';
import type { Database, PrescriptionsTable } from '#server/platform/db/schema';

type Rx = Database & { rx: PrescriptionsTable };
const none = sql<boolean>`false`;

/**
 * Which prescriptions each role sees, on the prescription's own columns: a patient their own (`patient_id`), a doctor
 * those they wrote (`doctor_id`, indexed with the date: prescriptions_doctor_created_idx). A prescription has no partner of its
 * own, so a partner's reach goes through the patient (a read-only subquery on `patients`, served by
 * patients_partner_created_idx), which keeps the doctor's and patient's filters on `prescriptions` alone. Roles
 * without a row see none.
 */
export const prescriptionsPolicy: Policy<Rx, 'rx'> = {
  SUPER_ADMIN: 'ALL',
  PATIENT: (a) => (eb) => (a.patientId ? eb('rx.patient_id', '=', a.patientId) : none),
  GYM_OWNER: (a) => (eb) =>
    a.partnerId
      ? eb('rx.patient_id', 'in', eb.selectFrom('patients').select('patients.id').where('patients.partner_id', '=', a.partnerId))
      : none,
  DOCTOR: (a) => (eb) => (a.doctorId ? eb('rx.doctor_id', '=', a.doctorId) : none),
  MEDICAL_PROVIDER: (a) => (eb) => (a.doctorId ? eb('rx.doctor_id', '=', a.doctorId) : none),
};
