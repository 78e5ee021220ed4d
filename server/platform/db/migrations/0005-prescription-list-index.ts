import { type Kysely, sql } from 'kysely';

/**
 * The doctor's prescriptions list sorts by (created_at, id) in one direction: the index carries the tie-breaker
 * too, so that a page is read in index order and stops after `limit` rows (see 0004-list-indexes).
 */
export async function upPrescriptionListIndex(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX prescriptions_doctor_idx`.execute(db);
  await sql`CREATE INDEX prescriptions_doctor_created_idx ON prescriptions (doctor_id, created_at, id)`.execute(db);
}

export async function downPrescriptionListIndex(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX prescriptions_doctor_created_idx`.execute(db);
  await sql`CREATE INDEX prescriptions_doctor_idx ON prescriptions (doctor_id, created_at DESC)`.execute(db);
}
