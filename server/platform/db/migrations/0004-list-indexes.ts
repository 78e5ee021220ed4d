import { type Kysely, sql } from 'kysely';

/**
 * Indexes for lists that stay fast as data grows (issue 8): trigram search on names, e-mails and phones,
 * and composite B-trees that match each list's filter and sort, so that a page is read in index order
 * and stops after `limit` rows instead of sorting everything the filter matches.
 *
 * Queries must use exactly these expressions for the planner to pick the indexes:
 *
 * - name search:   (u.first_name || ' ' || u.last_name) ILIKE $term   -> users_name_trgm_idx
 * - e-mail search: u.email ILIKE $term                                 -> users_email_trgm_idx
 * - phone search:  u.phone_number LIKE $digits                         -> users_phone_trgm_idx
 *   (trigrams are case-insensitive, so ILIKE on the plain expression is served: no lower() needed;
 *   a term shorter than 3 characters has no trigram and cannot use them.)
 * - a doctor's or partner's orders:  WHERE o.doctor_id = $1 [AND o.status = $2] ORDER BY o.created_at, o.id
 *   (same for o.partner_id): filter on the order's own doctor_id / partner_id, not through patients;
 *   the id sorts in the same direction as created_at so that the index serves both and a keyset cursor
 *   (created_at, id) > ($after, $afterId) can replace a deep OFFSET.
 * - a patient's orders:              WHERE o.patient_id = $1 ORDER BY o.created_at DESC, o.id DESC (orders_patient_idx)
 * - a doctor's or partner's patients: WHERE p.doctor_id = $1 ORDER BY p.created_at, p.id (same for partner_id).
 *
 * The name sort of the patients list (users.last_name, users.first_name) cannot be served by an index on
 * `patients`: the names live in `users`. See the report of issue 8.
 *
 * pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite must be started
 * with it (`createPGlite` in ../client.ts).
 */
const up = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE INDEX users_name_trgm_idx ON users USING gin ((first_name || ' ' || last_name) gin_trgm_ops)`,
  `CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops)`,
  `CREATE INDEX users_phone_trgm_idx ON users USING gin (phone_number gin_trgm_ops)`,
  // Superseded by the composites below (same leading columns, plus the sort's tie-breaker).
  `DROP INDEX orders_doctor_status_idx`,
  `DROP INDEX orders_partner_idx`,
  `DROP INDEX orders_patient_idx`,
  `DROP INDEX patients_doctor_idx`,
  `DROP INDEX patients_partner_idx`,
  // The queue (status filter) and the unfiltered list each need their own order: a B-tree on
  // (doctor_id, status, created_at) cannot return all statuses in created_at order.
  `CREATE INDEX orders_doctor_status_created_idx ON orders (doctor_id, status, created_at, id)`,
  `CREATE INDEX orders_doctor_created_idx ON orders (doctor_id, created_at, id)`,
  `CREATE INDEX orders_partner_status_created_idx ON orders (partner_id, status, created_at, id)`,
  `CREATE INDEX orders_partner_created_idx ON orders (partner_id, created_at, id)`,
  `CREATE INDEX orders_patient_idx ON orders (patient_id, created_at, id)`,
  `CREATE INDEX patients_doctor_created_idx ON patients (doctor_id, created_at, id)`,
  `CREATE INDEX patients_partner_created_idx ON patients (partner_id, created_at, id)`,
];

const down = [
  `DROP INDEX patients_partner_created_idx`,
  `DROP INDEX patients_doctor_created_idx`,
  `DROP INDEX orders_patient_idx`,
  `DROP INDEX orders_partner_created_idx`,
  `DROP INDEX orders_partner_status_created_idx`,
  `DROP INDEX orders_doctor_created_idx`,
  `DROP INDEX orders_doctor_status_created_idx`,
  `CREATE INDEX patients_partner_idx ON patients (partner_id, created_at DESC)`,
  `CREATE INDEX patients_doctor_idx ON patients (doctor_id, created_at DESC)`,
  `CREATE INDEX orders_patient_idx ON orders (patient_id, created_at DESC)`,
  `CREATE INDEX orders_partner_idx ON orders (partner_id, created_at DESC)`,
  `CREATE INDEX orders_doctor_status_idx ON orders (doctor_id, status, created_at)`,
  `DROP INDEX users_phone_trgm_idx`,
  `DROP INDEX users_email_trgm_idx`,
  `DROP INDEX users_name_trgm_idx`,
];

export async function upListIndexes(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downListIndexes(db: Kysely<unknown>): Promise<void> {
  for (const statement of down) await sql.raw(statement).execute(db);
}
