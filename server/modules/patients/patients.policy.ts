import { sql } from 'kysely';
import { doctorsRows } from '../../platform/access/doctor-reach';
import type { Policy } from '../../platform/access/policy';
import type { Database } from '../../platform/db/schema';

const none = sql<boolean>`false`;

/**
 * A doctor's patients: assigned to them directly, or through a partner whose doctor they are. Both ids come from
 * the actor (resolved at sign-in), as parameters: `doctor_id = $1 OR partner_id = ANY($2)` can use an index on each.
 */
const doctorsPatients = doctorsRows<Database, 'patients'>('patients.doctor_id', 'patients.partner_id');

/**
 * Which patients each role sees. Roles without a row see no one: the care team's roles (NURSER, CLIENT_SPECIALIST,
 * CUSTOMER_SUPPORT) until the care-team issue defines them, and sales people. A delegate acts with its owner's row.
 */
export const patientsPolicy: Policy<Database, 'patients'> = {
  SUPER_ADMIN: 'ALL',
  PATIENT: (a) => (eb) => (a.patientId ? eb('patients.id', '=', a.patientId) : none),
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('patients.partner_id', '=', a.partnerId) : none),
  DOCTOR: doctorsPatients,
  MEDICAL_PROVIDER: doctorsPatients,
};
