import { type Kysely, sql } from 'kysely';

/**
 * A doctor's prescribing preferences (README, "Clinician workflow", Settings): the pharmacy the send-to-pharmacy
 * screen preselects, and the quantity, refills and days' supply a new prescription starts with (null: the standard
 * 4, 0 and 28 of contracts/doctor.ts). One row per doctor, written on their first save. A default pharmacy that is no
 * longer assigned to the doctor (an administrator took it away) is ignored when read, never used.
 */
export async function upDoctorSettings(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE doctor_settings (
    doctor_id uuid PRIMARY KEY REFERENCES doctors(id) ON DELETE CASCADE,
    default_pharmacy_id uuid REFERENCES pharmacies(id) ON DELETE SET NULL,
    default_quantity integer CHECK (default_quantity BETWEEN 1 AND 100),
    default_refills integer CHECK (default_refills BETWEEN 0 AND 12),
    default_days_supply integer CHECK (default_days_supply BETWEEN 1 AND 365),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function downDoctorSettings(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE doctor_settings`.execute(db);
}
