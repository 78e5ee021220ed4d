import { type Kysely, sql } from 'kysely';

/**
 * The super admin's care screens (orders and patients of every partner and doctor):
 *
 * - `patient_notes`: an administrator's notes on a patient, each with its author and times. A note is never removed:
 *   deleting it stamps `deleted_at` and `deleted_by` (an edit stamps `updated_at` and `updated_by`), so that the trail
 *   stays with the audit rows of each change.
 * - Indexes for the admin's lists over every row: all orders by date (and by date within a range), every patient by
 *   name or date (partner patients and direct clients alike), a patient's prescriptions and their live notes.
 */
const UP = [
  `CREATE TABLE patient_notes (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    patient_id uuid NOT NULL REFERENCES patients(id),
    author_user_id uuid NOT NULL REFERENCES users(id),
    content text NOT NULL CHECK (length(content) BETWEEN 1 AND 5000),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz,
    updated_by uuid REFERENCES users(id),
    deleted_at timestamptz,
    deleted_by uuid REFERENCES users(id)
  )`,
  `CREATE INDEX patient_notes_patient_idx ON patient_notes (patient_id, created_at DESC, id DESC) WHERE deleted_at IS NULL`,
  // Every order by date: the admin's list unfiltered, or within a date range.
  `CREATE INDEX orders_created_idx ON orders (created_at, id)`,
  // Every patient by name or by date (the names and the account's deletion copied by migration 0006), and the
  // clients who came to us directly (no partner).
  `CREATE INDEX patients_name_idx ON patients (sort_last_name, sort_first_name, id) WHERE account_deleted_at IS NULL`,
  `CREATE INDEX patients_created_idx ON patients (created_at, id) WHERE account_deleted_at IS NULL`,
  `CREATE INDEX patients_direct_name_idx ON patients (sort_last_name, sort_first_name, id)
     WHERE partner_id IS NULL AND account_deleted_at IS NULL`,
  `CREATE INDEX patients_direct_created_idx ON patients (created_at, id) WHERE partner_id IS NULL AND account_deleted_at IS NULL`,
  // A patient's prescriptions, newest first.
  `CREATE INDEX prescriptions_patient_idx ON prescriptions (patient_id, created_at, id)`,
];

const DOWN = [
  `DROP INDEX prescriptions_patient_idx`,
  `DROP INDEX patients_direct_created_idx`,
  `DROP INDEX patients_direct_name_idx`,
  `DROP INDEX patients_created_idx`,
  `DROP INDEX patients_name_idx`,
  `DROP INDEX orders_created_idx`,
  `DROP TABLE patient_notes`,
];

export async function upAdminCare(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function downAdminCare(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
