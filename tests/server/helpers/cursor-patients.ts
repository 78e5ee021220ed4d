/**
 * Patients in bulk for the keyset cursor tests: more than a list's count cap, few distinct names (so that ties are
 * broken by id across pages), creation times an hour apart with microsecond offsets (so that a cursor must keep
 * PostgreSQL's precision), and one in five PAUSED (a status filter to page through).
 */
import { sql } from 'kysely';
import type { TestApp } from './app';

export async function addCursorPatients(db: TestApp['db'], count: number, owner: { doctorId?: string; partnerId?: string; tag: string }) {
  await sql`
    WITH src AS MATERIALIZED (
      SELECT g, gen_random_uuid() AS user_id, now() - g * interval '1 hour' - (g % 3) * interval '1 microsecond' AS at
      FROM generate_series(1, ${count}::int) AS g
    ), u AS (
      INSERT INTO users (id, email, password_hash, first_name, last_name, role, created_at, updated_at)
      SELECT user_id, ${owner.tag} || '.' || g || '@volume.test', '!none', (ARRAY['Ann', 'Bo', 'Cy'])[1 + g % 3],
             (ARRAY['Adams', 'Baker', 'Clark', 'Diaz'])[1 + g % 4], 'PATIENT', at, at
      FROM src
    )
    INSERT INTO patients (user_id, doctor_id, partner_id, status, created_at, updated_at)
    SELECT user_id, ${owner.doctorId ?? null}::uuid, ${owner.partnerId ?? null}::uuid,
           CASE WHEN g % 5 = 0 THEN 'PAUSED' ELSE 'ACTIVE' END, at, at
    FROM src`.execute(db);
}
