import { ownedRowsPolicy } from '#server/platform/access/doctor-reach';
import type { Policy } from '#server/platform/access/policy';
import type { Database } from '#server/platform/db/schema';

/**
 * Which patients each role sees: an administrator all; a patient their own record; a partner the patients who came
 * through them; a doctor (or medical provider) those assigned to them directly or through a partner whose doctor they
 * are. The ids come from the actor (resolved at sign-in), as parameters: `doctor_id = $1 OR partner_id = ANY($2)` can
 * use an index on each. The care team (NURSER, CLIENT_SPECIALIST, CUSTOMER_SUPPORT) supports every patient of the service: every row,
 * read-only (their routes only read; what each care role's chart shows is in care-patients.service.ts and README "Care
 * team"). Sales people have no row: they see no one. A delegate acts with its owner's row.
 */
export const patientsPolicy: Policy<Database, 'patients'> = {
  ...ownedRowsPolicy<Database, 'patients'>({
    patient: 'patients.id',
    partner: 'patients.partner_id',
    doctor: 'patients.doctor_id',
  }),
  NURSER: 'ALL',
  CLIENT_SPECIALIST: 'ALL',
  CUSTOMER_SUPPORT: 'ALL',
};
