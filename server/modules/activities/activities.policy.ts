import { sql } from 'kysely';
import type { Policy } from '#server/platform/access/policy';
import type { ActivitiesTable, Database } from '#server/platform/db/schema';

/** A patient sees their own activities only; no other role reads them (the routes admit patients alone). */
export const activitiesPolicy: Policy<Database & { a: ActivitiesTable }, 'a'> = {
  PATIENT: (actor) => (eb) => (actor.patientId ? eb('a.patient_id', '=', actor.patientId) : sql<boolean>`false`),
};
