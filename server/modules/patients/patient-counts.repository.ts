import { sql, type RawBuilder } from 'kysely';
import { reachCondition, type DoctorReach } from '#server/platform/access/doctor-reach';
import type { Db } from '#server/platform/db/client';

/**
 * How many live patients (account not deleted) a doctor reaches, exact, from the counts the database keeps per doctor
 * and partner (migration 0067) instead of the patients themselves: the counts moved so far plus the changes appended
 * since. The pairs in reach are those of the doctor (`doctor_id`) or of one of their partners (`partner_id`): the
 * same patients as the DOCTOR row of patients.policy.ts, each counted once.
 */
export function patientsInReach(reach: DoctorReach): RawBuilder<{ total: number }> {
  const inReach = reachCondition(reach);
  return sql`select coalesce(sum(n), 0)::int as total from
    (select n from patient_counts where ${inReach} union all select n from patient_count_changes where ${inReach}) c`;
}

/**
 * Moves the changes appended by the triggers into the counts, in one statement, as `moveOrderCountChanges` does for
 * orders. Returns the number of changes moved.
 */
export async function movePatientCountChanges(db: Db): Promise<number> {
  const keys = sql.raw('doctor_id, partner_id');
  const { rows } = await sql<{ moved: number }>`with moved as (delete from patient_count_changes returning ${keys}, n),
      summed as (
        insert into patient_counts as c (${keys}, n)
        select ${keys}, sum(n) from moved group by ${keys} order by ${keys}
        on conflict (${keys}) do update set n = c.n + excluded.n
        returning 1)
    select (select count(*)::int from moved) as moved`.execute(db);
  await sql`delete from patient_counts where n = 0`.execute(db);
  return rows[0]?.moved ?? 0;
}
