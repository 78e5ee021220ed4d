import { sql, type RawBuilder } from 'kysely';
import { reachCondition, type DoctorReach } from '#server/platform/access/doctor-reach';
import type { Db } from '#server/platform/db/client';
import { keptCounts } from '#server/platform/db/kept-counts';

/** Orders per doctor, partner, status and whether handed back for reassignment (migration 0067). */
const orderCounts = keptCounts({
  counts: 'order_counts',
  changes: 'order_count_changes',
  keys: ['doctor_id', 'partner_id', 'status', 'handed_back'],
});

/**
 * How many orders a doctor (or a partner) reaches, exact, from the counts the database keeps instead of the orders
 * themselves. The pairs in reach are those of the doctor (`doctor_id`) or of one of their partners (`partner_id`): the
 * same orders as the DOCTOR row of orders.policy.ts, each counted once. `status` filters as the list does: the review
 * queue (`PENDING_REVIEW`) leaves out the orders handed back for reassignment.
 */
export function ordersInReach(reach: DoctorReach, status: string | undefined): RawBuilder<{ total: number }> {
  const inReach = reachCondition(reach);
  const handedBackLeft = status === 'PENDING_REVIEW' ? sql` and not handed_back` : sql``;
  return orderCounts.total(status ? sql<boolean>`${inReach} and status = ${status}${handedBackLeft}` : inReach);
}

/** Moves the changes the triggers appended into the counts (the reach counts job); returns how many it moved. */
export const moveOrderCountChanges = (db: Db) => orderCounts.move(db);
