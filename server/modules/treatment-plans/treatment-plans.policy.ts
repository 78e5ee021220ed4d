// Read-only joins: patients (whose plan and check-ins they are: the patients policy's columns, `patients as p`).
import { sql } from 'kysely';
import { doctorsRows } from '#server/platform/access/doctor-reach';
import type { Policy } from '#server/platform/access/policy';
import type { Database, PatientsTable } from '#server/platform/db/schema';

type Joined = Database & { p: PatientsTable };

const doctors = doctorsRows<Joined, 'p'>('p.doctor_id', 'p.partner_id');

/**
 * Who sees a treatment plan and its check-ins, decided on the patient's row (`patients as p`) exactly as the patients
 * policy decides who sees the patient: the patient their own; a doctor or medical provider the patients they reach
 * (assigned directly, or through a partner whose doctor they are); an administrator all. Partners, sales and the care
 * team have no row: a plan is clinical, its routes admit patients and doctors.
 */
export const treatmentPlansPolicy: Policy<Joined, 'p'> = {
  SUPER_ADMIN: 'ALL',
  PATIENT: (a) => (eb) => (a.patientId ? eb('p.id', '=', a.patientId) : sql<boolean>`false`),
  DOCTOR: doctors,
  MEDICAL_PROVIDER: doctors,
};
