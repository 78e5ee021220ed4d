import { sql } from 'kysely';
import type { Policy } from '#server/platform/access/policy';
import type { CareSessionsTable, Database } from '#server/platform/db/schema';

/**
 * Which sessions each role sees: the care team supports every patient, so each care role sees every session (what
 * each may change is in SESSION_PERMISSIONS, contracts/care-sessions.ts); a patient sees their own; an administrator
 * all (no admin screen yet). Every other role sees none, and its routes refuse it first (403).
 */
export const careSessionsPolicy: Policy<Database & { s: CareSessionsTable }, 's'> = {
  SUPER_ADMIN: 'ALL',
  NURSER: 'ALL',
  CLIENT_SPECIALIST: 'ALL',
  CUSTOMER_SUPPORT: 'ALL',
  PATIENT: (actor) => (eb) => (actor.patientId ? eb('s.patient_id', '=', actor.patientId) : sql<boolean>`false`),
};
