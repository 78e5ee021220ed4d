import { ownedRowsPolicy } from '../../platform/access/doctor-reach';
import type { Database } from '../../platform/db/schema';

/**
 * Which patients each role sees: an administrator all; a patient their own record; a partner the patients who came
 * through them; a doctor (or medical provider) those assigned to them directly or through a partner whose doctor they
 * are. The ids come from the actor (resolved at sign-in), as parameters: `doctor_id = $1 OR partner_id = ANY($2)` can
 * use an index on each. Roles without a row see no one: the care team's roles (NURSER, CLIENT_SPECIALIST,
 * CUSTOMER_SUPPORT) until the care-team issue defines them, and sales people. A delegate acts with its owner's row.
 */
export const patientsPolicy = ownedRowsPolicy<Database, 'patients'>({
  patient: 'patients.id',
  partner: 'patients.partner_id',
  doctor: 'patients.doctor_id',
});
