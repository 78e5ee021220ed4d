import { sql, type RawBuilder } from 'kysely';
import { reachCondition, type DoctorReach } from '#server/platform/access/doctor-reach';
import type { Db } from '#server/platform/db/client';

/**
 * How many orders a doctor reaches, exact, from the counts the database keeps per doctor, partner, status and hand-back
 * (migration 0067) instead of the orders themselves: the counts moved so far plus the changes appended since. The
 * pairs in reach are those of the doctor (`doctor_id`) or of one of their partners (`partner_id`): the same orders as
 * the DOCTOR row of orders.policy.ts, each counted once. `status` filters as the list does: the review queue
 * (`PENDING_REVIEW`) leaves out the orders handed back for reassignment.
 */
export function ordersInReach(reach: DoctorReach, status: string | undefined): RawBuilder<{ total: number }> {
  const inReach = reachCondition(reach);
  const filtered = status
    ? sql`${inReach} and status = ${status}${status === 'PENDING_REVIEW' ? sql` and not handed_back` : sql``}`
    : inReach;
  return sql`select coalesce(sum(n), 0)::int as total from
    (select n from order_counts where ${filtered} union all select n from order_count_changes where ${filtered}) c`;
}

/**
 * Moves the changes appended by the triggers into the counts, in one statement: a read sees every change either
 * still appended or already moved, never both or neither. Changes of transactions not committed yet stay for the
 * next pass; a pass running at the same time skips the rows this one deleted. Keys whose count reaches zero go.
 * Returns the number of changes moved.
 */
export async function moveOrderCountChanges(db: Db): Promise<number> {
  const keys = sql.raw('doctor_id, partner_id, status, handed_back');
  const { rows } = await sql<{ moved: number }>`with moved as (delete from order_count_changes returning ${keys}, n),
      summed as (
        insert into order_counts as c (${keys}, n)
        select ${keys}, sum(n) from moved group by ${keys} order by ${keys}
        on conflict (${keys}) do update set n = c.n + excluded.n
        returning 1)
    select (select count(*)::int from moved) as moved`.execute(db);
  await sql`delete from order_counts where n = 0`.execute(db);
  return rows[0]?.moved ?? 0;
}
