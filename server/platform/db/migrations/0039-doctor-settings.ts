import { type Kysely, sql } from 'kysely';

/**
 * A doctor's prescribing preferences (README, "Clinician workflow", Settings): the pharmacy the send-to-pharmacy
 * screen preselects. One row per doctor, written on their first save. A default that is no longer assigned to the
 * doctor (an administrator took it away) is ignored when read, never used.
 */
export async function upDoctorSettings(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE doctor_settings (
    doctor_id uuid PRIMARY KEY REFERENCES doctors(id) ON DELETE CASCADE,
    default_pharmacy_id uuid REFERENCES pharmacies(id) ON DELETE SET NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function downDoctorSettings(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE doctor_settings`.execute(db);
}
