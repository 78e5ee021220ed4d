import type { Policy } from '../../platform/access/policy';
import type { Database } from '../../platform/db/schema';
import { patientsPolicy } from '../patients/patients.policy';

/**
 * Which orders each role sees: an order is seen by whoever sees its patient, so the policy is the patients policy
 * applied to the order's patient (`patients`, joined read-only by every orders query for the patient's name). Its
 * filters are plain parameters from the actor: `patients.doctor_id = $1 OR patients.partner_id = ANY($2)`.
 *
 * Why not the order's own `doctor_id` / `partner_id` (indexed with the status and the date, migration 0004)? Every
 * path that creates an order copies them from its patient (checkout, renewal, a doctor's order), so the two rules
 * agree on every order the server makes; but orders written straight into the database without them (the fixtures of
 * tests/server/prescriptions.test.ts) would vanish from their doctor's view, so the test suite keeps this rule until
 * those fixtures carry the columns. Switching is this one table:
 *   DOCTOR: (a) => (eb) => eb.or([eb('o.doctor_id', '=', a.doctorId), eb('o.partner_id', '=', eb.fn.any(eb.val(ids)))])
 * Either way, reassigning a patient (a new doctor or partner) must move their orders' doctor_id and partner_id in the
 * same transaction.
 */
export const ordersPolicy: Policy<Database, 'patients'> = patientsPolicy;
